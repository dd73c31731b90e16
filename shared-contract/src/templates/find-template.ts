import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { templateShape } from './shapes';

export const findTemplate = defineEndpoint({
  method: 'GET',
  path: 'templates/:id',
  summary: 'One template with its body (JSON and sanitised HTML), merge fields, signature fields, labels, collections and flags',
  response: dataOf(templateShape),
});
