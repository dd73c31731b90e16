import type { FilterFieldDef } from './filter-types';
import { initialListParams, toListSearchParams } from './list-params';

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
