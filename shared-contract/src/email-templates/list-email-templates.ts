import { defineEndpoint, pagingRules } from '../endpoint';
import { dataOf, pageOf } from '../schema';
import { yup } from '../validation';
import { emailTemplateShape } from './shapes';

export const listEmailTemplates = defineEndpoint({
  method: 'GET',
  path: 'settings/email-template/list',
  summary: "The company's e-mail templates (paged, search)",
  // By name only: no sort fields to choose from.
  query: yup.object({ page: pagingRules.page, per_page: pagingRules.per_page, search: pagingRules.search }),
  response: pageOf(emailTemplateShape),
});

export const findEmailTemplate = defineEndpoint({
  method: 'GET',
  path: 'settings/email-template/show/:id',
  summary: 'One e-mail template',
  response: dataOf(emailTemplateShape),
});
