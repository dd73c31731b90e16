// GET superadmin/companies/{id}/activity: each user's last sign-in, optionally sorted by it.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { fillPath, superadminEndpoints, type CompanyActivityRow, type SortDirection } from 'shared-contract';

export type ActivitySort = { field: 'last_activity'; direction: SortDirection } | null;

export async function findCompanyActivity(id: string, sort: ActivitySort): Promise<CompanyActivityRow[]> {
  const query = sort ? { sort_field: sort.field, sort_direction: sort.direction } : undefined;
  const { data } = await callEndpoint(superadminEndpoints.listCompanyActivity, { params: { id }, query });
  return data;
}

export function useCompanyActivity(id: string, sort: ActivitySort) {
  return useSWR([fillPath(superadminEndpoints.listCompanyActivity.path, { id }), sort?.field ?? '', sort?.direction ?? ''], () => findCompanyActivity(id, sort), {
    keepPreviousData: true,
  });
}
