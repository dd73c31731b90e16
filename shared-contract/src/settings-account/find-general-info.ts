import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { generalInfoSchema, taxIdSchema } from './requests';
import { companyGeneralInfoShape, savedOf } from './shapes';

export const findGeneralInfo = defineEndpoint({
  method: 'GET',
  path: 'settings/company/general-info',
  summary: "The caller's company: name, DBA, website, tax ID, type, logo",
  response: dataOf(companyGeneralInfoShape),
});

export const updateGeneralInfo = defineEndpoint({
  method: 'POST',
  path: 'settings/company/general-info/update',
  summary: 'Saves general info (multipart; optional `logo` jpg/png, `remove_logo`)',
  multipart: true,
  body: generalInfoSchema,
  response: savedOf(companyGeneralInfoShape),
});

export const verifyTaxId = defineEndpoint({
  method: 'POST',
  path: 'settings/company/general-info/verified-tax-id/:tid',
  summary: 'Checks a tax ID: ##-####### and not used by another company',
  params: taxIdSchema,
  response: savedOf(s.object({ tid: s.string(), verified: s.boolean() })),
});
