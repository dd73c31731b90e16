// The caller's network: the list (paged), its export (starts the export job), and adding or removing
// a company.
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { networkEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const list = networkEndpoints.listNetwork;

export const findNetwork = (params: ListParams) => callEndpoint(list, { query: toListSearchParams(params) });

/** SWR keys of the list start with the path, so a change can reload every page and filter at once. */
export const isNetworkListKey = (key: unknown) => Array.isArray(key) && key[0] === list.path;

export function useNetwork(params: ListParams) {
  return useSWR([list.path, toListSearchParams(params).toString()], () => findNetwork(params), { keepPreviousData: true });
}

/** Starts the export job of the network with the list's search, filters and sort (XLSX); resolves with the job id. */
export async function startNetworkExport(params: ListParams): Promise<number> {
  const query = toListSearchParams(params);
  query.delete('page');
  query.delete('per_page');
  query.set('format', 'xlsx');
  const { data } = await callEndpoint(networkEndpoints.exportNetwork, { query, cache: 'no-cache' });
  return data.id;
}

export async function removeCompany(companyId: number): Promise<string> {
  return (await callEndpoint(networkEndpoints.removeCompanyById, { body: { company_id: companyId } })).data.message;
}

/** Sends the company a request; in_network when it had asked first (the add answered its request). */
export async function addCompanyById(companyId: number): Promise<{ message: string; in_network: boolean }> {
  return (await callEndpoint(networkEndpoints.addCompanyById, { body: { company_id: companyId } })).data;
}

/** Reloads the network list after a change (its own load failure is shown by the list). */
export function useReloadNetwork() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isNetworkListKey).catch(() => undefined);
}
