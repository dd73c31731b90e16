// GET superadmin/companies: the operator's paged, sorted and filtered company list.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';
import type { CompanySortColumn } from '../types/company-list';

/** The API sorts by the users' latest activity; the table calls that column last_activity. */
const SORT_FIELDS: Record<CompanySortColumn, string> = {
  name: 'name',
  created_at: 'created_at',
  users_count: 'users_count',
  projects_count: 'projects_count',
  last_activity: 'users_max_last_activity',
};

const isSortColumn = (field: string | null): field is CompanySortColumn => field !== null && Object.prototype.hasOwnProperty.call(SORT_FIELDS, field);

/** The list query with the table's sort column named as the API knows it; an unknown column (from a hand-edited URL) is no sort. */
export function toCompanyListSearchParams(params: ListParams): URLSearchParams {
  const sortField = isSortColumn(params.sortField) ? SORT_FIELDS[params.sortField] : null;
  return toListSearchParams({ ...params, sortField });
}

export async function findCompanies(params: ListParams) {
  return callEndpoint(superadminEndpoints.listCompanies, { query: toCompanyListSearchParams(params) });
}

/** SWR keys of the list start with the path, so mutations can revalidate every page and filter at once. */
export const isCompanyListKey = (key: unknown) => Array.isArray(key) && key[0] === superadminEndpoints.listCompanies.path;

export function useCompanies(params: ListParams) {
  return useSWR([superadminEndpoints.listCompanies.path, toCompanyListSearchParams(params).toString()], () => findCompanies(params), {
    keepPreviousData: true,
  });
}
