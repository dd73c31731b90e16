import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { certificationSchema, companyRecordsQuery, removeRowSchema } from './requests';
import { certificationRowShape, doneResponse, savedOf } from './shapes';

export const listCertifications = defineEndpoint({
  method: 'GET',
  path: 'settings/company/certification',
  summary: 'Certifications (query company_id: own by default, or a network company)',
  query: companyRecordsQuery,
  response: dataOf(s.array(certificationRowShape)),
});

export const addCertification = defineEndpoint({
  method: 'POST',
  path: 'settings/company/certification/add',
  summary: 'Adds a certification (multipart; optional `attachment`)',
  multipart: true,
  body: certificationSchema,
  response: savedOf(certificationRowShape),
});

export const updateCertification = defineEndpoint({
  method: 'POST',
  path: 'settings/company/certification/update/:id',
  summary: 'Updates a certification (multipart; optional `attachment`, `remove_attachment`)',
  multipart: true,
  body: certificationSchema,
  response: savedOf(certificationRowShape),
});

export const removeCertification = defineEndpoint({
  method: 'POST',
  path: 'settings/company/certification/remove',
  summary: 'Removes a certification (body id)',
  body: removeRowSchema,
  response: doneResponse,
});

/** The attachment file itself. */
export const downloadCertificationAttachment = defineEndpoint({
  method: 'GET',
  path: 'settings/company/certification/:id/download-attachment',
  summary: "A certification's attachment (own or network company)",
  file: true,
});
