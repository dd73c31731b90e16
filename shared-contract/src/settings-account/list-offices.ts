import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { companyRecordsQuery, officeSchema, removeRowSchema } from './requests';
import { doneResponse, officeShape, savedOf } from './shapes';

export const listOffices = defineEndpoint({
  method: 'GET',
  path: 'settings/company/office',
  summary: 'Offices, headquarters first (query company_id: own by default, or a network company)',
  query: companyRecordsQuery,
  response: dataOf(s.array(officeShape)),
});

export const addOffice = defineEndpoint({
  method: 'POST',
  path: 'settings/company/office/add',
  summary: 'Adds an office (one headquarters per company)',
  body: officeSchema,
  response: savedOf(officeShape),
});

export const updateOffice = defineEndpoint({
  method: 'POST',
  path: 'settings/company/office/update/:id',
  summary: 'Updates an office',
  body: officeSchema,
  response: savedOf(officeShape),
});

export const removeOffice = defineEndpoint({
  method: 'POST',
  path: 'settings/company/office/remove',
  summary: 'Removes an office (body id)',
  body: removeRowSchema,
  response: doneResponse,
});
