import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { favoriteSchema, librarySearchSchema, renameSchema } from './rules';
import { librarySearchResultShape } from './shapes';

export const addToFavorite = defineEndpoint({
  method: 'POST',
  path: 'library/items/add-to-favorite',
  summary: "Adds a template to the user's favorites or removes it (favorite true or false; left out it toggles)",
  body: favoriteSchema,
  response: dataOf(s.object({ message: s.string(), is_favorite: s.boolean() })),
});

export const renameLibraryItem = defineEndpoint({
  method: 'PUT',
  path: 'library/items/rename',
  summary: 'Renames a template, a collection or a label (entity, entity_id, name); a template rename is kept as a version',
  body: renameSchema,
  response: dataOf(s.object({ message: s.string(), entity: s.enum(['template', 'collection', 'label'] as const), id: s.integer(), name: s.string() })),
});

export const searchLibrary = defineEndpoint({
  method: 'POST',
  path: 'library/items/search',
  summary: 'Finds templates (active), collections and labels whose name contains the search (at most 20 of each)',
  body: librarySearchSchema,
  response: dataOf(s.array(librarySearchResultShape)),
});
