import { defineEndpoint, listQuery } from '../endpoint';
import { pageOf } from '../schema';
import { projectListFilters } from './rules';
import { PROJECT_SORT_FIELDS, projectRowShape } from './shapes';

export const listProjectsQuery = listQuery(PROJECT_SORT_FIELDS, projectListFilters);

/**
 * The projects list (000 section 2 /projects): search (name, internal number), sort, paging and the
 * 001 section 3 filters; view=archived for the Archived view; ownership own | external | all
 * (default: the company's projects and the external ones in which it is the vendor of a scope).
 */
export const listProjects = defineEndpoint({
  method: 'GET',
  path: 'projects',
  summary: 'Paged, filtered, sorted projects of the company and its external projects',
  query: listProjectsQuery,
  response: pageOf(projectRowShape),
});
