import { defineEndpoint } from '../endpoint';
import { templatePreviewSchema } from './rules';

export const previewTemplate = defineEndpoint({
  method: 'GET',
  path: 'templates/:id/preview',
  summary: 'The PDF of a template with sample merge field values',
  file: true,
});

export const previewTemplateDocument = defineEndpoint({
  method: 'POST',
  path: 'templates/preview',
  summary: 'The PDF of a body not saved yet (the editor preview), with sample merge field values',
  body: templatePreviewSchema(),
  file: true,
});
