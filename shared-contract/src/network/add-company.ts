import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { companyIdSchema } from './rules';

export const addCompanyById = defineEndpoint({
  method: 'POST',
  path: 'company/network/add-company-by-id',
  summary: 'Sends a platform company a request to join each other’s networks',
  body: companyIdSchema,
  // in_network: the company had asked first, so adding it answered its request.
  response: dataOf(s.object({ message: s.string(), in_network: s.boolean() })),
});

export const removeCompanyById = defineEndpoint({
  method: 'POST',
  path: 'company/network/remove-company-by-id',
  summary: "Removes a company from the caller's network",
  body: companyIdSchema,
  response: messageResponse,
});
