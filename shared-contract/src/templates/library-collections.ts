import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { collectionCreateSchema, collectionTemplatesSchema } from './rules';
import { collectionShape } from './shapes';

export const listCollections = defineEndpoint({
  method: 'GET',
  path: 'library/collections',
  summary: "The company's template collections (the library's side panel), by name",
  response: dataOf(s.array(collectionShape)),
});

export const createCollection = defineEndpoint({
  method: 'POST',
  path: 'library/collection/create',
  summary: 'Creates a collection, optionally with templates in it',
  body: collectionCreateSchema,
  status: 201,
  response: s.object({ data: collectionShape, message: s.string() }),
});

export const deleteCollection = defineEndpoint({
  method: 'DELETE',
  path: 'library/collection/:id',
  summary: 'Deletes a collection (its templates are kept)',
  response: messageResponse,
});

export const addCollectionTemplates = defineEndpoint({
  method: 'POST',
  path: 'library/collection/:id/templates',
  summary: 'Adds templates to a collection (drag and drop)',
  body: collectionTemplatesSchema,
  response: s.object({ data: collectionShape, message: s.string() }),
});

export const removeCollectionTemplates = defineEndpoint({
  method: 'POST',
  path: 'library/collection/:id/templates/remove',
  summary: 'Removes templates from a collection',
  body: collectionTemplatesSchema,
  response: s.object({ data: collectionShape, message: s.string() }),
});

export const listCompanyTemplateCollections = defineEndpoint({
  method: 'GET',
  path: 'company/templates-collection/list',
  summary: "The company's collections a project may use (the project's Info tab)",
  response: dataOf(s.array(collectionShape)),
});
