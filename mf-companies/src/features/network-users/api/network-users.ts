// Network users: the list (paged), its export (starts the export job), archiving a user of one's own
// company (the employees' archive), and the professions (the filter's options).
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints, networkUserEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const list = networkUserEndpoints.listNetworkUsers;

export const findNetworkUsers = (params: ListParams) => callEndpoint(list, { query: toListSearchParams(params) });

const isNetworkUsersKey = (key: unknown) => Array.isArray(key) && key[0] === list.path;

export function useNetworkUsers(params: ListParams) {
  return useSWR([list.path, toListSearchParams(params).toString()], () => findNetworkUsers(params), { keepPreviousData: true });
}

/** Reloads every page of the list after a change. */
export function useReloadNetworkUsers() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isNetworkUsersKey).catch(() => undefined);
}

/** Starts the export job of the users with the list's search, filters and sort (XLSX); resolves with the job id. */
export async function startNetworkUsersExport(params: ListParams): Promise<number> {
  const query = toListSearchParams(params);
  query.delete('page');
  query.delete('per_page');
  query.set('format', 'xlsx');
  const { data } = await callEndpoint(networkUserEndpoints.exportNetworkUsers, { query, cache: 'no-cache' });
  return data.id;
}

export async function archiveUser(userId: number): Promise<string> {
  const { data } = await callEndpoint(employeeEndpoints.archiveEmployee, { params: { id: userId } });
  return data.message;
}

export function useProfessions() {
  return useSWR(employeeEndpoints.listProfessions.path, () => callEndpoint(employeeEndpoints.listProfessions).then((r) => r.data), {
    revalidateOnFocus: false,
  });
}
