import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';
import { templateRestoreSchema } from './rules';

export const archiveTemplate = defineEndpoint({
  method: 'POST',
  path: 'templates/:id/archive',
  summary: 'Archives a template (delete means archive)',
  response: messageResponse,
});

export const restoreTemplate = defineEndpoint({
  method: 'POST',
  path: 'library/template/restore',
  summary: 'Restores an archived template',
  body: templateRestoreSchema,
  response: messageResponse,
});
