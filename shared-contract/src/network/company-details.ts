import { defineEndpoint, listQuery } from '../endpoint';
import { NETWORK_USER_SORT_FIELDS } from '../network-users/rules';
import { networkUserRowShape } from '../network-users/shapes';
import { dataOf, pageOf } from '../schema';
import { networkIdRule, networkPaging } from './rules';
import { networkCompanyDetailsShape } from './shapes';

export const findCompanyDetails = defineEndpoint({
  method: 'GET',
  path: 'company/network/companies/:id',
  summary: 'A network company: card, offices, primary contact',
  response: dataOf(networkCompanyDetailsShape),
});

export const listCompanyUsers = defineEndpoint({
  method: 'GET',
  path: 'company/get-users',
  summary: 'Paged users of one network company',
  query: listQuery(NETWORK_USER_SORT_FIELDS, { company_id: networkIdRule(), ...networkPaging() }),
  response: pageOf(networkUserRowShape),
});

export const findCompanyUser = defineEndpoint({
  method: 'GET',
  path: 'company/network/companies/:id/users/:userId',
  summary: 'One user of a network company',
  response: dataOf(networkUserRowShape),
});
