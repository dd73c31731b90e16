// Companies > {id} > Users: the users of this network company (user search row of 000 section 3),
// with search, sort and paging; a name opens the user's info.
import { Link, Stack } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { NETWORK_ROUTES, NETWORK_USER_SORT_FIELDS, UI_TEXT, type NetworkUserRow } from 'shared-contract';
import { ListPage, UserAvatar, formatPhone, type DataTableColumn, useListParams } from 'shared-ui';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { useCompanyUsers } from '../api/company-details';

export function CompanyUsersTab() {
  const { id = '' } = useParams();
  const { user } = useNetworkGates();
  const list = useListParams([], useSearchParams(), { sortFields: NETWORK_USER_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useCompanyUsers(id, params);

  const columns: DataTableColumn<NetworkUserRow>[] = [
    {
      field: 'full_name',
      headerName: 'Name',
      sortable: true,
      hideable: false,
      minWidth: 200,
      renderCell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <UserAvatar name={row.full_name} src={row.photo} size={28} />
          <Link component={RouterLink} to={NETWORK_ROUTES.companyUser(id, row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.full_name}
          </Link>
        </Stack>
      ),
    },
    { field: 'email', headerName: 'Email', sortable: true },
    { field: 'phone', headerName: 'Phone', sortable: true, renderCell: (row) => (row.phone ? formatPhone(row.phone) : UI_TEXT.notAvailable) },
    { field: 'role', headerName: 'Role', renderCell: (row) => row.role.show_name },
    { field: 'projects_count', headerName: 'Projects', sortable: true, align: 'right' },
    { field: 'task_open_count', headerName: 'Open tasks', sortable: true, align: 'right' },
    { field: 'task_overdue_count', headerName: 'Overdue tasks', sortable: true, align: 'right' },
  ];

  return (
    <ListPage<NetworkUserRow>
      list={list}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Company users"
      tableId="companies-company-users"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
