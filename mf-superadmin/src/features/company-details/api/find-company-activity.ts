// GET superadmin/companies/{id}/activity: each user's last sign-in, optionally sorted by it.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type CompanyActivityRow, type SortDirection } from 'shared-contract';

export type ActivitySort = { field: 'last_activity'; direction: SortDirection } | null;

export async function findCompanyActivity(id: string, sort: ActivitySort): Promise<CompanyActivityRow[]> {
  const searchParams = sort ? { sort_field: sort.field, sort_direction: sort.direction } : undefined;
  const { data } = await api.get(API.superadmin.companyActivity(id), { searchParams }).json<{ data: CompanyActivityRow[] }>();
  return data;
}

export function useCompanyActivity(id: string, sort: ActivitySort) {
  return useSWR([API.superadmin.companyActivity(id), sort?.field ?? '', sort?.direction ?? ''], () => findCompanyActivity(id, sort), {
    keepPreviousData: true,
  });
}
