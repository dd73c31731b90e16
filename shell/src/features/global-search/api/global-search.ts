// GET search-results (000 section 7 top bar) through its shared-contract endpoint: every group the
// caller may view (first rows and the total), or one group paged with type, page and per_page.
// Errors stay ky's (LoadErrorState reads their status).
import { callEndpoint } from 'shared-auth';
import { globalSearchEndpoints, type GlobalSearchGroup, type GlobalSearchResults } from 'shared-contract';

export type GlobalSearchParams = { search: string; type?: GlobalSearchGroup; page?: number; perPage?: number };

export async function findGlobalSearchResults({ search, type, page, perPage }: GlobalSearchParams, signal?: AbortSignal): Promise<GlobalSearchResults> {
  const query = { search, type, page: page || undefined, per_page: perPage || undefined };
  const { data } = await callEndpoint(globalSearchEndpoints.findSearchResults, { query, signal });
  return data;
}
