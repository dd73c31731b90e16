import { screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import type { DataTableColumn } from '../data-table/data-table';
import type { FilterFieldDef } from '../filter-panel/filter-types';
import { useListParams, type ListParamsOptions } from '../filter-panel/list-params';
import { ListPage } from './list-page';

type Company = { id: number; name: string; users: number };
const COLUMNS: DataTableColumn<Company>[] = [
  { field: 'name', headerName: 'Company', sortable: true, hideable: false },
  { field: 'users', headerName: 'Users', sortable: true },
];
const ROWS: Company[] = [
  { id: 1, name: 'Northwind Builders', users: 5 },
  { id: 2, name: 'Ridge Electric', users: 3 },
];
const FIELDS: FilterFieldDef[] = [{ type: 'text', name: 'company_name', label: 'Company name' }];
const OPTIONS: ListParamsOptions = { sortFields: ['name', 'users'] };

/** The page's URL as a list of history entries (the last one is the current URL). */
let history: string[] = [];

function CompaniesPage({ error, onRetry = () => undefined }: { error?: unknown; onRetry?: () => void }) {
  const [entries, setEntries] = useState(history);
  history = entries;
  const query = useMemo(() => new URLSearchParams(entries[entries.length - 1]), [entries]);
  const setQuery = (next: URLSearchParams, options?: { replace?: boolean }) =>
    setEntries((all) => (options?.replace ? [...all.slice(0, -1), next.toString()] : [...all, next.toString()]));
  const list = useListParams(FIELDS, [query, setQuery], OPTIONS);
  return (
    <ListPage<Company>
      title="Companies"
      subtitle="Every company"
      actions={<button type="button">Create account</button>}
      tabs={<nav aria-label="Tabs" />}
      list={list}
      filterFields={FIELDS}
      error={error}
      onRetry={onRetry}
      aria-label="Companies"
      columns={COLUMNS}
      rows={ROWS}
      total={25}
      footer={<p>A note below the table</p>}
    >
      <div role="dialog" aria-label="Create" />
    </ListPage>
  );
}

beforeEach(() => {
  history = [''];
  window.localStorage.clear();
});

test('a list page has its header, tabs, search box, filter panel, table and the page’s own parts', () => {
  renderUi(<CompaniesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  expect(screen.getByText('Every company')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: UI_TEXT.search })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Filters/ })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Companies' })).getByRole('row', { name: /Ridge Electric/ })).toBeInTheDocument();
  expect(screen.getByText('A note below the table')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Create' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('paging, sorting and searching write the URL, and the URL is what the page shows', async () => {
  history = ['search=ridge&page=2&sort_field=users&sort_direction=desc'];
  const { user } = renderUi(<CompaniesPage />);
  expect(screen.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue('ridge');
  expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('columnheader', { name: /Users/ })).toHaveAttribute('aria-sort', 'descending');

  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  expect(history.at(-1)).toBe('search=ridge&sort_field=users&sort_direction=desc&page=3');
  await user.click(screen.getByRole('button', { name: /Company/ }));
  expect(history.at(-1)).toBe('search=ridge&sort_field=name&sort_direction=asc');

  // Enter searches at once (typing alone waits for the debounce); a search replaces the entry and goes to page 1.
  await user.clear(screen.getByRole('searchbox', { name: UI_TEXT.search }));
  await user.type(screen.getByRole('searchbox', { name: UI_TEXT.search }), 'north{Enter}');
  expect(history.at(-1)).toBe('search=north&sort_field=name&sort_direction=asc');
  expect(history).toHaveLength(3);
});

test('an unknown sort field in the URL is not shown or kept; the page falls back to no sort', () => {
  history = ['sort_field=owner&sort_direction=desc&page=2'];
  renderUi(<CompaniesPage />);
  expect(screen.getByRole('columnheader', { name: /Company/ })).not.toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: /Users/ })).not.toHaveAttribute('aria-sort', 'descending');
});

test('a load error shows the message with Retry above the table', async () => {
  const onRetry = jest.fn();
  const { user } = renderUi(<CompaniesPage error={new TypeError('Failed to fetch')} onRetry={onRetry} />);
  expect(screen.getByText(ERROR_MESSAGES.default)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: UI_TEXT.retry }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('without a list state the table shows its rows with no toolbar and no pager; a page may bring its own header', () => {
  renderUi(<ListPage<Company> header={<header>Own header</header>} aria-label="Types" columns={COLUMNS} rows={ROWS} />);
  expect(screen.getByText('Own header')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Go to page 2' })).toBeNull();
  expect(screen.getAllByRole('row')).toHaveLength(3);
});
