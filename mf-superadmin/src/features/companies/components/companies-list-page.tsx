// The operator's company list (/superadmin/company): search, filters, create account, sortable paged table.
import { useState } from 'react';
import { Box, Button, Chip, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { COMPANY_STATUSES, ROUTES, type SuperadminCompanyRow } from 'shared-contract';
import { ListPage, formatDate, type DataTableColumn, useListParams } from 'shared-ui';
import { useCompanies } from '../api/find-companies';
import { COMPANY_FILTER_FIELDS } from '../types/company-filter-fields';
import { COMPANY_SORT_COLUMNS } from '../types/company-list';
import { CompanyRowActions } from './company-row-actions';
import { CreateCompanyDialog } from './create-company-dialog';


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
  const list = useListParams(COMPANY_FILTER_FIELDS, useSearchParams(), { sortFields: COMPANY_SORT_COLUMNS });
  const { data, error, isLoading, isValidating, mutate } = useCompanies(list.params);
  const [isCreateOpen, setIsCreateOpen] = useState(false);

  return (
    <ListPage<SuperadminCompanyRow>
      title="Companies"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreateOpen(true)}>
          Create account
        </Button>
      }
      list={list}
      filterFields={COMPANY_FILTER_FIELDS}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Companies"
      tableId="superadmin-companies"
      userId={user?.id}
      columns={COLUMNS}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    >
      {isCreateOpen ? <CreateCompanyDialog open onClose={() => setIsCreateOpen(false)} /> : null}
    </ListPage>
  );
}
