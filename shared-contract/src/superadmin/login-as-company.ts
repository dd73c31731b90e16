import { currentUserShape } from '../auth/shapes';
import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { loginAsCompanySchema } from './requests';

export const loginAsCompany = defineEndpoint({
  method: 'POST',
  path: 'superadmin/login-as-company',
  summary: 'Acts inside a company as its admin',
  body: loginAsCompanySchema,
  response: dataOf(currentUserShape),
});

export const logoutFromCompany = defineEndpoint({
  method: 'POST',
  path: 'superadmin/logout-from-company',
  summary: 'Leaves the company context',
  response: dataOf(currentUserShape),
});
