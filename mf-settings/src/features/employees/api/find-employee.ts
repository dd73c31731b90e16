// GET employees/{id}: one employee with the caller's per-item abilities.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type EmployeeRow } from 'shared-contract';

export const employeeKey = (id: number | string) => API.employees.show(id);

export function useEmployee(id: number | string) {
  return useSWR(employeeKey(id), async () => (await api.get(API.employees.show(id)).json<{ data: EmployeeRow }>()).data, { shouldRetryOnError: false });
}
