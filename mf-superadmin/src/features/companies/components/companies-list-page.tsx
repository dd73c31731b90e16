// The operator's company list (/superadmin/company): search, filters, create account, sortable paged table.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { COMPANY_STATUSES, ERROR_MESSAGES, ROUTES, SEARCH_DEBOUNCE_MS, UI_TEXT, type SuperadminCompanyRow } from 'shared-contract';
import { DataTable, FilterPanel, PageHeader, SearchBox, emptyFilterValues, formatDate, type DataTableColumn, ListToolbar, listTableProps, useListParams } from 'shared-ui';
import { useCompanies } from '../api/find-companies';
import { COMPANY_FILTER_FIELDS } from '../types/company-filter-fields';
import { CompanyRowActions } from './company-row-actions';
import { CreateCompanyDialog } from './create-company-dialog';

const EMPTY_FILTERS = emptyFilterValues(COMPANY_FILTER_FIELDS);

const COLUMNS: DataTableColumn<SuperadminCompanyRow>[] = [
  {
    field: 'name',
    headerName: 'Company Name',
    sortable: true,
    hideable: false,
    minWidth: 200,
    // A real link, so the operator can open a company in a new tab.
    renderCell: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={ROUTES.superadminCompany(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
        {row.status !== 'active' ? <Chip size="small" color="warning" label={COMPANY_STATUSES[row.status]} /> : null}
      </Box>
    ),
  },
  { field: 'owner', headerName: 'Owner' },
  { field: 'created_at', headerName: 'Creation date', sortable: true, renderCell: (row) => formatDate(row.created_at) },
  { field: 'users_count', headerName: 'Users', sortable: true, align: 'right' },
  { field: 'projects_count', headerName: 'Projects', sortable: true, align: 'right' },
  { field: 'last_activity', headerName: 'Last activity', sortable: true, renderCell: (row) => formatDate(row.last_activity) },
  { field: 'actions', headerName: 'Actions', hideable: false, width: 110, renderCell: (row) => <CompanyRowActions company={row} /> },
];

export function CompaniesListPage() {
  const { user } = useCurrentUser();
  const list = useListParams(COMPANY_FILTER_FIELDS, useSearchParams());
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useCompanies(params);
  const [isCreateOpen, setIsCreateOpen] = useState(false);

  return (
    <Box>
      <PageHeader
        title="Companies"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreateOpen(true)}>
            Create account
          </Button>
        }
      />
      <ListToolbar>
        <SearchBox value={params.search} onSearch={list.setSearch} debounceMs={SEARCH_DEBOUNCE_MS} />
        <FilterPanel fields={COMPANY_FILTER_FIELDS} initialValues={EMPTY_FILTERS} values={params.filters} onSearch={list.setFilters} />
      </ListToolbar>
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              {UI_TEXT.retry}
            </Button>
          }
        >
          {ERROR_MESSAGES.default}
        </Alert>
      ) : null}
      <DataTable<SuperadminCompanyRow>
        aria-label="Companies"
        tableId="superadmin-companies"
        userId={user?.id}
        columns={COLUMNS}
        rows={data?.data ?? []}
        {...listTableProps(list, data?.total)}
        isLoading={isLoading || isValidating}
      />
      {isCreateOpen ? <CreateCompanyDialog open onClose={() => setIsCreateOpen(false)} /> : null}
    </Box>
  );
}
