// The read-only company card (own company or one of its network).
import useSWR from 'swr';
import { callEndpoint, normalizeError, type RequestProblem } from 'shared-auth';
import { endpointUrl, settingsAccountEndpoints as endpoints, type CompanyInfo } from 'shared-contract';

export function useCompanyInfo(id: string | undefined) {
  const isValid = Boolean(id && /^\d+$/.test(id));
  return useSWR<CompanyInfo, RequestProblem>(isValid ? endpointUrl(endpoints.findCompanyInfo, { id: id! }) : null, async () => {
    try {
      return (await callEndpoint(endpoints.findCompanyInfo, { params: { id: id! } })).data;
    } catch (error) {
      throw await normalizeError(error);
    }
  }, { shouldRetryOnError: false });
}
