// Pure helpers of the filter panel: query conversion, badges, and the list query parameters of 001 section 2.
import { DATE_STORAGE_FORMAT } from 'shared-contract';
import { formatDate } from '../format/format';
import { dayjs } from '../format/dayjs-setup';
import type { FilterBadge, FilterFieldDef, FilterQuery, FilterScalar, FilterValue, FilterValues } from './filter-types';

export function isEmptyFilterValue(value: FilterValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return !value.isValid();
  return false;
}

function toQueryValue(value: FilterValue): FilterScalar | FilterScalar[] {
  if (value instanceof Date) return dayjs(value).format(DATE_STORAGE_FORMAT);
  if (value && typeof value === 'object' && !Array.isArray(value)) return value.format(DATE_STORAGE_FORMAT);
  return value as FilterScalar | FilterScalar[];
}

/** Drops empty values and turns dates into YYYY-MM-DD: what is sent to a list call. Zero is kept. */
export function toFilterQuery(values: FilterValues): FilterQuery {
  const query: FilterQuery = {};
  for (const [key, value] of Object.entries(values)) {
    if (isEmptyFilterValue(value)) continue;
    query[key] = toQueryValue(value);
  }
  return query;
}

/** True when two filter forms would send the same query. */
export function isSameFilter(a: FilterValues, b: FilterValues): boolean {
  const normalise = (v: FilterValues) =>
    JSON.stringify(
      Object.entries(toFilterQuery(v))
        .map(([k, x]) => [k, Array.isArray(x) ? x.map(String) : String(x)] as const)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return normalise(a) === normalise(b);
}

/** The value names one field owns (a range owns two). */
export function fieldNames(field: FilterFieldDef): string[] {
  if (field.type === 'dateRange') return [field.fromName, field.toName];
  if (field.type === 'numericRange') return [field.minName, field.maxName];
  return [field.name];
}

/** A form with every field empty, the base that applied values are laid over. */
export function emptyFilterValues(fields: readonly FilterFieldDef[]): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) for (const name of fieldNames(field)) values[name] = field.type === 'multiselect' ? [] : '';
  return values;
}

function optionLabel(field: FilterFieldDef, value: FilterScalar): string {
  if (field.type !== 'select' && field.type !== 'multiselect') return String(value);
  return field.options.find((o) => String(o.value) === String(value))?.label ?? String(value);
}

function rangeText(from: string | null, to: string | null): string {
  if (from && to) return `${from} - ${to}`;
  return from ? `from ${from}` : `to ${to}`;
}

/** One badge per non-empty filter, in field order. */
export function buildFilterBadges(fields: readonly FilterFieldDef[], values: FilterValues, badgeLabels: Record<string, string> = {}): FilterBadge[] {
  const badges: FilterBadge[] = [];
  const query = toFilterQuery(values);
  for (const field of fields) {
    const label = badgeLabels[field.name] ?? field.label;
    let text: string | null = null;
    if (field.type === 'dateRange' || field.type === 'numericRange') {
      const [a, b] = fieldNames(field);
      const from = query[a] === undefined ? null : field.type === 'dateRange' ? formatDate(String(query[a])) : String(query[a]);
      const to = query[b] === undefined ? null : field.type === 'dateRange' ? formatDate(String(query[b])) : String(query[b]);
      if (from || to) text = rangeText(from, to);
    } else if (query[field.name] !== undefined) {
      const value = query[field.name];
      text = Array.isArray(value) ? value.map((v) => optionLabel(field, v)).join(', ') : optionLabel(field, value);
    }
    if (text !== null) badges.push({ key: field.name, label: `${label}: ${text}`, disabled: field.badgeDisabled });
  }
  return badges;
}

export type ListQuery = {
  /** ?search= pre-fills the search box. */
  search: string | null;
  /** ?status= (single or repeated) pre-selects task statuses. */
  status: string[];
  /** ?is_overdue=true sets the overdue filter. */
  isOverdue: boolean;
  /** ?prefilter with filter[name]=value: values copied into the matching list fields. */
  filters: Record<string, string | string[]>;
  /** True when any of the above asks the list to search straight away. */
  shouldSearch: boolean;
};

const FILTER_PARAM = /^filter\[([^\]]+)\](\[\])?$/;

/** Reads the list query parameters of 001 section 2 from a URL search string or URLSearchParams. */
export function parseListQuery(searchParams: URLSearchParams | string): ListQuery {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const search = params.get('search');
  const status = [...params.getAll('status'), ...params.getAll('status[]')].filter((s) => s !== '');
  const isOverdue = params.get('is_overdue') === 'true';
  const filters: Record<string, string | string[]> = {};
  if (params.has('prefilter')) {
    for (const [key, value] of params.entries()) {
      const match = FILTER_PARAM.exec(key);
      if (!match) continue;
      const [, name, isList] = match;
      const existing = filters[name];
      if (existing === undefined) filters[name] = isList ? [value] : value;
      else filters[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  const hasSearch = search !== null && search !== '';
  return {
    search: hasSearch ? search : null,
    status,
    isOverdue,
    filters,
    shouldSearch: hasSearch || status.length > 0 || isOverdue || Object.keys(filters).length > 0,
  };
}

/** Lays a parsed list query over a filter form: status, is_overdue (as 1) and prefilter fields. */
export function applyListQuery(values: FilterValues, query: ListQuery): FilterValues {
  const next: FilterValues = { ...values, ...query.filters };
  if (query.status.length > 0) next.status = query.status;
  if (query.isOverdue) next.is_overdue = 1;
  return next;
}
