// A list's paging, sorting, search and filters, and how they go to the API as list query
// parameters. ?search= and ?prefilter&filter[name]= of the page's URL only seed them (001 section 2);
// later changes stay in the page.
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type SortDirection } from 'shared-contract';
import { applyListQuery, emptyFilterValues, fieldNames, parseListQuery, toFilterQuery } from './filter-query';
import type { FilterFieldDef, FilterQuery } from './filter-types';

export type ListParams = {
  page: number;
  perPage: number;
  search: string;
  filters: FilterQuery;
  sortField: string | null;
  sortDirection: SortDirection;
};

/** page, per_page, search, sort_field, sort_direction and each filter (arrays as name[]). */
export function toListSearchParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.sortField) {
    query.set('sort_field', params.sortField);
    query.set('sort_direction', params.sortDirection);
  }
  for (const [name, value] of Object.entries(params.filters)) {
    if (Array.isArray(value)) for (const item of value) query.append(`${name}[]`, String(item));
    else query.set(name, String(value));
  }
  return query;
}

/** The first page of a list, seeded from the URL's list query; only the panel's own fields are taken. */
export function initialListParams(fields: readonly FilterFieldDef[], urlQuery: URLSearchParams): ListParams {
  const names = new Set(fields.flatMap(fieldNames));
  const query = parseListQuery(urlQuery);
  const applied = applyListQuery(emptyFilterValues(fields), query);
  const known = Object.fromEntries(Object.entries(applied).filter(([name]) => names.has(name)));
  // A multi-select seeded by one value (filter[professions]=3) is still a list; numeric ids stay numbers.
  for (const field of fields) {
    if (field.type !== 'multiselect' || known[field.name] === undefined) continue;
    const values = Array.isArray(known[field.name]) ? (known[field.name] as unknown[]) : [known[field.name]];
    known[field.name] = values.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) as typeof known[string];
  }
  return { page: 1, perPage: DEFAULT_PAGE_SIZE, search: query.search ?? '', filters: toFilterQuery(known), sortField: null, sortDirection: 'asc' };
}

/** The list's state and its setters; any change of search, filters, sort or page size goes back to page 1. */
export function useListParams(fields: readonly FilterFieldDef[], urlQuery: URLSearchParams) {
  const [params, setParams] = useState<ListParams>(() => initialListParams(fields, urlQuery));
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

export type ListState = ReturnType<typeof useListParams>;

/** The generic table's sort, paging and empty-state props for a list's state and its total. */
export function listTableProps(list: ListState, total: number | undefined) {
  const { params } = list;
  return {
    sortField: params.sortField,
    sortDirection: params.sortDirection,
    onSortChange: list.setSort,
    page: params.page,
    perPage: params.perPage,
    total: total ?? 0,
    onPageChange: list.setPage,
    onPerPageChange: list.setPerPage,
    isSearchActive: list.isSearchActive,
  };
}
