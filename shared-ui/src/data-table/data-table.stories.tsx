import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from 'shared-contract';
import { DataTable, type DataTableColumn, type RowId, type SortDirection } from './data-table';
import { Pagination } from './pagination';
import { formatDate } from '../format/format';

type Row = { id: number; name: string; owner: string | null; users: number; created_at: string; is_blocked: boolean };

const ALL_ROWS: Row[] = Array.from({ length: 87 }, (_, i) => ({
  id: i + 1,
  name: `Company ${String(i + 1).padStart(3, '0')}`,
  owner: i % 7 === 0 ? null : `Owner ${i + 1}`,
  users: (i * 37) % 50,
  created_at: `2026-0${(i % 9) + 1}-1${i % 10}`,
  is_blocked: i % 11 === 0,
}));

const columns: DataTableColumn<Row>[] = [
  { field: 'name', headerName: 'Company name', sortable: true, hideable: false, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', sortable: false },
  { field: 'users', headerName: 'Users', sortable: true, align: 'right', width: 90 },
  { field: 'created_at', headerName: 'Created', sortable: true, renderCell: (r) => formatDate(r.created_at) },
  { field: 'is_blocked', headerName: 'Status', renderCell: (r) => <Chip size="small" label={r.is_blocked ? 'Blocked' : 'Active'} color={r.is_blocked ? 'default' : 'success'} /> },
];

function sortRows(rows: Row[], field: string, direction: SortDirection) {
  return [...rows].sort((a, b) => {
    const x = a[field as keyof Row] ?? '';
    const y = b[field as keyof Row] ?? '';
    return (x < y ? -1 : x > y ? 1 : 0) * (direction === 'asc' ? 1 : -1);
  });
}

function PagedTable({ isSelectable = true }: { isSelectable?: boolean }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<{ field: string; direction: SortDirection }>({ field: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<RowId[]>([]);
  const sorted = useMemo(() => sortRows(ALL_ROWS, sort.field, sort.direction), [sort]);
  return (
    <DataTable
      tableId="storybook-companies"
      userId="storybook"
      columns={columns}
      rows={sorted.slice((page - 1) * perPage, page * perPage)}
      sortField={sort.field}
      sortDirection={sort.direction}
      onSortChange={(field, direction) => setSort({ field, direction })}
      isSelectable={isSelectable}
      selectedIds={selected}
      onSelectionChange={setSelected}
      page={page}
      perPage={perPage}
      total={ALL_ROWS.length}
      onPageChange={setPage}
      onPerPageChange={setPerPage}
    />
  );
}

function InfiniteTable() {
  const [count, setCount] = useState(20);
  const [isLoading, setIsLoading] = useState(false);
  return (
    <DataTable
      columns={columns}
      rows={ALL_ROWS.slice(0, count)}
      maxHeight={360}
      isLoading={isLoading}
      hasMore={count < ALL_ROWS.length}
      onLoadMore={() => {
        setIsLoading(true);
        setTimeout(() => {
          setCount((c) => c + 20);
          setIsLoading(false);
        }, 500);
      }}
    />
  );
}

const meta: Meta<typeof DataTable<Row>> = { title: 'Data/DataTable', component: DataTable };
export default meta;

export const Paged: StoryObj = { render: () => <PagedTable /> };
export const InfiniteScroll: StoryObj = { render: () => <InfiniteTable /> };
export const Empty: StoryObj = { render: () => <DataTable columns={columns} rows={[]} /> };
export const NoSearchResults: StoryObj = { render: () => <DataTable columns={columns} rows={[]} isSearchActive /> };
export const Loading: StoryObj = { render: () => <DataTable columns={columns} rows={[]} isLoading /> };

function PaginationDemo() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  return <Pagination page={page} perPage={perPage} total={235} onPageChange={setPage} onPerPageChange={setPerPage} />;
}
const wideColumns: DataTableColumn<Row>[] = [
  ...columns,
  { field: 'owner_email', headerName: 'Owner e-mail address', minWidth: 220, renderCell: (r) => (r.owner ? `${r.owner.toLowerCase().replace(' ', '.')}@example.test` : null) },
  { field: 'primary_trade', headerName: 'Primary trade and certifications', minWidth: 220, renderCell: (r) => (r.users % 2 ? 'Electrical, OSHA 30' : 'Concrete') },
  { field: 'last_activity', headerName: 'Last activity date', minWidth: 140, renderCell: (r) => formatDate(r.created_at) },
  {
    field: 'actions',
    headerName: 'Actions',
    hideable: false,
    width: 90,
    renderCell: (r) => (
      <Tooltip title="Remove">
        <IconButton size="small" aria-label={`Remove ${r.name}`}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** Wider than its place: the table scrolls sideways, the Actions column stays pinned at the right, long headers wrap. */
export const WideWithPinnedActions: StoryObj = {
  render: () => (
    <Box sx={{ maxWidth: 900 }}>
      <DataTable tableId="storybook-wide" userId="storybook" columns={wideColumns} rows={ALL_ROWS.slice(0, 12)} isSelectable />
    </Box>
  ),
};

/** density="compact": many columns in a narrow place (a settings page beside its menu at 1366 px). */
export const Compact: StoryObj = {
  render: () => (
    <Box sx={{ maxWidth: 760 }}>
      <DataTable density="compact" columns={columns} rows={ALL_ROWS.slice(0, 8)} />
    </Box>
  ),
};
export const PaginationOnly: StoryObj = { name: 'Pagination', render: () => <PaginationDemo /> };
