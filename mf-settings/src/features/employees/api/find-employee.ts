// One employee with the caller's per-item abilities.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, employeeEndpoints } from 'shared-contract';

export const employeeKey = (id: number | string) => endpointUrl(employeeEndpoints.findEmployee, { id });

export function useEmployee(id: number | string) {
  return useSWR(employeeKey(id), async () => (await callEndpoint(employeeEndpoints.findEmployee, { params: { id } })).data, { shouldRetryOnError: false });
}
