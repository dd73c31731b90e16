import { defineEndpoint } from '../endpoint';
import { inviteEmployeesSchema } from '../people';
import { dataOf, s } from '../schema';

export const inviteEmployees = defineEndpoint({
  method: 'POST',
  path: 'employees/invite',
  summary: 'Invites employees by e-mail with a role',
  body: inviteEmployeesSchema,
  response: dataOf(s.object({ message: s.string(), count: s.integer() })),
});
