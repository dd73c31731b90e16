import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { projectSchema } from './rules';
import { projectShape } from './shapes';

const savedShape = s.object({ data: projectShape, message: s.string() });

/** Creates a project (wizard step 1, is_draft true, or in one go). Sub plan: 403 reason plan. */
export const createProject = defineEndpoint({
  method: 'POST',
  path: 'projects',
  summary: 'Creates a project (wizard step 1 keeps it a draft)',
  body: projectSchema,
  status: 201,
  response: savedShape,
});

/** Saves a project's details (is_draft is ignored: the wizard's last step finishes a draft). */
export const updateProject = defineEndpoint({
  method: 'PUT',
  path: 'projects/:id',
  summary: 'Saves a project’s details',
  body: projectSchema,
  response: savedShape,
});
