// Subsidiary companies (001 sections 2, 5, 7): list, create, update (POST {id}?_method=PUT),
// delete, the attachment; and the employees the pickers offer.
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { settingsAccountEndpoints as endpoints } from 'shared-contract';

export type { SubsidiaryRow } from 'shared-contract';
export const subsidiariesKey = endpoints.listSubsidiaries.path;

export function useSubsidiaries(isEnabled: boolean) {
  return useSWR(isEnabled ? subsidiariesKey : null, async () => (await callEndpoint(endpoints.listSubsidiaries)).data);
}

export function useCompanyContacts(isEnabled: boolean) {
  return useSWR(isEnabled ? endpoints.listCompanyContacts.path : null, async () => (await callEndpoint(endpoints.listCompanyContacts)).data);
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
  return id === null ? callEndpoint(endpoints.addSubsidiary, { body: form }) : callEndpoint(endpoints.updateSubsidiary, { params: { id }, query: { _method: 'PUT' }, body: form });
}

export async function deleteSubsidiary(id: number) {
  return callEndpoint(endpoints.deleteSubsidiary, { params: { id } });
}

export async function fetchSubsidiaryAttachment(id: number): Promise<Blob> {
  return endpointRequest(endpoints.downloadSubsidiaryAttachment, { params: { id }, cache: 'no-cache' }).blob();
}
