// E-mails with one role; the server mails each an accept link.
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints, type InviteEmployeesInput } from 'shared-contract';

export async function inviteEmployees(input: InviteEmployeesInput): Promise<string> {
  return (await callEndpoint(employeeEndpoints.inviteEmployees, { body: input })).data.message;
}
