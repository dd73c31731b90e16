import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { yup } from '../validation';
import { documentNamePreviewShape, documentNameSettingShape } from './shapes';

export const findDocumentName = defineEndpoint({
  method: 'GET',
  path: 'settings/company/document-name',
  summary: 'The document naming pattern and its preview',
  response: dataOf(documentNameSettingShape),
});

export const previewDocumentName = defineEndpoint({
  method: 'GET',
  path: 'settings/company/document-name/preview',
  summary: 'Preview of a pattern (?pattern=, default the saved one) with sample values',
  // A given pattern is checked by the server as a saved one would be (documentNameSchema with the company's merge fields).
  query: yup.object({ pattern: yup.mixed<string>() }),
  response: dataOf(documentNamePreviewShape),
});
