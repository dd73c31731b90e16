import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { companyInfoShape } from './shapes';

export const findCompanyInfo = defineEndpoint({
  method: 'GET',
  path: 'company/:id/info',
  summary: 'The read-only company card (own company or one of its network)',
  response: dataOf(companyInfoShape),
});

/** The logo image itself. */
export const findCompanyLogo = defineEndpoint({
  method: 'GET',
  path: 'company/:id/logo',
  summary: "A company's logo (own, network, or any for the operator)",
  file: true,
});
