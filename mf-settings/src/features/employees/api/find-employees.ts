// The company's employees, paged, sorted, searched and filtered.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const endpoint = employeeEndpoints.listEmployees;

export const findEmployees = (params: ListParams) => callEndpoint(endpoint, { query: toListSearchParams(params) });

/** Keys start with the path, so a change can revalidate every page and filter at once. */
export const isEmployeeListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useEmployees(params: ListParams) {
  return useSWR([endpoint.path, toListSearchParams(params).toString()], () => findEmployees(params), { keepPreviousData: true });
}
