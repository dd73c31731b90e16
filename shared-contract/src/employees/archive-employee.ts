import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';

export const archiveEmployee = defineEndpoint({
  method: 'POST',
  path: 'users/:id/archive',
  summary: 'Archives an employee (no sign-in)',
  response: messageResponse,
});

export const restoreEmployee = defineEndpoint({
  method: 'POST',
  path: 'users/:id/restore',
  summary: 'Restores an archived employee',
  response: messageResponse,
});
