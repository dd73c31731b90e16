// The project's activity (who changed what, when), paged and filtered, and its download job.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const endpoint = projectEndpoints.listProjectActivity;

const activityQuery = (projectId: number, params: ListParams) => {
  const query = toListSearchParams(params);
  query.set('project_id', String(projectId));
  return query;
};

export const isProjectActivityKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useProjectActivity(projectId: number, params: ListParams) {
  const query = activityQuery(projectId, params);
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

/** Starts the file job with the list's filters and order (no paging); answers the job id. */
export async function startProjectActivityDownload(projectId: number, params: ListParams): Promise<number> {
  const query = activityQuery(projectId, params);
  query.delete('page');
  query.delete('per_page');
  query.set('format', 'xlsx');
  const { data } = await callEndpoint(projectEndpoints.downloadProjectActivity, { query, cache: 'no-cache' });
  return data.id;
}
