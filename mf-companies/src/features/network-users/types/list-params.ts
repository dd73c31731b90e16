// Paging, sorting, search and filters of the network users list, and how they go to the API.
import type { SortDirection } from 'shared-contract';
import type { FilterQuery } from 'shared-ui';

export type ListParams = {
  page: number;
  perPage: number;
  search: string;
  filters: FilterQuery;
  sortField: string | null;
  sortDirection: SortDirection;
};

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
