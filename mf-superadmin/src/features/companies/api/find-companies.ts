// GET superadmin/companies: the operator's paged, sorted and filtered company list.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type PagedResponse, type SuperadminCompanyRow } from 'shared-contract';
import type { CompanyListParams, CompanySortColumn } from '../types/company-list';

/** The API sorts by the users' latest activity; the table calls that column last_activity. */
const SORT_FIELDS: Record<CompanySortColumn, string> = {
  name: 'name',
  created_at: 'created_at',
  users_count: 'users_count',
  projects_count: 'projects_count',
  last_activity: 'users_max_last_activity',
};

export function toCompanyListSearchParams(params: CompanyListParams): URLSearchParams {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.sortColumn) {
    query.set('sort_field', SORT_FIELDS[params.sortColumn]);
    query.set('sort_direction', params.sortDirection);
  }
  for (const [name, value] of Object.entries(params.filters)) {
    if (Array.isArray(value)) for (const item of value) query.append(`${name}[]`, String(item));
    else query.set(name, String(value));
  }
  return query;
}

export async function findCompanies(params: CompanyListParams): Promise<PagedResponse<SuperadminCompanyRow>> {
  return api.get(API.superadmin.companies, { searchParams: toCompanyListSearchParams(params) }).json<PagedResponse<SuperadminCompanyRow>>();
}

/** SWR keys of the list start with the path, so mutations can revalidate every page and filter at once. */
export const isCompanyListKey = (key: unknown) => Array.isArray(key) && key[0] === API.superadmin.companies;

export function useCompanies(params: CompanyListParams) {
  return useSWR([API.superadmin.companies, toCompanyListSearchParams(params).toString()], () => findCompanies(params), {
    keepPreviousData: true,
  });
}
