// GET settings/company/general-info; POST .../general-info/update (multipart with the logo);
// POST .../general-info/verified-tax-id/{tid}.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type CompanyGeneralInfo } from 'shared-contract';

export const generalInfoKey = API.settingsAccount.generalInfo;

export function useGeneralInfo() {
  return useSWR(generalInfoKey, async () => (await api.get(generalInfoKey).json<{ data: CompanyGeneralInfo }>()).data);
}

export type GeneralInfoValues = { name: string; dba: string; website: string; tid: string };

/** `logo`: a new cropped PNG, null to remove the logo, undefined to keep it. */
export async function updateGeneralInfo(values: GeneralInfoValues, logo: Blob | null | undefined) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  if (logo) form.append('logo', logo, 'logo.png');
  if (logo === null) form.append('remove_logo', 'true');
  return api.post(API.settingsAccount.generalInfoUpdate, { body: form }).json<{ data: CompanyGeneralInfo; message: string }>();
}

export async function verifyTaxId(tid: string) {
  return api.post(API.settingsAccount.verifiedTaxId(tid)).json<{ data: { tid: string; verified: boolean }; message: string }>();
}
