import { defineEndpoint } from '../endpoint';
import { jobStatusShape } from './shapes';

export const findJob = defineEndpoint({
  method: 'GET',
  path: '/api/v2/jobs/:id',
  summary: "The caller's own job: its status, and its download once done",
  response: jobStatusShape,
});
