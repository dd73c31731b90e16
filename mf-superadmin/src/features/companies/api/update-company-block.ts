// POST superadmin/companies/{id}/block: the same call blocks an active company and unblocks a blocked one.
import { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';
import { isCompanyListKey } from './find-companies';

export async function updateCompanyBlock(id: number | string): Promise<string> {
  const { data } = await callEndpoint(superadminEndpoints.switchCompanyBlock, { params: { id } });
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
