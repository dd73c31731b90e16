import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { accountUserShape } from './shapes';

export const listCompanyContacts = defineEndpoint({
  method: 'GET',
  path: 'settings/company/contacts',
  summary: 'Active employees (pickers of primary contact, assignee, signer)',
  response: dataOf(s.array(accountUserShape)),
});
