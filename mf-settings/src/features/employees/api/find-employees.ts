// GET employees: the company's employees, paged, sorted, searched and filtered.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type EmployeeRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export const findEmployees = (params: ListParams) => api.get(API.employees.list, { searchParams: toListSearchParams(params) }).json<PagedResponse<EmployeeRow>>();

/** Keys start with the path, so a change can revalidate every page and filter at once. */
export const isEmployeeListKey = (key: unknown) => Array.isArray(key) && key[0] === API.employees.list;

export function useEmployees(params: ListParams) {
  return useSWR([API.employees.list, toListSearchParams(params).toString()], () => findEmployees(params), { keepPreviousData: true });
}
