// A list's paging, sorting, search and filters. ?search= and ?prefilter&filter[name]= of the URL
// only seed it (001 section 2); later changes stay in the page.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type SortDirection } from 'shared-contract';
import { applyListQuery, emptyFilterValues, fieldNames, parseListQuery, toFilterQuery, type FilterFieldDef, type FilterQuery } from 'shared-ui';
import type { ListParams } from '../types/list-params';

export function useListParams(fields: readonly FilterFieldDef[]) {
  const [searchParams] = useSearchParams();
  const [params, setParams] = useState<ListParams>(() => {
    const names = new Set(fields.flatMap(fieldNames));
    const query = parseListQuery(searchParams);
    const applied = applyListQuery(emptyFilterValues(fields), query);
    const known = Object.fromEntries(Object.entries(applied).filter(([name]) => names.has(name)));
    return { page: 1, perPage: DEFAULT_PAGE_SIZE, search: query.search ?? '', filters: toFilterQuery(known), sortField: null, sortDirection: 'asc' };
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
