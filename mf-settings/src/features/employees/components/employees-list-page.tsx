// Settings > Employees (SettingCompanyUsersIndex): the company's users with search, filters,
// sorting and paging; invite, edit and archive where the caller's rights allow.
import { useMemo, useRef, useState } from 'react';
import { Button, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { EMPLOYEE_SORT_FIELDS, SETTINGS_PATHS, PERMISSIONS, UI_TEXT, type EmployeeRow } from 'shared-contract';
import { ListPage, columnVisibilityKey, RowActionButton, UserAvatar, formatDate, formatPhone, type DataTableColumn, useListParams } from 'shared-ui';
import { useEmployees } from '../api/find-employees';
import { useProfessions, useRoles } from '../api/find-reference-lists';
import { useEmployeeActions } from '../hooks/use-employee-actions';
import { EMPLOYEE_FILTER_NAMES, buildEmployeeFilterFields } from '../types/filter-fields';
import { EmailWithBreak } from './email-with-break';
import { EmployeesTabs } from './employees-tabs';
import { InviteEmployeesDialog } from './invite-employees-dialog';

function EmployeeRowActions({ employee }: { employee: EmployeeRow }) {
  const actions = useEmployeeActions();
  return (
    <Stack direction="row" spacing={0.5}>
      {employee.can.edit ? (
        <RowActionButton action="edit" label={`Edit ${employee.full_name}`} to={SETTINGS_PATHS.employeeEdit(employee.id)} linkComponent={RouterLink} />
      ) : null}
      {employee.can.delete && employee.status === 'active' ? (
        <Tooltip title="Archive">
          <IconButton size="small" color="error" aria-label={`Archive ${employee.full_name}`} onClick={() => void actions.archive(employee)}>
            <ArchiveOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {employee.can.delete && employee.status === 'archived' ? (
        <Tooltip title="Restore">
          <IconButton size="small" aria-label={`Restore ${employee.full_name}`} onClick={() => void actions.restore(employee)}>
            <UnarchiveOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

const TABLE_ID = 'settings-employees';
/**
 * Columns hidden until the user shows them with the column chooser: with every column the table is
 * wider than the page beside the settings menu (1400 px). The user's own choice, once made, wins.
 */
export const EMPLOYEE_COLUMNS_HIDDEN_BY_DEFAULT = ['phone'];

function useDefaultHiddenColumns(userId: number | undefined) {
  // Written during render, before the table (a child) reads the stored choice for this user.
  const seededFor = useRef<number | undefined>(undefined);
  if (userId === undefined || seededFor.current === userId) return;
  seededFor.current = userId;
  const key = columnVisibilityKey(TABLE_ID, userId);
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify(EMPLOYEE_COLUMNS_HIDDEN_BY_DEFAULT));
  } catch {
    // Storage blocked: every column shows and the table scrolls sideways.
  }
}

const COLUMNS: DataTableColumn<EmployeeRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    sortable: true,
    hideable: false,
    minWidth: 180,
    renderCell: (row) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <UserAvatar firstName={row.first_name} lastName={row.last_name} src={row.photo} size={32} />
        {row.can.edit ? (
          <Link component={RouterLink} to={SETTINGS_PATHS.employeeEdit(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.full_name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.full_name}
          </Typography>
        )}
        {row.is_me ? <Chip size="small" label="You" /> : null}
        {row.status === 'archived' ? <Chip size="small" color="warning" label="Archived" /> : null}
      </Stack>
    ),
  },
  // The address may break before its @ so that the table fits beside the settings menu.
  { field: 'email', headerName: 'Email', sortable: true, renderCell: (row) => <EmailWithBreak email={row.email} /> },
  { field: 'phone', headerName: 'Phone', renderCell: (row) => (row.phone ? formatPhone(row.phone) : UI_TEXT.notAvailable) },
  { field: 'role', headerName: 'Role', sortable: true, renderCell: (row) => row.role.show_name },
  { field: 'professions', headerName: 'Professions', renderCell: (row) => (row.professions.length ? row.professions.map((p) => p.title).join(', ') : UI_TEXT.notAvailable) },
  { field: 'last_activity', headerName: 'Last activity', sortable: true, renderCell: (row) => (row.last_activity ? formatDate(row.last_activity) : UI_TEXT.notAvailable) },
  { field: 'actions', headerName: 'Actions', hideable: false, width: 96, renderCell: (row) => <EmployeeRowActions employee={row} /> },
];

export function EmployeesListPage() {
  const { user } = useCurrentUser();
  useDefaultHiddenColumns(user?.id);
  const list = useListParams(EMPLOYEE_FILTER_NAMES, useSearchParams(), { sortFields: EMPLOYEE_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useEmployees(params);
  const roles = useRoles();
  const professions = useProfessions();
  const fields = useMemo(() => buildEmployeeFilterFields(roles.data ?? [], professions.data ?? []), [roles.data, professions.data]);
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const canInvite = can(user, PERMISSIONS.EMPLOYEES_CREATE);

  return (
    <ListPage<EmployeeRow>
      title="Employees"
      subtitle="The people of your company, their roles and professions."
      actions={
        canInvite ? (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setIsInviteOpen(true)}>
            Invite employees
          </Button>
        ) : null
      }
      tabs={<EmployeesTabs />}
      list={list}
      filterFields={fields}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Employees"
      tableId={TABLE_ID}
      userId={user?.id}
      columns={COLUMNS}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    >
      {isInviteOpen ? <InviteEmployeesDialog open onClose={() => setIsInviteOpen(false)} /> : null}
    </ListPage>
  );
}
