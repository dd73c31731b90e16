// The body is validated by the server with the company's merge field names (documentNameSchema(known));
// the schema here documents its field.
import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { documentNameSchema } from './rules';
import { documentNameSettingShape } from './shapes';

export const saveDocumentName = defineEndpoint({
  method: 'POST',
  path: 'settings/company/document-name/edit',
  summary: 'Saves the document naming pattern',
  body: documentNameSchema(),
  response: s.object({ data: documentNameSettingShape, message: s.string() }),
});
