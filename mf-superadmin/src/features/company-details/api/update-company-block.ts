// POST superadmin/companies/{id}/block: one call that blocks an active company and unblocks a blocked one.
import { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';
import { companyDetailsKey } from './find-company-details';

export async function updateCompanyBlock(companyId: string): Promise<string> {
  const { data } = await callEndpoint(superadminEndpoints.switchCompanyBlock, { params: { id: companyId } });
  return data.message;
}

export function useUpdateCompanyBlock(companyId: string) {
  const { mutate } = useSWRConfig();
  return async () => {
    const message = await updateCompanyBlock(companyId);
    // The list keeps its own cache keyed by the same path prefix; refresh it too so going back shows the new status.
    void mutate((key) => key === companyDetailsKey(companyId) || (Array.isArray(key) && key[0] === superadminEndpoints.listCompanies.path)).catch(() => undefined);
    return message;
  };
}
