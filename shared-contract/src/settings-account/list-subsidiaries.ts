// Subsidiary companies live under the v2 API (001 section 7): absolute paths.
import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { subsidiarySchema } from '../validation';
import { doneResponse, savedOf, subsidiaryRowShape } from './shapes';

export const listSubsidiaries = defineEndpoint({
  method: 'GET',
  path: '/api/v2/subsidiary-companies',
  summary: "The caller's subsidiary companies",
  response: dataOf(s.array(subsidiaryRowShape)),
});

export const addSubsidiary = defineEndpoint({
  method: 'POST',
  path: '/api/v2/subsidiary-companies',
  summary: 'Adds a subsidiary (multipart; optional `attachment`, 10 MB); general plan',
  multipart: true,
  body: subsidiarySchema,
  response: savedOf(subsidiaryRowShape),
});

export const findSubsidiary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/subsidiary-companies/:id',
  summary: 'One subsidiary',
  response: dataOf(subsidiaryRowShape),
});

/** The spec's client posts multipart with ?_method=PUT. */
export const updateSubsidiary = defineEndpoint({
  method: 'POST',
  path: '/api/v2/subsidiary-companies/:id',
  summary: 'Updates a subsidiary (multipart, ?_method=PUT; optional `attachment`, `remove_attachment`)',
  multipart: true,
  body: subsidiarySchema,
  response: savedOf(subsidiaryRowShape),
});

/** The same update as a plain PUT. */
export const replaceSubsidiary = defineEndpoint({ ...updateSubsidiary, method: 'PUT', summary: 'Updates a subsidiary' });

export const deleteSubsidiary = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/subsidiary-companies/:id',
  summary: 'Deletes a subsidiary and its attachment',
  response: doneResponse,
});

/** The attachment file itself; the operator downloads any company's (001 section 2). */
export const downloadSubsidiaryAttachment = defineEndpoint({
  method: 'GET',
  path: '/api/v2/subsidiary-companies/:id/download-attachment',
  summary: "A subsidiary's attachment (own company; the operator: any)",
  file: true,
});
