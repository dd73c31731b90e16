// The company's project creation form (wizard step 3): sections with their custom fields.
import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { createCustomFieldSchema, deleteCustomFieldSchema, editCustomFieldSchema, isUsingOptionQuery } from './rules';
import { creationFormSectionShape, customFieldShape } from './shapes';

export const listCreationFormSections = defineEndpoint({
  method: 'GET',
  path: 'project/creation-form/section/all',
  summary: "The company's creation form: its sections in order, each with its custom fields and their options",
  response: dataOf(s.array(creationFormSectionShape)),
});

export const isUsingOption = defineEndpoint({
  method: 'GET',
  path: 'project/creation-form/custom-field/is-using-option',
  summary: 'Whether a select option is chosen on any project or scope (such an option cannot be deleted)',
  query: isUsingOptionQuery,
  response: dataOf(s.object({ is_using: s.boolean(), count: s.integer() })),
});

export const createCustomField = defineEndpoint({
  method: 'POST',
  path: 'project/creation-form/custom-field/create',
  summary: 'Adds a custom field (text, number, date, or select with options) to a section',
  body: createCustomFieldSchema,
  response: s.object({ data: customFieldShape, message: s.string() }),
});

export const editCustomField = defineEndpoint({
  method: 'POST',
  path: 'project/creation-form/custom-field/edit',
  summary: "Saves a custom field: options are matched by id, new ones have none, one left out is deleted (422 on options when in use); the type cannot change once the field has values",
  body: editCustomFieldSchema,
  response: s.object({ data: customFieldShape, message: s.string() }),
});

export const deleteCustomField = defineEndpoint({
  method: 'POST',
  path: 'project/creation-form/custom-field/delete',
  summary: 'Deletes a custom field with its values on projects and scopes',
  body: deleteCustomFieldSchema,
  response: messageResponse,
});
