// Certifications, licenses and offices of the caller's company: list, add, update, remove (body id).
// Certifications go as multipart (optional attachment).
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { settingsAccountEndpoints as endpoints, type LicenseInput, type OfficeInput } from 'shared-contract';
import type { RecordKind } from '../types/record-fields';

const ENDPOINTS = {
  certification: { list: endpoints.listCertifications, add: endpoints.addCertification, update: endpoints.updateCertification, remove: endpoints.removeCertification },
  license: { list: endpoints.listLicenses, add: endpoints.addLicense, update: endpoints.updateLicense, remove: endpoints.removeLicense },
  office: { list: endpoints.listOffices, add: endpoints.addOffice, update: endpoints.updateOffice, remove: endpoints.removeOffice },
} as const;

export type CompanyRecord = { id: number } & Record<string, unknown>;

export const recordsKey = (kind: RecordKind) => ENDPOINTS[kind].list.path;

async function listRecords(kind: RecordKind): Promise<CompanyRecord[]> {
  if (kind === 'certification') return (await callEndpoint(endpoints.listCertifications)).data;
  if (kind === 'license') return (await callEndpoint(endpoints.listLicenses)).data;
  return (await callEndpoint(endpoints.listOffices)).data;
}

export function useCompanyRecords(kind: RecordKind) {
  return useSWR(recordsKey(kind), () => listRecords(kind));
}

export type RecordFileChange = { attachment?: File; removeAttachment?: boolean };

/** The saved record and the toast. */
export async function saveCompanyRecord(kind: RecordKind, id: number | null, values: Record<string, unknown>, file: RecordFileChange = {}): Promise<{ data: CompanyRecord; message: string }> {
  if (kind === 'license') {
    const body = values as LicenseInput;
    return id === null ? callEndpoint(endpoints.addLicense, { body }) : callEndpoint(endpoints.updateLicense, { params: { id }, body });
  }
  if (kind === 'office') {
    const body = values as OfficeInput;
    return id === null ? callEndpoint(endpoints.addOffice, { body }) : callEndpoint(endpoints.updateOffice, { params: { id }, body });
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value === null || value === undefined ? '' : String(value));
  if (file.attachment) form.append('attachment', file.attachment, file.attachment.name);
  if (file.removeAttachment) form.append('remove_attachment', 'true');
  return id === null ? callEndpoint(endpoints.addCertification, { body: form }) : callEndpoint(endpoints.updateCertification, { params: { id }, body: form });
}

export async function removeCompanyRecord(kind: RecordKind, id: number) {
  return callEndpoint(ENDPOINTS[kind].remove, { body: { id } });
}

export async function fetchCertificationAttachment(id: number): Promise<Blob> {
  return endpointRequest(endpoints.downloadCertificationAttachment, { params: { id }, cache: 'no-cache' }).blob();
}
