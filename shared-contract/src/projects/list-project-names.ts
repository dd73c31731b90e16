import * as yup from 'yup';
import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { rules } from '../validation';
import { PROJECT_NAMES_LIST_MAX, projectListItemShape } from './shapes';

/** The projects a select offers (own and external, not archived), by name, at most PROJECT_NAMES_LIST_MAX; search narrows. */
export const listProjectNames = defineEndpoint({
  method: 'GET',
  path: 'project/names-list',
  summary: `Project ids and names for a select (at most ${PROJECT_NAMES_LIST_MAX})`,
  query: yup.object({ search: rules.queryText() }),
  response: dataOf(s.array(projectListItemShape)),
});
