// The company's stage and owner-type lists (DOMAIN 3), each with its "add new".
import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { projectListItemSchema } from './rules';
import { projectListItemShape } from './shapes';

const list = dataOf(s.array(projectListItemShape));
const created = s.object({ data: projectListItemShape, message: s.string() });

export const listProjectStages = defineEndpoint({
  method: 'GET',
  path: 'project/stage',
  summary: 'The company’s project stages, in the order they were added',
  response: list,
});

export const createProjectStage = defineEndpoint({
  method: 'POST',
  path: 'project/stage/create',
  summary: 'Adds a stage to the company’s list (unique name)',
  body: projectListItemSchema,
  status: 201,
  response: created,
});

export const listProjectOwnerTypes = defineEndpoint({
  method: 'GET',
  path: 'project/owner-type',
  summary: 'The company’s project owner types, in the order they were added',
  response: list,
});

export const createProjectOwnerType = defineEndpoint({
  method: 'POST',
  path: 'project/owner-type/create',
  summary: 'Adds an owner type to the company’s list (unique name)',
  body: projectListItemSchema,
  status: 201,
  response: created,
});
