// DELETE superadmin/companies/{id}: permanent removal of a company.
import { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API } from 'shared-contract';
import { isCompanyListKey } from './find-companies';

export async function deleteCompany(id: number): Promise<string> {
  const { data } = await api.delete(API.superadmin.company(id)).json<{ data: { message: string } }>();
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
