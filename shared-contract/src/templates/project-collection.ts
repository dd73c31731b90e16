import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { projectCollectionSchema, temporaryCollectionSchema } from './rules';
import { projectCollectionShape } from './shapes';

export const findProjectCollection = defineEndpoint({
  method: 'GET',
  path: 'projects/:id/template-collection',
  summary: "The project's template collection and its templates (Info > Template collection)",
  response: dataOf(projectCollectionShape),
});

export const saveProjectCollection = defineEndpoint({
  method: 'PUT',
  path: 'projects/:id/template-collection',
  summary: "Chooses the project's template collection (collection_id null clears it)",
  body: projectCollectionSchema,
  response: s.object({ data: projectCollectionShape, message: s.string() }),
});

export const createTemporaryCollection = defineEndpoint({
  method: 'POST',
  path: 'project/temporary-collection',
  summary: "Makes a project's own collection of the chosen templates (not listed in the library) and chooses it for the project",
  body: temporaryCollectionSchema,
  status: 201,
  response: s.object({ data: projectCollectionShape, message: s.string() }),
});
