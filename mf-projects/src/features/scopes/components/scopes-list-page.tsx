// Projects > {id} > Scopes: the project's scopes with status (drafting, pending, not sent, sent),
// vendor, amount, approval state and the caller's unread chat messages (live); search, status filter,
// sort and paging in the URL. New scope follows scope/check-permission (projects.assign on the
// general plan; the sub plan gets the upgrade toast).
import { Badge, Button, Chip, Link, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser, usePermissionToast } from 'shared-auth';
import { COI_MESSAGES, PERMISSIONS, SCOPE_APPROVAL_STATES, SCOPE_SORT_FIELDS, SCOPE_STATUSES, UI_TEXT, type ScopeRow } from 'shared-contract';
import { ListPage, RowActionButton, formatDate, useListParams, type DataTableColumn, type FilterFieldDef } from 'shared-ui';
import { useScopePermission } from '../api/find-scope-permission';
import { useScopes } from '../api/find-scopes';
import { useChatData } from '../../../lib/use-chat-data';
import { SCOPE_PATHS } from '../types/scope-paths';

const TABLE_ID = 'project-scopes';
const STATUS_COLORS = { drafting: 'default', pending: 'warning', not_sent: 'info', sent: 'success' } as const;

export const SCOPE_FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'multiselect', name: 'status', label: 'Status', options: Object.entries(SCOPE_STATUSES).map(([value, label]) => ({ value, label })) },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatAmount = (amount: string | null) => (amount === null ? UI_TEXT.notAvailable : money.format(Number(amount)));

/** A blocked scope (its vendor's certificate of insurance lapsed): the chip names it, the title says why. */
export const CoiLapsedChip = () => (
  <Chip size="small" color="error" variant="outlined" icon={<WarningAmberOutlined />} label={COI_MESSAGES.lapsedChip} title={COI_MESSAGES.lapsedWarning} />
);

function buildColumns(unreadOf: (id: number) => number): DataTableColumn<ScopeRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      sortable: true,
      hideable: false,
      minWidth: 200,
      renderCell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={SCOPE_PATHS.edit(row.project_id, row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          {row.coi_lapsed ? <CoiLapsedChip /> : null}
        </Stack>
      ),
    },
    { field: 'status', headerName: 'Status', sortable: true, renderCell: (row) => <Chip size="small" color={STATUS_COLORS[row.status]} label={row.status_label} /> },
    { field: 'vendor', headerName: 'Vendor', sortable: true, renderCell: (row) => row.vendor_company_name ?? UI_TEXT.notAvailable },
    { field: 'amount', headerName: 'Amount', sortable: true, align: 'right', renderCell: (row) => formatAmount(row.amount) },
    { field: 'work_start_date', headerName: 'Work start date', sortable: true, renderCell: (row) => (row.work_start_date ? formatDate(row.work_start_date) : UI_TEXT.notAvailable) },
    { field: 'approval_state', headerName: 'Approval', renderCell: (row) => SCOPE_APPROVAL_STATES[row.approval_state] },
    {
      field: 'chat',
      headerName: 'Chat',
      width: 80,
      renderCell: (row) => {
        const unread = unreadOf(row.id);
        return unread ? (
          <Badge badgeContent={unread} color="error" aria-label={`${unread} unread messages`}>
            <ChatBubbleOutline fontSize="small" />
          </Badge>
        ) : (
          <Typography variant="body2" color="text.secondary" aria-label="No unread messages">
            0
          </Typography>
        );
      },
    },
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      width: 80,
      renderCell: (row) =>
        row.can.update && row.status !== 'sent' ? <RowActionButton action="edit" label={`Edit ${row.name}`} to={SCOPE_PATHS.edit(row.project_id, row.id)} linkComponent={RouterLink} /> : null,
    },
  ];
}

export function ScopesListPage() {
  const { projectId = '' } = useParams();
  const { user } = useCurrentUser();
  const { showUpgradePlan } = usePermissionToast();
  const list = useListParams(SCOPE_FILTER_FIELDS, useSearchParams(), { sortFields: SCOPE_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useScopes(projectId, list.params);
  const permission = useScopePermission(projectId);
  const rows = data?.data ?? [];
  // The counts follow the chats of the scopes shown: a new message adds one, reading sets it back.
  const unread = useChatData({ projectId }, { liveScopeIds: rows.map((row) => row.id) });
  // The sub plan keeps the button and explains the refusal (the server answers 403 reason plan).
  const isRefusedByPlan = user?.company?.plan === 'sub' && can(user, PERMISSIONS.PROJECTS_ASSIGN) && !permission.can.create;

  return (
    <ListPage<ScopeRow>
      title="Scopes"
      actions={
        permission.can.create ? (
          <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={SCOPE_PATHS.create(projectId)}>
            New scope
          </Button>
        ) : isRefusedByPlan ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => showUpgradePlan()}>
            New scope
          </Button>
        ) : null
      }
      list={list}
      filterFields={SCOPE_FILTER_FIELDS}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Scopes"
      tableId={TABLE_ID}
      userId={user?.id}
      columns={buildColumns(unread.unreadOf)}
      rows={rows}
      total={data?.total}
      isLoading={isLoading || isValidating}
      footer={
        <Stack sx={{ mt: 1 }}>
          {unread.error ? (
            <Typography variant="caption" color="text.secondary">
              Unread chat counts could not be loaded.
            </Typography>
          ) : null}
        </Stack>
      }
    />
  );
}
