import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { companyRecordsQuery, licenseSchema, removeRowSchema } from './requests';
import { doneResponse, licenseShape, savedOf } from './shapes';

export const listLicenses = defineEndpoint({
  method: 'GET',
  path: 'settings/company/license',
  summary: 'Licenses (query company_id: own by default, or a network company)',
  query: companyRecordsQuery,
  response: dataOf(s.array(licenseShape)),
});

export const addLicense = defineEndpoint({
  method: 'POST',
  path: 'settings/company/license/add',
  summary: 'Adds a license',
  body: licenseSchema,
  response: savedOf(licenseShape),
});

export const updateLicense = defineEndpoint({
  method: 'POST',
  path: 'settings/company/license/update/:id',
  summary: 'Updates a license',
  body: licenseSchema,
  response: savedOf(licenseShape),
});

export const removeLicense = defineEndpoint({
  method: 'POST',
  path: 'settings/company/license/remove',
  summary: 'Removes a license (body id)',
  body: removeRowSchema,
  response: doneResponse,
});
