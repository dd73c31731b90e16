// Certifications, licenses and offices of the caller's company: GET list, POST add,
// POST update/{id}, POST remove (body id). Certifications go as multipart (optional attachment).
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API } from 'shared-contract';
import type { RecordKind } from '../types/record-fields';

const PATHS = {
  certification: {
    list: API.settingsAccount.certifications,
    add: API.settingsAccount.certificationAdd,
    update: API.settingsAccount.certificationUpdate,
    remove: API.settingsAccount.certificationRemove,
  },
  license: { list: API.settingsAccount.licenses, add: API.settingsAccount.licenseAdd, update: API.settingsAccount.licenseUpdate, remove: API.settingsAccount.licenseRemove },
  office: { list: API.settingsAccount.offices, add: API.settingsAccount.officeAdd, update: API.settingsAccount.officeUpdate, remove: API.settingsAccount.officeRemove },
} as const;

export type CompanyRecord = { id: number } & Record<string, unknown>;

export const recordsKey = (kind: RecordKind) => PATHS[kind].list;

export function useCompanyRecords(kind: RecordKind) {
  return useSWR(recordsKey(kind), async () => (await api.get(PATHS[kind].list).json<{ data: CompanyRecord[] }>()).data);
}

export type RecordFileChange = { attachment?: File; removeAttachment?: boolean };

export async function saveCompanyRecord(kind: RecordKind, id: number | null, values: Record<string, unknown>, file: RecordFileChange = {}) {
  const url = id === null ? PATHS[kind].add : PATHS[kind].update(id);
  if (kind !== 'certification') return api.post(url, { json: values }).json<{ data: CompanyRecord; message: string }>();
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value === null || value === undefined ? '' : String(value));
  if (file.attachment) form.append('attachment', file.attachment, file.attachment.name);
  if (file.removeAttachment) form.append('remove_attachment', 'true');
  return api.post(url, { body: form }).json<{ data: CompanyRecord; message: string }>();
}

export async function removeCompanyRecord(kind: RecordKind, id: number) {
  return api.post(PATHS[kind].remove, { json: { id } }).json<{ data: { message: string }; message: string }>();
}

export async function fetchCertificationAttachment(id: number): Promise<Blob> {
  return api.get(API.settingsAccount.certificationAttachment(id), { cache: 'no-cache' }).blob();
}
