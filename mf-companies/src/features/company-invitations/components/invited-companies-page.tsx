// Companies > Invited: the network invitations with status, invite date and link expiry, the invited
// company filter panel, resend (any but accepted) and cancel (pending, after confirmation).
import { useSearchParams } from 'react-router-dom';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { INVITATION_STATUSES, INVITED_COMPANY_SORT_FIELDS, NETWORK_MESSAGES, UI_TEXT, type InvitedCompanyRow } from 'shared-contract';
import { ListPage, formatDate, useConfirm, useToast, type DataTableColumn, useListParams } from 'shared-ui';
import { CompaniesHeader } from '../../../components/companies-header';
import { CompaniesTabs } from '../../../components/companies-tabs';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { cancelInvitation, isInvitationListKey, resendInvitation, useCompanyInvitations } from '../api/invitations';
import { INVITATION_FILTER_FIELDS } from '../types/filter-fields';

const STATUS_COLOURS = { pending: 'info', accepted: 'success', declined: 'error', canceled: 'default', expired: 'warning' } as const;

function InvitationActions({ invitation }: { invitation: InvitedCompanyRow }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const run = async (action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    void mutate(isInvitationListKey).catch(() => undefined);
  };
  return (
    <Stack direction="row" spacing={0.5}>
      {invitation.status !== 'accepted' ? (
        <Tooltip title="Resend">
          <IconButton size="small" aria-label={`Resend the invitation to ${invitation.company_name}`} onClick={() => void run(() => resendInvitation(invitation.id))}>
            <SendOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {invitation.status === 'pending' ? (
        <Tooltip title="Cancel invitation">
          <IconButton
            size="small"
            color="error"
            aria-label={`Cancel the invitation to ${invitation.company_name}`}
            onClick={async () => {
              const ok = await confirm({
                title: 'Cancel invitation',
                message: NETWORK_MESSAGES.cancelConfirm(invitation.company_name),
                confirmText: 'Cancel invitation',
                cancelText: 'Keep',
                danger: true,
              });
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

export function InvitedCompaniesPage() {
  const { user, canAdd } = useNetworkGates();
  const list = useListParams(INVITATION_FILTER_FIELDS, useSearchParams(), { sortFields: INVITED_COMPANY_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useCompanyInvitations(params);

  const columns: DataTableColumn<InvitedCompanyRow>[] = [
    {
      field: 'company_name',
      headerName: 'Company Name',
      sortable: true,
      hideable: false,
      minWidth: 200,
      renderCell: (row) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.company_name}
          </Typography>
          {row.contact_name ? (
            <Typography variant="caption" color="text.secondary">
              {row.contact_name}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    // A request by id goes to the company's administrators, whose addresses the requester does not see.
    { field: 'email', headerName: 'Email', sortable: true, renderCell: (row) => row.email || 'Request to the company' },
    {
      field: 'status',
      headerName: 'Status',
      sortable: true,
      renderCell: (row) => <Chip size="small" color={STATUS_COLOURS[row.status]} label={INVITATION_STATUSES[row.status]} />,
    },
    { field: 'created_at', headerName: 'Invite date', sortable: true, renderCell: (row) => formatDate(row.created_at) },
    {
      field: 'expires_at',
      headerName: 'Link expires',
      sortable: true,
      renderCell: (row) => (
        <Box>
          <Typography variant="body2">{formatDate(row.expires_at)}</Typography>
          {row.status === 'pending' ? (
            <Typography variant="caption" color="text.secondary">
              {row.expires_in === 1 ? 'in 1 day' : `in ${row.expires_in} days`}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { field: 'invited_by', headerName: 'Invited by', renderCell: (row) => row.invited_by ?? UI_TEXT.notAvailable },
    ...(canAdd ? [{ field: 'actions', headerName: 'Actions', hideable: false, width: 100, renderCell: (row: InvitedCompanyRow) => <InvitationActions invitation={row} /> }] : []),
  ];

  return (
    <ListPage<InvitedCompanyRow>
      header={<CompaniesHeader />}
      tabs={<CompaniesTabs />}
      list={list}
      filterFields={INVITATION_FILTER_FIELDS}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Invited companies"
      tableId="companies-invited"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
