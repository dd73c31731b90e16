// The caller's network: GET company/network (paged), GET company/network/export (starts the export job),
// POST company/network/remove-company-by-id.
import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API, type JobStartedReply, type NetworkCompanyRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export const findNetwork = (params: ListParams) => api.get(API.network.list, { searchParams: toListSearchParams(params) }).json<PagedResponse<NetworkCompanyRow>>();

/** SWR keys of the list start with the path, so a change can reload every page and filter at once. */
export const isNetworkListKey = (key: unknown) => Array.isArray(key) && key[0] === API.network.list;

export function useNetwork(params: ListParams) {
  return useSWR([API.network.list, toListSearchParams(params).toString()], () => findNetwork(params), { keepPreviousData: true });
}

/** Starts the export job of the network with the list's search, filters and sort (XLSX); resolves with the job id. */
export async function startNetworkExport(params: ListParams): Promise<number> {
  const query = toListSearchParams(params);
  query.delete('page');
  query.delete('per_page');
  query.set('format', 'xlsx');
  const { data } = await api.get(API.network.export, { searchParams: query, cache: 'no-cache' }).json<JobStartedReply>();
  return data.id;
}

export async function removeCompany(companyId: number): Promise<string> {
  const { data } = await api.post(API.network.removeById, { json: { company_id: companyId } }).json<{ data: { message: string } }>();
  return data.message;
}

/** Sends the company a request; in_network when it had asked first (the add answered its request). */
export async function addCompanyById(companyId: number): Promise<{ message: string; in_network: boolean }> {
  const { data } = await api.post(API.network.addById, { json: { company_id: companyId } }).json<{ data: { message: string; in_network: boolean } }>();
  return data;
}

/** Reloads the network list after a change (its own load failure is shown by the list). */
export function useReloadNetwork() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isNetworkListKey).catch(() => undefined);
}
