import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { employeeRowShape } from './shapes';

export const findEmployee = defineEndpoint({
  method: 'GET',
  path: 'employees/:id',
  summary: 'One employee (own record always)',
  response: dataOf(employeeRowShape),
});
