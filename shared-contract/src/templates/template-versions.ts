import { defineEndpoint, pagingRules } from '../endpoint';
import { dataOf, pageOf, s } from '../schema';
import { yup } from '../validation';
import { templateShape, templateVersionRowShape, templateVersionShape } from './shapes';

export const listTemplateVersions = defineEndpoint({
  method: 'GET',
  path: 'templates/:id/versions',
  summary: "A template's versions, newest first: who saved each and when",
  query: yup.object({ page: pagingRules.page, per_page: pagingRules.per_page }),
  response: pageOf(templateVersionRowShape),
});

export const findTemplateVersion = defineEndpoint({
  method: 'GET',
  path: 'templates/:id/versions/:versionId',
  summary: 'One version of a template with its content',
  response: dataOf(templateVersionShape),
});

export const restoreTemplateVersion = defineEndpoint({
  method: 'POST',
  path: 'templates/:id/versions/:versionId/restore',
  summary: "Restores an earlier version: a new version whose content is the old one's",
  response: s.object({ data: templateShape, message: s.string() }),
});
