// The body is validated by the server with the company's merge field names (emailTemplateSchema(known));
// the schema here documents its fields.
import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { emailTemplateSchema } from './rules';
import { emailTemplateShape } from './shapes';

const saved = s.object({ data: emailTemplateShape, message: s.string() });

export const createEmailTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/email-template/create',
  summary: 'Creates an e-mail template',
  body: emailTemplateSchema(),
  response: saved,
});

export const updateEmailTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/email-template/edit/:id',
  summary: 'Saves an e-mail template',
  body: emailTemplateSchema(),
  response: saved,
});
