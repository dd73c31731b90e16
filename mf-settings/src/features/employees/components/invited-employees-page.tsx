// Settings > Employees > Invited employees: the invitations with their status (reference book),
// a status filter, resend (pending or expired) and cancel (pending, after confirmation).
import { useSearchParams } from 'react-router-dom';
import { useMemo } from 'react';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { INVITATION_SORT_FIELDS, INVITE_EMPLOYEE_STATUSES, PEOPLE_MESSAGES, PERMISSIONS, UI_TEXT, type InvitedEmployeeRow } from 'shared-contract';
import { ListPage, formatDate, useConfirm, useToast, type DataTableColumn, useListParams } from 'shared-ui';
import { isInvitationListKey, useInvitations } from '../api/find-invitations';
import { useInviteStatuses } from '../api/find-reference-lists';
import { cancelInvitation, resendInvitation } from '../api/update-invitation';
import { INVITATION_FILTER_NAMES, buildInvitationFilterFields } from '../types/filter-fields';
import { EmployeesTabs } from './employees-tabs';
import { EmailWithBreak } from './email-with-break';

const STATUS_COLOURS = { pending: 'info', accepted: 'success', expired: 'warning', canceled: 'default' } as const;

function InvitationActions({ invitation }: { invitation: InvitedEmployeeRow }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const run = async (action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    await mutate(isInvitationListKey);
  };
  const canResend = invitation.status === 'pending' || invitation.status === 'expired';
  return (
    <Stack direction="row" spacing={0.5}>
      {canResend ? (
        <Tooltip title="Resend">
          <IconButton size="small" aria-label={`Resend the invitation to ${invitation.email}`} onClick={() => void run(() => resendInvitation(invitation.id))}>
            <SendOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {invitation.status === 'pending' ? (
        <Tooltip title="Cancel invitation">
          <IconButton
            size="small"
            color="error"
            aria-label={`Cancel the invitation to ${invitation.email}`}
            onClick={async () => {
              const ok = await confirm({ title: 'Cancel invitation', message: PEOPLE_MESSAGES.cancelInvitationConfirm(invitation.email), confirmText: 'Cancel invitation', cancelText: 'Keep', danger: true });
              if (ok) await run(() => cancelInvitation(invitation.id));
            }}
          >
            <CancelOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function InvitedEmployeesPage() {
  const { user } = useCurrentUser();
  const list = useListParams(INVITATION_FILTER_NAMES, useSearchParams(), { sortFields: INVITATION_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useInvitations(params);
  const statuses = useInviteStatuses();
  const fields = useMemo(() => buildInvitationFilterFields(statuses.data ?? []), [statuses.data]);
  const canManage = can(user, PERMISSIONS.EMPLOYEES_CREATE);
  const statusTitle = (key: InvitedEmployeeRow['status']) => statuses.data?.find((s) => s.key === key)?.title ?? INVITE_EMPLOYEE_STATUSES[key];

  const columns: DataTableColumn<InvitedEmployeeRow>[] = [
    { field: 'email', headerName: 'Email', sortable: true, hideable: false, minWidth: 200, renderCell: (row) => <EmailWithBreak email={row.email} /> },
    { field: 'role', headerName: 'Role', sortable: true, renderCell: (row) => row.role.show_name },
    { field: 'invited_by', headerName: 'Invited by', renderCell: (row) => row.invited_by ?? UI_TEXT.notAvailable },
    { field: 'created_at', headerName: 'Sent', sortable: true, renderCell: (row) => formatDate(row.created_at) },
    { field: 'expires_at', headerName: 'Expires', sortable: true, renderCell: (row) => formatDate(row.expires_at) },
    { field: 'status', headerName: 'Status', sortable: true, renderCell: (row) => <Chip size="small" color={STATUS_COLOURS[row.status]} label={statusTitle(row.status)} /> },
    ...(canManage ? [{ field: 'actions', headerName: 'Actions', hideable: false, width: 110, renderCell: (row: InvitedEmployeeRow) => <InvitationActions invitation={row} /> }] : []),
  ];

  return (
    <ListPage<InvitedEmployeeRow>
      title="Employees"
      subtitle="Invitations sent to new employees."
      tabs={<EmployeesTabs />}
      list={list}
      filterFields={fields}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Invited employees"
      tableId="settings-invited-employees"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
