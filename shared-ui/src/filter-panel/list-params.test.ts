import type { FilterFieldDef } from './filter-types';
import { initialListParams, listTableProps, toListSearchParams } from './list-params';

const FIELDS: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'multiselect', name: 'professions', label: 'Professions', options: [] },
];

test('the URL seeds search and the panel’s own filters only; a single multi-select value becomes a list of ids', () => {
  const params = initialListParams(FIELDS, new URLSearchParams('search=ridge&prefilter=1&filter[company_name]=Ri&filter[professions]=3&filter[unknown]=x'));
  expect(params).toEqual({ page: 1, perPage: 10, search: 'ridge', filters: { company_name: 'Ri', professions: [3] }, sortField: null, sortDirection: 'asc' });
});

test('list params go to the API as page, per_page, search, sort and filters, lists as name[]', () => {
  const query = toListSearchParams({ page: 2, perPage: 20, search: ' ridge ', filters: { company_name: 'Ri', professions: [3, 4] }, sortField: 'name', sortDirection: 'desc' });
  expect(query.toString()).toBe('page=2&per_page=20&search=ridge&sort_field=name&sort_direction=desc&company_name=Ri&professions%5B%5D=3&professions%5B%5D=4');
});

test('the table gets the list’s sort, page and search state, and 0 rows while the total is unknown', () => {
  const setters = { setSort: jest.fn(), setPage: jest.fn(), setPerPage: jest.fn(), setSearch: jest.fn(), setFilters: jest.fn() };
  const params = { page: 3, perPage: 20, search: 'x', filters: {}, sortField: 'name', sortDirection: 'desc' as const };
  const props = listTableProps({ params, isSearchActive: true, ...setters }, undefined);
  expect(props).toEqual({ sortField: 'name', sortDirection: 'desc', onSortChange: setters.setSort, page: 3, perPage: 20, total: 0, onPageChange: setters.setPage, onPerPageChange: setters.setPerPage, isSearchActive: true });
});
