// GET search-results (000 section 7 top bar): every group the caller may view (first rows and the
// total), or one group paged with type, page and per_page. Errors stay ky's (LoadErrorState reads
// their status).
import { api } from 'shared-auth';
import { API, type GlobalSearchGroup, type GlobalSearchReply, type GlobalSearchResults } from 'shared-contract';

export type GlobalSearchParams = { search: string; type?: GlobalSearchGroup; page?: number; perPage?: number };

export async function findGlobalSearchResults({ search, type, page, perPage }: GlobalSearchParams, signal?: AbortSignal): Promise<GlobalSearchResults> {
  const searchParams: Record<string, string | number> = { search };
  if (type) searchParams.type = type;
  if (page) searchParams.page = page;
  if (perPage) searchParams.per_page = perPage;
  const { data } = await api.get(API.globalSearch, { searchParams, signal }).json<GlobalSearchReply>();
  return data;
}
