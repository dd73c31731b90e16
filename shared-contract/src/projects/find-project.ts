import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { projectShape } from './shapes';

/** One project (own or external); another company's project that is not shared is a 404. */
export const findProject = defineEndpoint({
  method: 'GET',
  path: 'projects/:id',
  summary: 'One project with its address, owner type, workflows and the caller’s flags',
  response: dataOf(projectShape),
});
