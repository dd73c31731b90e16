// The list page skeleton every list shares: header (or the page's own), tabs, the toolbar with the
// search box, the filter panel and any extra controls, the load error with Retry, and the table,
// whose sort, paging and empty state are bound to the list's URL state (useListParams).
import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from 'shared-contract';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { SearchBox } from '../fields/search-box';
import { FilterPanel } from '../filter-panel/filter-panel';
import { emptyFilterValues } from '../filter-panel/filter-query';
import type { FilterFieldDef } from '../filter-panel/filter-types';
import { listTableProps, type ListState } from '../filter-panel/list-params';
import { ListToolbar } from '../layout/list-toolbar';
import { LoadErrorState } from '../layout/load-error-state';
import { PageHeader } from '../layout/page-header';

/** The table props ListPage sets from the list state. */
type ListBoundTableProps = 'sortField' | 'sortDirection' | 'onSortChange' | 'page' | 'perPage' | 'total' | 'onPageChange' | 'onPerPageChange' | 'isSearchActive';

export type ListPageProps<T> = Omit<DataTableProps<T>, ListBoundTableProps> & {
  /** PageHeader's title, subtitle and actions; left out with `header` or for a list inside another page. */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The page's own header in place of PageHeader. */
  header?: ReactNode;
  /** Shown between the header and the toolbar (a page's tabs). */
  tabs?: ReactNode;
  /** The list's URL state; without it the table shows every row it gets, with no toolbar. */
  list?: ListState;
  /** The total row count from the API, for paging. */
  total?: number;
  /** The search box (on by default when there is a list). */
  isSearchable?: boolean;
  /** The filter panel's fields; no panel without them. */
  filterFields?: FilterFieldDef[];
  /** Controls after the search box and the filter panel. */
  toolbarExtra?: ReactNode;
  /** Why the list did not load; shown with Retry above the table. */
  error?: unknown;
  onRetry?: () => void;
  /** Below the table (a note, a link). */
  footer?: ReactNode;
  /** Dialogs and other things the page renders alongside. */
  children?: ReactNode;
};

export function ListPage<T>({
  title,
  subtitle,
  actions,
  header,
  tabs,
  list,
  total,
  isSearchable = true,
  filterFields,
  toolbarExtra,
  error,
  onRetry,
  footer,
  children,
  ...tableProps
}: ListPageProps<T>) {
  const emptyFilters = useMemo(() => (filterFields ? emptyFilterValues(filterFields) : {}), [filterFields]);
  const hasSearch = list !== undefined && isSearchable;
  const hasFilters = list !== undefined && filterFields !== undefined;
  return (
    <Box>
      {header ?? (title !== undefined ? <PageHeader title={title} subtitle={subtitle} actions={actions} /> : null)}
      {tabs}
      {hasSearch || hasFilters || toolbarExtra ? (
        <ListToolbar>
          {hasSearch ? <SearchBox value={list.params.search} onSearch={list.setSearch} debounceMs={SEARCH_DEBOUNCE_MS} /> : null}
          {hasFilters ? <FilterPanel fields={filterFields} initialValues={emptyFilters} values={list.params.filters} onSearch={list.setFilters} /> : null}
          {toolbarExtra}
        </ListToolbar>
      ) : null}
      {error ? <LoadErrorState error={error} onRetry={onRetry ?? (() => undefined)} /> : null}
      <DataTable<T> {...tableProps} {...(list ? listTableProps(list, total) : {})} />
      {footer}
      {children}
    </Box>
  );
}
