import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { findByEmailSchema, searchNotAddedSchema } from './rules';
import { platformCompanyMatchShape } from './shapes';

export const searchNotAddedCompanies = defineEndpoint({
  method: 'GET',
  path: 'company/network/search-not-added-company',
  summary: 'Companies on the platform by name, not in the network yet',
  query: searchNotAddedSchema,
  response: dataOf(s.array(platformCompanyMatchShape)),
});

export const findCompanyByEmail = defineEndpoint({
  method: 'GET',
  path: 'company/network/find-by-email',
  summary: 'The company of the user with this e-mail (null when none)',
  query: findByEmailSchema,
  response: dataOf(s.nullable(platformCompanyMatchShape)),
});
