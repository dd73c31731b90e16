// DELETE superadmin/companies/{id}: permanent removal of a company.
import { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';
import { isCompanyListKey } from './find-companies';

export async function deleteCompany(id: number): Promise<string> {
  const { data } = await callEndpoint(superadminEndpoints.deleteCompany, { params: { id } });
  return data.message;
}

export function useDeleteCompany() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    const message = await deleteCompany(id);
    // The list shows its own load failure; the action itself has succeeded.
    void mutate(isCompanyListKey).catch(() => undefined);
    return message;
  };
}
