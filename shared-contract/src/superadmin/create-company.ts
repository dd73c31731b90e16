import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { createCompanySchema } from './requests';

export const createCompany = defineEndpoint({
  method: 'POST',
  path: 'superadmin/companies',
  summary: 'Creates a company and mails its owner an invite; acts inside it',
  body: createCompanySchema,
  response: dataOf(s.object({ id: s.integer() })),
});
