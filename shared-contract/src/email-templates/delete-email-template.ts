import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';

export const deleteEmailTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/email-template/delete/:id',
  summary: 'Deletes an e-mail template',
  response: messageResponse,
});
