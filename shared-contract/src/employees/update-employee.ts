import { defineEndpoint } from '../endpoint';
import { employeeUpdateSchema } from '../people';
import { s } from '../schema';
import { employeeRowShape } from './shapes';

export const updateEmployee = defineEndpoint({
  method: 'PUT',
  path: 'employees/:id',
  summary: 'Saves an employee: name, phone, role, professions',
  body: employeeUpdateSchema,
  response: s.object({ data: employeeRowShape, message: s.string() }),
});
