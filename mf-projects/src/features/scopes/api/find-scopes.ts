// A project's scopes, paged, sorted, searched and filtered by status (the vendor gets its own).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const endpoint = scopeEndpoints.listScopes;

export function findScopes(projectId: number | string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('project_id', String(projectId));
  return callEndpoint(endpoint, { query });
}

/** Keys start with the path, so a change can revalidate every page and filter at once. */
export const isScopeListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useScopes(projectId: number | string, params: ListParams) {
  return useSWR([endpoint.path, String(projectId), toListSearchParams(params).toString()], () => findScopes(projectId, params), { keepPreviousData: true });
}
