// Network users: GET company/get-all-users (paged), GET users/export (starts the export job), POST
// users/{id}/archive (a user of one's own company), GET settings/professions (the filter's options).
import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API, type JobStartedReply, type NetworkUserRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export const findNetworkUsers = (params: ListParams) =>
  api.get(API.networkUsers.list, { searchParams: toListSearchParams(params) }).json<PagedResponse<NetworkUserRow>>();

const isNetworkUsersKey = (key: unknown) => Array.isArray(key) && key[0] === API.networkUsers.list;

export function useNetworkUsers(params: ListParams) {
  return useSWR([API.networkUsers.list, toListSearchParams(params).toString()], () => findNetworkUsers(params), { keepPreviousData: true });
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
  const { data } = await api.get(API.networkUsers.export, { searchParams: query, cache: 'no-cache' }).json<JobStartedReply>();
  return data.id;
}

export async function archiveUser(userId: number): Promise<string> {
  const { data } = await api.post(API.employees.archive(userId)).json<{ data: { message: string } }>();
  return data.message;
}

export function useProfessions() {
  return useSWR(API.employees.professions, () => api.get(API.employees.professions).json<{ data: { id: number; title: string }[] }>().then((r) => r.data), {
    revalidateOnFocus: false,
  });
}
