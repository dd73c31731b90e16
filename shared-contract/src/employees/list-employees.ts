import { defineEndpoint, listQuery, oneOfKeys } from '../endpoint';
import { pageOf } from '../schema';
import { rules, yup } from '../validation';
import { EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, employeeRowShape } from './shapes';

export const listEmployees = defineEndpoint({
  method: 'GET',
  path: 'employees',
  summary: 'Paged, filtered, sorted employees of the company',
  query: listQuery(EMPLOYEE_SORT_FIELDS, {
    role: yup.array().of(yup.string().required()),
    profession_ids: rules.ids(),
    status: oneOfKeys(EMPLOYEE_STATUSES, 'status'),
  }),
  response: pageOf(employeeRowShape),
});
