// Custom field values of one project or scope, one value at a time (scope form, project Info).
import { defineEndpoint } from '../endpoint';
import { messageResponse, s } from '../schema';
import { createEntityValueSchema, updateEntityValueSchema } from './rules';
import { entityValueShape } from './shapes';

export const createEntityValue = defineEndpoint({
  method: 'POST',
  path: 'entity/custom-fields',
  summary: "Sets a custom field's value on a project or scope (entity, entity_id, custom_field_id, value: text, number, YYYY-MM-DD or option id); 422 when it already has one",
  body: createEntityValueSchema,
  status: 201,
  response: s.object({ data: entityValueShape, message: s.string() }),
});

export const updateEntityValue = defineEndpoint({
  method: 'PUT',
  path: 'entity/custom-fields/:id',
  summary: "Changes a value (checked by the field's type; '' is refused on a required field)",
  body: updateEntityValueSchema,
  response: s.object({ data: entityValueShape, message: s.string() }),
});

export const deleteEntityValue = defineEndpoint({
  method: 'DELETE',
  path: 'entity/custom-fields/:id',
  summary: 'Clears a value (422 on a required field)',
  response: messageResponse,
});
