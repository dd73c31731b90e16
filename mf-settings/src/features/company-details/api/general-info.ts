// Company Details' general info: the company, saving it (multipart with the logo), the tax ID check.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { settingsAccountEndpoints as endpoints } from 'shared-contract';

export const generalInfoKey = endpoints.findGeneralInfo.path;

export function useGeneralInfo() {
  return useSWR(generalInfoKey, async () => (await callEndpoint(endpoints.findGeneralInfo)).data);
}

export type GeneralInfoValues = { name: string; dba: string; website: string; tid: string };

/** `logo`: a new cropped PNG, null to remove the logo, undefined to keep it. */
export async function updateGeneralInfo(values: GeneralInfoValues, logo: Blob | null | undefined) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  if (logo) form.append('logo', logo, 'logo.png');
  if (logo === null) form.append('remove_logo', 'true');
  return callEndpoint(endpoints.updateGeneralInfo, { body: form });
}

export async function verifyTaxId(tid: string) {
  return callEndpoint(endpoints.verifyTaxId, { params: { tid } });
}
