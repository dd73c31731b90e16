import { jobStartedShape } from '../downloads/shapes';
import { defineEndpoint, listQuery } from '../endpoint';
import { pageOf } from '../schema';
import { rules } from '../validation';
import { NETWORK_SORT_FIELDS, exportFormatRule, networkPaging } from './rules';
import { networkCompanyRowShape } from './shapes';

const networkQuery = listQuery(NETWORK_SORT_FIELDS, {
  ...networkPaging(),
  company_name: rules.queryText(),
  contact_name: rules.queryText(),
  format: exportFormatRule(),
});

export const listNetwork = defineEndpoint({
  method: 'GET',
  path: 'company/network',
  summary: "Paged company search rows of the caller's network",
  query: networkQuery,
  response: pageOf(networkCompanyRowShape),
});

export const exportNetwork = defineEndpoint({
  method: 'GET',
  path: 'company/network/export',
  summary: 'The network (search, filters and sort applied) as an XLSX or CSV file',
  query: networkQuery,
  status: 202,
  response: jobStartedShape,
});
