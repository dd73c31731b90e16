import { defineEndpoint } from '../endpoint';
import { pageOf } from '../schema';
import { superadminCompanyListQuery } from './requests';
import { superadminCompanyRowShape } from './shapes';

export const listCompanies = defineEndpoint({
  method: 'GET',
  path: 'superadmin/companies',
  summary: 'Paged, filtered, sorted company list',
  query: superadminCompanyListQuery,
  response: pageOf(superadminCompanyRowShape),
});
