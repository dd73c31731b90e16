import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { companyTypeRowShape } from './shapes';

export const listCompanyTypes = defineEndpoint({
  method: 'GET',
  path: 'settings/company/company-type',
  summary: "The company's company types",
  response: dataOf(s.array(companyTypeRowShape)),
});

export const listEnabledCompanyTypes = defineEndpoint({
  method: 'GET',
  path: 'settings/company/company-type/enabled',
  summary: 'The enabled company types (read by projects)',
  response: dataOf(s.array(companyTypeRowShape)),
});
