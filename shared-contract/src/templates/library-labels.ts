import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { labelCreateSchema, labelTemplatesSchema } from './rules';
import { labelRowShape } from './shapes';

export const listLabels = defineEndpoint({
  method: 'GET',
  path: 'library/labels',
  summary: "The company's template labels, by name",
  response: dataOf(s.array(labelRowShape)),
});

export const createLabel = defineEndpoint({
  method: 'POST',
  path: 'library/labels',
  summary: 'Creates a label',
  body: labelCreateSchema,
  status: 201,
  response: s.object({ data: labelRowShape, message: s.string() }),
});

export const deleteLabel = defineEndpoint({
  method: 'DELETE',
  path: 'library/labels/:id',
  summary: 'Deletes a label (and takes it off its templates)',
  response: messageResponse,
});

export const attachLabel = defineEndpoint({
  method: 'POST',
  path: 'library/labels/:id/attach',
  summary: 'Puts a label on templates',
  body: labelTemplatesSchema,
  response: messageResponse,
});

export const detachLabel = defineEndpoint({
  method: 'POST',
  path: 'library/labels/:id/detach',
  summary: 'Takes a label off templates',
  body: labelTemplatesSchema,
  response: messageResponse,
});
