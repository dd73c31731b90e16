import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';

export const deleteMergeField = defineEndpoint({
  method: 'POST',
  path: 'settings/shortcode/delete/:id',
  summary: "Deletes one of the company's merge fields (refused while used)",
  response: messageResponse,
});
