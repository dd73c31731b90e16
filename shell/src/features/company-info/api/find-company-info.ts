// GET company/{id}/info: the read-only company card (own company or one of its network).
import useSWR from 'swr';
import { api, normalizeError, type RequestProblem } from 'shared-auth';
import { API, type CompanyInfo } from 'shared-contract';

export function useCompanyInfo(id: string | undefined) {
  const isValid = Boolean(id && /^\d+$/.test(id));
  return useSWR<CompanyInfo, RequestProblem>(isValid ? API.settingsAccount.companyInfo(id!) : null, async (key: string) => {
    try {
      return (await api.get(key).json<{ data: CompanyInfo }>()).data;
    } catch (error) {
      throw await normalizeError(error);
    }
  }, { shouldRetryOnError: false });
}
