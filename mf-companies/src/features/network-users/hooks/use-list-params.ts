// The network users list's paging, sorting, search and filters. ?search= and
// ?prefilter&filter[name]= of the URL only seed it (001 section 2); later changes stay in the page.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type SortDirection } from 'shared-contract';
import { parseListQuery, type FilterQuery } from 'shared-ui';
import type { ListParams } from '../types/list-params';

export function useListParams(names: readonly string[]) {
  const [searchParams] = useSearchParams();
  const [params, setParams] = useState<ListParams>(() => {
    const query = parseListQuery(searchParams);
    const known = new Set(names);
    const filters: FilterQuery = {};
    for (const [name, value] of Object.entries(query.filters ?? {})) {
      if (!known.has(name) || value === '' || value === undefined) continue;
      filters[name] = name === 'professions' ? (Array.isArray(value) ? value : [value]).map(Number).filter((n) => !Number.isNaN(n)) : (value as string);
    }
    return { page: 1, perPage: DEFAULT_PAGE_SIZE, search: query.search ?? '', filters, sortField: null, sortDirection: 'asc' };
  });

  return useMemo(
    () => ({
      params,
      isSearchActive: params.search.trim() !== '' || Object.keys(params.filters).length > 0,
      setSearch: (search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })),
      setFilters: (filters: FilterQuery) => setParams((p) => ({ ...p, filters, page: 1 })),
      setSort: (sortField: string, sortDirection: SortDirection) => setParams((p) => ({ ...p, sortField, sortDirection, page: 1 })),
      setPage: (page: number) => setParams((p) => ({ ...p, page })),
      setPerPage: (perPage: number) => setParams((p) => ({ ...p, perPage, page: 1 })),
    }),
    [params],
  );
}
