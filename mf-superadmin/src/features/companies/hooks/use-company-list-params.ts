// The list's paging, sorting, search and filters. The list query parameters of the URL (?search=,
// ?prefilter&filter[name]=) only seed it: later changes stay in the page, as in the other lists.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type SortDirection } from 'shared-contract';
import { fieldNames, parseListQuery, toFilterQuery, type FilterQuery } from 'shared-ui';
import { COMPANY_FILTER_FIELDS } from '../types/company-filter-fields';
import type { CompanyListParams, CompanySortColumn } from '../types/company-list';

const FILTER_NAMES = new Set(COMPANY_FILTER_FIELDS.flatMap(fieldNames));

function readInitialParams(searchParams: URLSearchParams): CompanyListParams {
  const listQuery = parseListQuery(searchParams);
  // Only the fields this panel has are taken from filter[name]; anything else would be sent blindly.
  const known = Object.fromEntries(Object.entries(listQuery.filters).filter(([name]) => FILTER_NAMES.has(name)));
  return {
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    search: listQuery.search ?? '',
    filters: toFilterQuery(known),
    sortColumn: null,
    sortDirection: 'asc',
  };
}

export function useCompanyListParams() {
  const [searchParams] = useSearchParams();
  const [params, setParams] = useState<CompanyListParams>(() => readInitialParams(searchParams));

  return useMemo(
    () => ({
      params,
      isSearchActive: params.search.trim() !== '' || Object.keys(params.filters).length > 0,
      setSearch: (search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })),
      setFilters: (filters: FilterQuery) => setParams((p) => ({ ...p, filters, page: 1 })),
      setSort: (sortColumn: CompanySortColumn, sortDirection: SortDirection) => setParams((p) => ({ ...p, sortColumn, sortDirection, page: 1 })),
      setPage: (page: number) => setParams((p) => ({ ...p, page })),
      setPerPage: (perPage: number) => setParams((p) => ({ ...p, perPage, page: 1 })),
    }),
    [params],
  );
}
