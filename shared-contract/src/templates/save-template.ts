// The body is validated by the server with the company's merge field names (templateSchema(known));
// the schema here documents the fields.
import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { templateSchema } from './rules';
import { templateShape } from './shapes';

const saved = s.object({ data: templateShape, message: s.string() });

export const createTemplate = defineEndpoint({
  method: 'POST',
  path: 'templates',
  summary: 'Creates a template (its version 1)',
  body: templateSchema(),
  status: 201,
  response: saved,
});

export const updateTemplate = defineEndpoint({
  method: 'PUT',
  path: 'templates/:id',
  summary: "Saves a template's name, type, description and body; the save is kept as a new version",
  body: templateSchema(),
  response: saved,
});
