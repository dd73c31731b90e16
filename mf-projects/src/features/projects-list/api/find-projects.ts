// The projects list (000 section 3 project list row): paged, searched, filtered and sorted, in the
// Active or the Archived view.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectEndpoints, type ProjectView } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const endpoint = projectEndpoints.listProjects;

/** The list's query: its URL state plus the view (the default Active view is left out). */
export function projectListQuery(params: ListParams, view: ProjectView): URLSearchParams {
  const query = toListSearchParams(params);
  if (view === 'archived') query.set('view', 'archived');
  return query;
}

export const findProjects = (params: ListParams, view: ProjectView) => callEndpoint(endpoint, { query: projectListQuery(params, view) });

/** Keys start with the path, so a change can revalidate every page, filter and view at once. */
export const isProjectListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useProjects(params: ListParams, view: ProjectView) {
  return useSWR([endpoint.path, projectListQuery(params, view).toString()], () => findProjects(params, view), { keepPreviousData: true });
}
