// Subsidiary companies (001 sections 2, 5, 7): /api/v2/subsidiary-companies list, create,
// POST {id}?_method=PUT, DELETE {id}, {id}/download-attachment; and the employees the pickers offer.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type AccountUser, type SubsidiaryCompany } from 'shared-contract';

/** The v2 paths are absolute. */
const absolute = { prefixUrl: '' } as const;

export type SubsidiaryRow = SubsidiaryCompany & { attachment_name: string | null };
export const subsidiariesKey = API.settingsAccount.subsidiaries;

export function useSubsidiaries(isEnabled: boolean) {
  return useSWR(isEnabled ? subsidiariesKey : null, async () => (await api.get(subsidiariesKey, absolute).json<{ data: SubsidiaryRow[] }>()).data);
}

export function useCompanyContacts(isEnabled: boolean) {
  return useSWR(isEnabled ? API.settingsAccount.contacts : null, async () => (await api.get(API.settingsAccount.contacts).json<{ data: AccountUser[] }>()).data);
}

export type SubsidiaryValues = {
  name: string;
  dba: string;
  website: string;
  tax: string;
  primary_contact_id: number | '';
  assignee_id: number | '';
  signer_id: number | '';
};

export async function saveSubsidiary(id: number | null, values: SubsidiaryValues, file: { attachment?: File; removeAttachment?: boolean }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, typeof value === 'string' ? value.trim() : String(value));
  if (file.attachment) form.append('attachment', file.attachment, file.attachment.name);
  if (file.removeAttachment) form.append('remove_attachment', 'true');
  const url = id === null ? API.settingsAccount.subsidiaries : `${API.settingsAccount.subsidiary(id)}?_method=PUT`;
  return api.post(url, { ...absolute, body: form }).json<{ data: SubsidiaryRow; message: string }>();
}

export async function deleteSubsidiary(id: number) {
  return api.delete(API.settingsAccount.subsidiary(id), absolute).json<{ data: { message: string }; message: string }>();
}

export async function fetchSubsidiaryAttachment(id: number): Promise<Blob> {
  return api.get(API.settingsAccount.subsidiaryAttachment(id), { ...absolute, cache: 'no-cache' }).blob();
}
