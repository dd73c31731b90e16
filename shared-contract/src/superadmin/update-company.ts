import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse } from '../schema';
import { companyPlanSchema } from './requests';
import { switchedFeatureShape } from './shapes';

export const deleteCompany = defineEndpoint({
  method: 'DELETE',
  path: 'superadmin/companies/:id',
  summary: 'Deletes a company permanently',
  response: messageResponse,
});

export const switchCompanyBlock = defineEndpoint({
  method: 'POST',
  path: 'superadmin/companies/:id/block',
  summary: 'Blocks or unblocks (toggle)',
  response: messageResponse,
});

export const updateCompanyPlan = defineEndpoint({
  method: 'PUT',
  path: 'superadmin/companies/:id/plan',
  summary: 'Moves the company to a plan',
  body: companyPlanSchema,
  response: messageResponse,
});

export const switchCompanyFeature = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/company-features/:id',
  summary: 'Switches a company feature on or off (toggle)',
  response: dataOf(switchedFeatureShape),
});
