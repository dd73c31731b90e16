// A list's paging, sorting, search and filters, and how they go to the API as list query
// parameters. The state lives in the page's URL (search, page, per_page, sort_field, sort_direction,
// filter[name]), so a reload, Back/Forward and a shared link restore the list; ?search= and
// ?prefilter&filter[name]= links (001 section 2) are simply list URLs. shared-ui has no router: the
// app passes react-router's useSearchParams() pair. Only what the API accepts is read from the URL (the
// list's sort fields, its filters' names and, for a choice with fixed options, those options), so a
// hand-edited URL falls back to the defaults instead of a rejected request.
import { useMemo, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortDirection } from 'shared-contract';
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

/** react-router's useSearchParams() pair (structurally, so shared-ui needs no router). */
export type UrlQueryState = readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void];

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

/** What a list accepts beyond its filter fields. */
export type ListParamsOptions = {
  /** The fields the API sorts by; any other sort_field in the URL is ignored. Without it, any well-formed name. */
  sortFields?: readonly string[];
  /** The sort when the URL names none (left out of the URL while in effect). */
  defaultSort?: { field: string; direction: SortDirection };
  /** Prefixes the list's URL keys (users_page, users_filter[x]) so two lists can share one URL. */
  keyPrefix?: string;
};

const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_.]*$/;
/** A count bound as the list APIs take it: a whole number from 0 (nine digits stay within their integer maximum). */
const COUNT = /^\d{1,9}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const FILTER_PARAM = /^filter\[[^\]]+\](\[\])?$/;
/** The URL keys a list owns; everything else in the URL (a tab, a return path) is left alone. */
const LIST_KEYS = new Set(['search', 'page', 'per_page', 'sort_field', 'sort_direction', 'prefilter', 'status', 'status[]', 'is_overdue']);

/** The list's own keys of a URL, without their prefix; other keys are left out. */
function ownQuery(urlQuery: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return urlQuery;
  const own = new URLSearchParams();
  for (const [key, value] of urlQuery.entries()) if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  return own;
}

/** A choice with fixed options keeps only those options; a field whose options are not loaded yet keeps any value. */
function onlyOfferedValues(field: FilterFieldDef, value: unknown): unknown {
  if ((field.type !== 'select' && field.type !== 'multiselect') || field.options.length === 0) return value;
  const offered = new Set(field.options.map((o) => String(o.value)));
  if (!Array.isArray(value)) return offered.has(String(value)) ? value : undefined;
  const kept = value.filter((v) => offered.has(String(v)));
  return kept.length ? kept : undefined;
}

/** The list's state read from its URL; only the panel's own fields are taken, invalid values fall back to the defaults. */
export function initialListParams(fields: readonly FilterFieldDef[], fullQuery: URLSearchParams, options: ListParamsOptions = {}): ListParams {
  const urlQuery = ownQuery(fullQuery, options.keyPrefix ?? '');
  const names = new Set(fields.flatMap(fieldNames));
  // filter[name]= is the list's own URL form, so it counts with or without the ?prefilter flag of 001 section 2.
  const withFlag = new URLSearchParams(urlQuery);
  withFlag.set('prefilter', '1');
  const query = parseListQuery(withFlag);
  const applied = applyListQuery(emptyFilterValues(fields), query);
  const known = Object.fromEntries(Object.entries(applied).filter(([name]) => names.has(name)));
  // A multi-select seeded by one value (filter[professions]=3) is still a list; numeric ids stay numbers.
  for (const field of fields) {
    if (field.type !== 'multiselect' || known[field.name] === undefined) continue;
    const values = Array.isArray(known[field.name]) ? (known[field.name] as unknown[]) : [known[field.name]];
    known[field.name] = values.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) as typeof known[string];
  }
  for (const field of fields) {
    if (known[field.name] === undefined) continue;
    const kept = onlyOfferedValues(field, known[field.name]);
    if (kept === undefined) delete known[field.name];
    else known[field.name] = kept as typeof known[string];
  }
  // A range's bounds are a count or a YYYY-MM-DD date; anything else (users_count_from=abc) is no bound.
  for (const field of fields) {
    if (field.type !== 'numericRange' && field.type !== 'dateRange') continue;
    const pattern = field.type === 'numericRange' ? COUNT : DATE;
    for (const name of fieldNames(field)) if (known[name] !== undefined && !pattern.test(String(known[name]))) delete known[name];
  }
  const page = urlQuery.get('page') ?? '';
  const perPage = Number(urlQuery.get('per_page'));
  const sortField = urlQuery.get('sort_field') ?? '';
  const isKnownSort = SORT_FIELD.test(sortField) && (!options.sortFields || options.sortFields.includes(sortField));
  const sort = isKnownSort
    ? { field: sortField, direction: urlQuery.get('sort_direction') === 'desc' ? ('desc' as const) : ('asc' as const) }
    : options.defaultSort ?? { field: null, direction: 'asc' as const };
  return {
    page: WHOLE_NUMBER.test(page) ? Number(page) : 1,
    // Only the sizes the table offers; anything else (per_page=100000, abc) is the default.
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    search: query.search ?? '',
    filters: toFilterQuery(known),
    sortField: sort.field,
    sortDirection: sort.direction,
  };
}

/** The URL for a list state: the page's other params kept, the list's own written with defaults left out. */
export function toListUrlQuery(params: ListParams, current: URLSearchParams, options: ListParamsOptions = {}): URLSearchParams {
  const prefix = options.keyPrefix ?? '';
  const isOwnKey = prefix ? (key: string) => key.startsWith(prefix) : (key: string) => LIST_KEYS.has(key) || FILTER_PARAM.test(key);
  const next = new URLSearchParams();
  for (const [key, value] of current.entries()) if (!isOwnKey(key)) next.append(key, value);
  // As typed (the search box shows it back); the API call trims it.
  if (params.search.trim()) next.set(`${prefix}search`, params.search);
  for (const [name, value] of Object.entries(params.filters)) {
    if (Array.isArray(value)) for (const item of value) next.append(`${prefix}filter[${name}][]`, String(item));
    else next.set(`${prefix}filter[${name}]`, String(value));
  }
  const isDefaultSort = options.defaultSort !== undefined && params.sortField === options.defaultSort.field && params.sortDirection === options.defaultSort.direction;
  if (params.sortField && !isDefaultSort) {
    next.set(`${prefix}sort_field`, params.sortField);
    next.set(`${prefix}sort_direction`, params.sortDirection);
  }
  if (params.page !== 1) next.set(`${prefix}page`, String(params.page));
  if (params.perPage !== DEFAULT_PAGE_SIZE) next.set(`${prefix}per_page`, String(params.perPage));
  return next;
}

/**
 * The list's state, read from the URL, and its setters, which write the URL. Typing a search replaces
 * the history entry (no entry per keystroke); a filter, sort or page change pushes one, so Back returns
 * to the previous list. Any change of search, filters, sort or page size goes back to page 1.
 */
export function useListParams(fields: readonly FilterFieldDef[], [urlQuery, setUrlQuery]: UrlQueryState, options: ListParamsOptions = {}) {
  // Some pages build their fields and options on each render; the names, offered values and options are what the state depends on.
  const fieldKey = JSON.stringify(fields.map((f) => [fieldNames(f), f.type === 'select' || f.type === 'multiselect' ? f.options.map((o) => String(o.value)) : null]));
  const optionsKey = JSON.stringify([options.sortFields ?? null, options.defaultSort ?? null, options.keyPrefix ?? '']);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const params = useMemo(() => initialListParams(fieldsRef.current, urlQuery, optionsRef.current), [urlQuery, fieldKey, optionsKey]);
  // A debounced search may call a setter of an earlier render: it must still build on the latest URL.
  const latest = useRef({ params, urlQuery, setUrlQuery });
  latest.current = { params, urlQuery, setUrlQuery };
  const setters = useMemo(() => {
    const update = (change: (p: ListParams) => ListParams, replace: boolean) => {
      const { params: current, urlQuery: currentQuery, setUrlQuery: setQuery } = latest.current;
      const next = change(current);
      const nextQuery = toListUrlQuery(next, currentQuery, optionsRef.current);
      if (nextQuery.toString() === currentQuery.toString()) return;
      setQuery(nextQuery, { replace });
      // Two calls in one event (the page size, then page 1) compose, as the next render's URL would.
      latest.current = { params: next, urlQuery: nextQuery, setUrlQuery: setQuery };
    };
    return {
      setSearch: (search: string) => update((p) => (p.search === search ? p : { ...p, search, page: 1 }), true),
      setFilters: (filters: FilterQuery) => update((p) => ({ ...p, filters, page: 1 }), false),
      setSort: (sortField: string, sortDirection: SortDirection) => update((p) => ({ ...p, sortField, sortDirection, page: 1 }), false),
      setPage: (page: number, options?: { replace?: boolean }) => update((p) => ({ ...p, page }), options?.replace === true),
      setPerPage: (perPage: number) => update((p) => ({ ...p, perPage, page: 1 }), false),
    };
  }, []);
  return useMemo(
    () => ({ params, isSearchActive: params.search.trim() !== '' || Object.keys(params.filters).length > 0, ...setters }),
    [params, setters],
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
