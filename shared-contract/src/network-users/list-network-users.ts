import { jobStartedShape } from '../downloads/shapes';
import { defineEndpoint, listQuery } from '../endpoint';
import { countRule, exportFormatRule, networkPaging } from '../network/rules';
import { pageOf } from '../schema';
import * as yup from 'yup';
import { rules } from '../validation';
import { NETWORK_USER_SORT_FIELDS, networkRowIdRule } from './rules';
import { networkUserRowShape } from './shapes';

const usersQuery = listQuery(NETWORK_USER_SORT_FIELDS, {
  ...networkPaging(),
  company_name: rules.queryText(),
  user_name: rules.queryText(),
  projects_min: countRule(),
  projects_max: countRule(),
  open_tasks_min: countRule(),
  open_tasks_max: countRule(),
  tasks_overdue_min: countRule(),
  tasks_overdue_max: countRule(),
  professions: yup.array().of(networkRowIdRule().required()),
  format: exportFormatRule(),
});

export const listNetworkUsers = defineEndpoint({
  method: 'GET',
  path: 'company/get-all-users',
  summary: "Paged users of the caller's company and its network",
  query: usersQuery,
  response: pageOf(networkUserRowShape),
});

export const exportNetworkUsers = defineEndpoint({
  method: 'GET',
  path: 'users/export',
  summary: 'The network users (search, filters and sort applied) as an XLSX or CSV file',
  query: usersQuery,
  status: 202,
  response: jobStartedShape,
});
