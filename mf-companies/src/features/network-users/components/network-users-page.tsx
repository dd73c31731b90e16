// Users (/users): the users of every company of the network plus one's own, as user search rows
// (000 section 3), with search, the users filter panel, sort, paging, column choice, export,
// archive (own company's users) and a selection handed to Send communication.
import { useMemo, useRef, useState } from 'react';
import { Button, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { can, normalizeError, useDownloadJob } from 'shared-auth';
import { NETWORK_MESSAGES, NETWORK_ROUTES, NETWORK_USER_SORT_FIELDS, PERMISSIONS, UI_TEXT, type NetworkUserRow, type SendCommunicationRouteState } from 'shared-contract';
import { ListPage, UserAvatar, formatPhone, useConfirm, useToast, type DataTableColumn, type RowId, useListParams } from 'shared-ui';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { archiveUser, startNetworkUsersExport, useNetworkUsers, useProfessions, useReloadNetworkUsers } from '../api/network-users';
import { buildUserFilterFields } from '../types/filter-fields';

function ArchiveButton({ row }: { row: NetworkUserRow }) {
  const confirm = useConfirm();
  const toast = useToast();
  const reload = useReloadNetworkUsers();
  const archive = async () => {
    const ok = await confirm({ title: 'Archive user', message: NETWORK_MESSAGES.archiveConfirm(row.full_name), confirmText: 'Archive', danger: true });
    if (!ok) return;
    try {
      toast.success(await archiveUser(row.id));
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    reload();
  };
  return (
    <Tooltip title="Archive">
      <IconButton size="small" color="error" aria-label={`Archive ${row.full_name}`} onClick={() => void archive()}>
        <ArchiveOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The names only (professions load later), to read the list's filters from the URL at once. */
const USER_FILTER_NAMES = buildUserFilterFields([]);

const count = (field: keyof NetworkUserRow, headerName: string): DataTableColumn<NetworkUserRow> => ({ field, headerName, sortable: true, align: 'right' });

export function NetworkUsersPage() {
  const { user, canCommunicate } = useNetworkGates();
  const navigate = useNavigate();
  const downloadJob = useDownloadJob();
  const list = useListParams(USER_FILTER_NAMES, useSearchParams(), { sortFields: NETWORK_USER_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useNetworkUsers(params);
  const professions = useProfessions();
  const fields = useMemo(() => buildUserFilterFields(professions.data ?? []), [professions.data]);
  const [isExporting, setIsExporting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  // Rows seen on any page, so a selection spanning pages can be handed over with names.
  const seen = useRef(new Map<RowId, NetworkUserRow>());
  for (const row of data?.data ?? []) seen.current.set(row.id, row);

  const canArchive = can(user, PERMISSIONS.EMPLOYEES_DELETE);

  const columns: DataTableColumn<NetworkUserRow>[] = [
    {
      field: 'full_name',
      headerName: 'Name',
      sortable: true,
      hideable: false,
      minWidth: 220,
      renderCell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar firstName={row.first_name} lastName={row.last_name} src={row.photo} size={32} />
          {row.is_own_company ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.full_name}
            </Typography>
          ) : (
            <Link component={RouterLink} to={NETWORK_ROUTES.companyUser(row.company_id, row.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {row.full_name}
            </Link>
          )}
          {row.id === user?.id ? <Chip size="small" label="You" /> : null}
        </Stack>
      ),
    },
    {
      field: 'company_name',
      headerName: 'Company',
      sortable: true,
      renderCell: (row) =>
        row.is_own_company ? (
          row.company_name
        ) : (
          <Link component={RouterLink} to={NETWORK_ROUTES.company(row.company_id)} underline="hover">
            {row.company_name}
          </Link>
        ),
    },
    { field: 'email', headerName: 'Email', sortable: true },
    { field: 'phone', headerName: 'Phone', sortable: true, renderCell: (row) => (row.phone ? formatPhone(row.phone) : UI_TEXT.notAvailable) },
    { field: 'professions', headerName: 'Professions', renderCell: (row) => (row.professions.length ? row.professions.map((p) => p.title).join(', ') : UI_TEXT.notAvailable) },
    count('projects_count', 'Projects'),
    count('task_open_count', 'Open tasks'),
    count('task_overdue_count', 'Overdue tasks'),
    ...(canArchive
      ? [
          {
            field: 'actions',
            headerName: 'Actions',
            hideable: false,
            width: 90,
            // An empty element, not null: the table writes N/A into an empty cell, which reads as data here.
            renderCell: (row: NetworkUserRow) => (row.is_own_company && row.id !== user?.id ? <ArchiveButton row={row} /> : <></>),
          },
        ]
      : []),
  ];

  const runExport = async () => {
    setIsExporting(true);
    try {
      await downloadJob(() => startNetworkUsersExport(params));
    } catch {
      // The download toast has shown the failure.
    } finally {
      setIsExporting(false);
    }
  };

  const openSendCommunication = () => {
    const recipients = selectedIds
      .map((id) => seen.current.get(id))
      .filter((row): row is NetworkUserRow => !!row && row.id !== user?.id)
      .map((row) => ({ id: row.id, full_name: row.full_name, email: row.email, company_name: row.company_name }));
    const state: SendCommunicationRouteState = { recipients };
    navigate(NETWORK_ROUTES.sendCommunication, { state });
  };

  return (
    <ListPage<NetworkUserRow>
      title="Network Users"
      subtitle="The people of your company and of the companies in your network."
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void runExport()} disabled={isExporting}>
            Export
          </Button>
          {canCommunicate ? (
            <Button variant="contained" startIcon={<ForwardToInboxOutlined />} onClick={openSendCommunication}>
              {selectedIds.length ? `Send communication (${selectedIds.length})` : 'Send communication'}
            </Button>
          ) : null}
        </Stack>
      }
      list={list}
      filterFields={fields}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Network users"
      tableId="network-users"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      isSelectable={canCommunicate}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
    />
  );
}
