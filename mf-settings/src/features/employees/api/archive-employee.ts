// Archive and restore an employee: each answers with its message.
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints } from 'shared-contract';

export async function archiveEmployee(id: number): Promise<string> {
  return (await callEndpoint(employeeEndpoints.archiveEmployee, { params: { id } })).data.message;
}

export async function restoreEmployee(id: number): Promise<string> {
  return (await callEndpoint(employeeEndpoints.restoreEmployee, { params: { id } })).data.message;
}
