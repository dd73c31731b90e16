import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { projectShape } from './shapes';

const answer = s.object({ data: projectShape, message: s.string() });

/** "Delete" archives (DOMAIN 3): the project leaves the default list for the Archived view. */
export const archiveProject = defineEndpoint({
  method: 'DELETE',
  path: 'projects/:id',
  summary: 'Archives a project',
  response: answer,
});

/** Brings an archived project back to the list. */
export const restoreProject = defineEndpoint({
  method: 'POST',
  path: 'projects/:id/restore',
  summary: 'Restores an archived project',
  response: answer,
});
