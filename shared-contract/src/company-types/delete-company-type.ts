import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';

export const deleteCompanyType = defineEndpoint({
  method: 'POST',
  path: 'settings/company/company-type/delete/:id',
  summary: 'Deletes a company type',
  response: messageResponse,
});
