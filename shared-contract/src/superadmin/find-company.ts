import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { companyActivityQuery } from './requests';
import { companyActivityRowShape, superadminCompanyDetailsShape } from './shapes';

export const findCompany = defineEndpoint({
  method: 'GET',
  path: 'superadmin/companies/:id',
  summary: 'Company details',
  response: dataOf(superadminCompanyDetailsShape),
});

export const listCompanyActivity = defineEndpoint({
  method: 'GET',
  path: 'superadmin/companies/:id/activity',
  summary: "Users' last activity",
  query: companyActivityQuery,
  response: dataOf(s.array(companyActivityRowShape)),
});
