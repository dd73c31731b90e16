import { dayjs } from '../format/dayjs-setup';
import { applyListQuery, buildFilterBadges, isSameFilter, parseListQuery, toFilterQuery } from './filter-query';
import type { FilterFieldDef } from './filter-types';

describe('toFilterQuery', () => {
  it('drops empty values, keeps zero, and turns dates into YYYY-MM-DD', () => {
    expect(
      toFilterQuery({
        company_name: 'North',
        owner_name: '   ',
        status: [],
        stage: ['a', 'b'],
        users_count_from: 0,
        missing: null,
        other: undefined,
        start_from: dayjs('2026-02-03T10:00:00'),
        end_to: new Date(2026, 0, 9),
        stored: '2026-05-06',
      }),
    ).toEqual({ company_name: 'North', stage: ['a', 'b'], users_count_from: 0, start_from: '2026-02-03', end_to: '2026-01-09', stored: '2026-05-06' });
  });

  it('treats forms that send the same query as equal', () => {
    expect(isSameFilter({ a: '', b: [] }, {})).toBe(true);
    expect(isSameFilter({ a: 1 }, { a: '1' })).toBe(true);
    expect(isSameFilter({ a: 'x' }, {})).toBe(false);
  });
});

describe('parseListQuery', () => {
  it('reads search, repeated status and is_overdue=true', () => {
    const q = parseListQuery('?search=pump&status=draft&status=sent&is_overdue=true');
    expect(q).toMatchObject({ search: 'pump', status: ['draft', 'sent'], isOverdue: true, filters: {}, shouldSearch: true });
  });

  it('only the text true sets the overdue filter', () => {
    expect(parseListQuery('is_overdue=1').isOverdue).toBe(false);
    expect(parseListQuery('is_overdue=1').shouldSearch).toBe(false);
  });

  it('copies filter[name] values only together with prefilter', () => {
    expect(parseListQuery('filter[company_name]=Ridge').filters).toEqual({});
    const q = parseListQuery(new URLSearchParams('prefilter=1&filter[company_name]=Ridge&filter[stage][]=Design&filter[stage][]=Build'));
    expect(q.filters).toEqual({ company_name: 'Ridge', stage: ['Design', 'Build'] });
    expect(q.shouldSearch).toBe(true);
  });

  it('lays the query over a filter form', () => {
    const q = parseListQuery('status=draft&is_overdue=true&prefilter=1&filter[project_name]=Tower');
    expect(applyListQuery({ project_name: '', status: [] }, q)).toEqual({ project_name: 'Tower', status: ['draft'], is_overdue: 1 });
  });
});

describe('buildFilterBadges', () => {
  const fields: FilterFieldDef[] = [
    { type: 'multiselect', name: 'stage', label: 'Stage', options: [{ value: 1, label: 'Design' }, { value: 2, label: 'Build' }] },
    { type: 'numericRange', name: 'users', label: 'Users', minName: 'users_from', maxName: 'users_to' },
    { type: 'dateRange', name: 'created', label: 'Created', fromName: 'created_from', toName: 'created_to' },
  ];

  it('labels badges with option labels, ranges and custom captions; empty filters have none', () => {
    expect(buildFilterBadges(fields, { stage: [1, 2], users_to: '5', created_from: '2026-01-02', created_to: '2026-01-31' }, { stage: 'Project stage' })).toEqual([
      { key: 'stage', label: 'Project stage: Design, Build', disabled: undefined },
      { key: 'users', label: 'Users: to 5', disabled: undefined },
      { key: 'created', label: 'Created: 01/02/2026 - 01/31/2026', disabled: undefined },
    ]);
    expect(buildFilterBadges(fields, { stage: [], users_from: '' })).toEqual([]);
  });
});
