import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../data-table/data-table';
import type { FilterFieldDef } from '../filter-panel/filter-types';
import { useListParams } from '../filter-panel/list-params';
import { ListPage } from './list-page';

type Company = { id: number; name: string; owner: string; users_count: number };

const ALL: Company[] = Array.from({ length: 42 }, (_, i) => ({ id: i + 1, name: `Company ${i + 1}`, owner: `Owner ${(i % 7) + 1}`, users_count: (i * 7) % 23 }));
const COLUMNS: DataTableColumn<Company>[] = [
  { field: 'name', headerName: 'Company Name', sortable: true, hideable: false },
  { field: 'owner', headerName: 'Owner' },
  { field: 'users_count', headerName: 'Users', sortable: true, align: 'right' },
];
const FIELDS: FilterFieldDef[] = [
  { type: 'text', name: 'owner_name', label: 'Owner name' },
  { type: 'numericRange', name: 'users_count', label: 'Users', minName: 'users_count_from', maxName: 'users_count_to' },
];

/** A list page over in-memory rows; the URL query it would write is shown below it (the app passes react-router's pair). */
function CompaniesList({ error }: { error?: unknown }) {
  const [query, setQuery] = useState(() => new URLSearchParams());
  const list = useListParams(FIELDS, [query, setQuery], { sortFields: ['name', 'users_count'] });
  const { page, perPage, search, filters, sortField, sortDirection } = list.params;
  const found = useMemo(() => {
    const owner = String(filters.owner_name ?? '').toLowerCase();
    const rows = ALL.filter((row) => row.name.toLowerCase().includes(search.trim().toLowerCase()) && row.owner.toLowerCase().includes(owner));
    if (!sortField) return rows;
    const key = sortField as keyof Company;
    return [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sortDirection === 'desc' ? -1 : 1));
  }, [search, filters, sortField, sortDirection]);
  return (
    <ListPage<Company>
      title="Companies"
      subtitle="Search, filter, sort and page: each writes the URL."
      actions={<Button variant="contained">Create account</Button>}
      list={list}
      filterFields={FIELDS}
      error={error}
      onRetry={() => undefined}
      aria-label="Companies"
      columns={COLUMNS}
      rows={found.slice((page - 1) * perPage, page * perPage)}
      total={found.length}
      footer={
        <Typography variant="caption" component="pre" sx={{ mt: 2 }}>
          ?{query.toString()}
        </Typography>
      }
    />
  );
}

const meta: Meta<typeof ListPage> = { title: 'Data/ListPage', component: ListPage };
export default meta;

export const Companies: StoryObj = { render: () => <CompaniesList /> };
export const LoadError: StoryObj = { render: () => <CompaniesList error={new Error('offline')} /> };
/** A list with no paging, search or filters (a settings list of a few rows): header, load error and table only. */
export const Unpaged: StoryObj = {
  render: () => <ListPage<Company> title="Company Types" actions={<Button variant="contained">Add company type</Button>} aria-label="Company types" columns={COLUMNS} rows={ALL.slice(0, 5)} />,
};
