import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { companyTypeSchema } from './rules';
import { companyTypeRowShape } from './shapes';

const saved = s.object({ data: companyTypeRowShape, message: s.string() });

export const createCompanyType = defineEndpoint({
  method: 'POST',
  path: 'settings/company/company-type/create',
  summary: 'Creates a company type',
  body: companyTypeSchema,
  response: saved,
});

/** An edit without `enabled` keeps the type's flag. */
export const updateCompanyType = defineEndpoint({
  method: 'POST',
  path: 'settings/company/company-type/edit/:id',
  summary: 'Saves a company type (name, enabled)',
  body: companyTypeSchema,
  response: saved,
});
