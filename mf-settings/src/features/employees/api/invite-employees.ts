// POST employees/invite: e-mails with one role; the server mails each an accept link.
import { api } from 'shared-auth';
import { API, type InviteEmployeesInput } from 'shared-contract';

export async function inviteEmployees(input: InviteEmployeesInput): Promise<string> {
  return (await api.post(API.employees.invite, { json: input }).json<{ data: { message: string } }>()).data.message;
}
