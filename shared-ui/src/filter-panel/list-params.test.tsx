import { act, renderHook } from '@testing-library/react';
import { useMemo, useState } from 'react';
import type { FilterFieldDef } from './filter-types';
import { initialListParams, listTableProps, toListSearchParams, useListParams, type ListParamsOptions } from './list-params';

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

/** A browser history in miniature: the URL query and each write, pushed or replaced. */
function useFakeHistory(start: string) {
  const [entries, setEntries] = useState([start]);
  const [writes] = useState<Array<{ query: string; replace: boolean }>>([]);
  const setQuery = (next: URLSearchParams, options?: { replace?: boolean }) => {
    writes.push({ query: next.toString(), replace: options?.replace === true });
    setEntries((all) => (options?.replace ? [...all.slice(0, -1), next.toString()] : [...all, next.toString()]));
  };
  const current = entries[entries.length - 1];
  const query = useMemo(() => new URLSearchParams(current), [current]);
  return { pair: [query, setQuery] as const, entries, writes, back: () => setEntries((all) => all.slice(0, -1)) };
}

function renderList(start: string, options?: ListParamsOptions, fields: FilterFieldDef[] = FIELDS) {
  return renderHook(() => {
    const history = useFakeHistory(start);
    return { history, list: useListParams(fields, history.pair, options) };
  });
}

test('the list state is read from the URL: search, filters, sort, page and page size', () => {
  const { result } = renderList('search=ridge&filter[company_name]=Ri&filter[professions][]=3&filter[professions][]=4&sort_field=name&sort_direction=desc&page=3&per_page=20');
  expect(result.current.list.params).toEqual({ page: 3, perPage: 20, search: 'ridge', filters: { company_name: 'Ri', professions: [3, 4] }, sortField: 'name', sortDirection: 'desc' });
  expect(result.current.list.isSearchActive).toBe(true);
});

test('invalid or unknown params fall back to the defaults instead of failing', () => {
  const { result } = renderList('page=abc&per_page=100000&sort_field=1%3Bdrop&sort_direction=sideways&filter[unknown]=x&tab=users');
  expect(result.current.list.params).toEqual({ page: 1, perPage: 10, search: '', filters: {}, sortField: null, sortDirection: 'asc' });
  expect(renderList('page=-2&per_page=7').result.current.list.params).toMatchObject({ page: 1, perPage: 10 });
  expect(renderList('page=0').result.current.list.params.page).toBe(1);
});

test('typing replaces the history entry; applying a filter, sorting and paging each push one, and Back restores the list', () => {
  const { result } = renderList('tab=users');
  act(() => result.current.list.setSearch('r'));
  act(() => result.current.list.setSearch('ri'));
  expect(result.current.history.entries).toEqual(['tab=users&search=ri']);
  act(() => result.current.list.setFilters({ company_name: 'Ri' }));
  act(() => result.current.list.setPage(2));
  act(() => result.current.list.setSort('name', 'desc'));
  expect(result.current.history.writes.map((w) => w.replace)).toEqual([true, true, false, false, false]);
  expect(result.current.list.params).toMatchObject({ search: 'ri', filters: { company_name: 'Ri' }, sortField: 'name', sortDirection: 'desc', page: 1 });
  act(() => result.current.history.back());
  expect(result.current.list.params).toMatchObject({ search: 'ri', filters: { company_name: 'Ri' }, sortField: null, page: 2 });
  act(() => result.current.history.back());
  expect(result.current.list.params).toMatchObject({ page: 1, filters: { company_name: 'Ri' } });
});

test('defaults are left out of the URL and the page’s other params are kept', () => {
  const { result } = renderList('tab=users&page=4');
  act(() => result.current.list.setPerPage(10));
  expect(result.current.history.entries.at(-1)).toBe('tab=users');
  act(() => result.current.list.setSearch('  '));
  expect(result.current.history.entries.at(-1)).toBe('tab=users');
  act(() => result.current.list.setPerPage(20));
  expect(result.current.history.entries.at(-1)).toBe('tab=users&per_page=20');
});

test('a ?prefilter&filter[name]= link and a ?search= link open the list with those values', () => {
  const { result } = renderList('prefilter&filter[company_name]=Ri&search=x');
  expect(result.current.list.params).toMatchObject({ search: 'x', filters: { company_name: 'Ri' }, page: 1 });
  act(() => result.current.list.setPage(2));
  expect(result.current.history.entries.at(-1)).toBe('search=x&filter%5Bcompany_name%5D=Ri&page=2');
});

test('two changes in one event compose (a new page size, then page 1), and a page correction replaces the entry', () => {
  const { result } = renderList('page=3');
  act(() => {
    result.current.list.setPerPage(20);
    result.current.list.setPage(1);
  });
  expect(result.current.list.params).toMatchObject({ page: 1, perPage: 20 });
  act(() => result.current.list.setPage(9));
  act(() => result.current.list.setPage(2, { replace: true }));
  expect(result.current.history.entries).toEqual(['page=3', 'per_page=20', 'page=2&per_page=20']);
});

test('only the sort fields the API accepts are read from the URL; another (a hand-edited URL) is no sort, and is not written back', () => {
  const options = { sortFields: ['name', 'created_at'] };
  expect(renderList('sort_field=created_at&sort_direction=desc', options).result.current.list.params).toMatchObject({ sortField: 'created_at', sortDirection: 'desc' });
  const { result } = renderList('sort_field=owner&sort_direction=desc&search=x', options);
  expect(result.current.list.params).toMatchObject({ sortField: null, sortDirection: 'asc', search: 'x' });
  act(() => result.current.list.setPage(2));
  expect(result.current.history.entries.at(-1)).toBe('search=x&page=2');
});

test('a default sort applies while the URL names none, and is left out of the URL', () => {
  const options: ListParamsOptions = { sortFields: ['name', 'type'], defaultSort: { field: 'name', direction: 'asc' } };
  const { result } = renderList('sort_field=bogus', options);
  expect(result.current.list.params).toMatchObject({ sortField: 'name', sortDirection: 'asc' });
  act(() => result.current.list.setSort('type', 'desc'));
  expect(result.current.history.entries.at(-1)).toBe('sort_field=type&sort_direction=desc');
  act(() => result.current.list.setSort('name', 'asc'));
  expect(result.current.history.entries.at(-1)).toBe('');
  expect(result.current.list.params).toMatchObject({ sortField: 'name', sortDirection: 'asc' });
});

test('a choice with fixed options keeps only those options from the URL; one whose options are not loaded keeps any value', () => {
  const fields: FilterFieldDef[] = [
    { type: 'select', name: 'type', label: 'Type', options: [{ value: 'text', label: 'Text' }, { value: 'date', label: 'Date' }] },
    { type: 'multiselect', name: 'status', label: 'Status', options: [{ value: 'active', label: 'Active' }, { value: 'archived', label: 'Archived' }] },
    { type: 'multiselect', name: 'role', label: 'Role', options: [] },
  ];
  const read = (query: string) => renderList(query, undefined, fields).result.current.list.params.filters;
  expect(read('filter[type]=date&filter[status][]=active&filter[status][]=bogus&filter[role][]=admin')).toEqual({ type: 'date', status: ['active'], role: ['admin'] });
  expect(read('filter[type]=bogus&filter[status][]=bogus')).toEqual({});
});

test('with a key prefix the list reads and writes only its own keys, so two lists can share one URL', () => {
  const { result } = renderHook(() => {
    const history = useFakeHistory('tab=users&search=a&users_search=b&users_page=3&users_filter[company_name]=Ri');
    const users = useListParams(FIELDS, history.pair, { keyPrefix: 'users_' });
    const main = useListParams(FIELDS, history.pair);
    return { history, users, main };
  });
  expect(result.current.users.params).toMatchObject({ search: 'b', page: 3, filters: { company_name: 'Ri' } });
  expect(result.current.main.params).toMatchObject({ search: 'a', page: 1, filters: {} });
  act(() => result.current.users.setPage(4));
  expect(result.current.history.entries.at(-1)).toBe('tab=users&search=a&users_search=b&users_filter%5Bcompany_name%5D=Ri&users_page=4');
  act(() => result.current.main.setPage(2));
  expect(result.current.history.entries.at(-1)).toBe('tab=users&users_search=b&users_filter%5Bcompany_name%5D=Ri&users_page=4&search=a&page=2');
  expect(result.current.users.params.page).toBe(4);
});

test('a range bound that is not a whole number or a YYYY-MM-DD date is dropped', () => {
  const fields: FilterFieldDef[] = [
    { type: 'numericRange', name: 'users_count', label: 'Users', minName: 'users_count_from', maxName: 'users_count_to' },
    { type: 'dateRange', name: 'created', label: 'Created', fromName: 'created_from', toName: 'created_to' },
  ];
  const read = (query: string) => renderList(query, undefined, fields).result.current.list.params.filters;
  expect(read('filter[users_count_from]=2&filter[users_count_to]=75&filter[created_from]=2026-01-31&filter[created_to]=2026-12-01')).toEqual({
    users_count_from: '2', users_count_to: '75', created_from: '2026-01-31', created_to: '2026-12-01',
  });
  expect(read('filter[users_count_from]=abc&filter[users_count_to]=7.5&filter[created_from]=yesterday&filter[created_to]=2026-13-01')).toEqual({});
  expect(read('filter[users_count_from]=-1')).toEqual({});
});
