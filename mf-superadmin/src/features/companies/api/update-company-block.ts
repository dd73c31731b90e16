// POST superadmin/companies/{id}/block: the same call blocks an active company and unblocks a blocked one.
import { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API } from 'shared-contract';
import { isCompanyListKey } from './find-companies';

export async function updateCompanyBlock(id: number): Promise<string> {
  const { data } = await api.post(API.superadmin.companyBlock(id)).json<{ data: { message: string } }>();
  return data.message;
}

export function useUpdateCompanyBlock() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    const message = await updateCompanyBlock(id);
    // The list shows its own load failure; the action itself has succeeded.
    void mutate(isCompanyListKey).catch(() => undefined);
    return message;
  };
}
