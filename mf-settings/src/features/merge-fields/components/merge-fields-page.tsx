// Settings > Merge Fields (SettingDocumentTemplate): the system merge fields and the company's own,
// with types; search, type and origin filters, sorting, paging; add, edit, delete the company's
// fields (each action behind its account_configuration right) and export them all as a file.
import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser, useDownloadJob } from 'shared-auth';
import { MERGE_FIELD_TYPES, MERGE_FIELD_TYPE_LABELS, PERMISSIONS, SEARCH_DEBOUNCE_MS, SETTINGS_TEMPLATES_MESSAGES as T, UI_TEXT, type MergeField, type MergeFieldType } from 'shared-contract';
import { DataTable, PageHeader, RowActionButton, SearchBox, useConfirm, useToast, type DataTableColumn, type SortDirection, LoadErrorState } from 'shared-ui';
import { deleteMergeField, startMergeFieldsExport, isMergeFieldListKey, useMergeFieldPage, type MergeFieldListParams } from '../api/merge-fields';
import { MergeFieldDialog } from './merge-field-dialog';

const INITIAL_PARAMS: MergeFieldListParams = { page: 1, perPage: 10, search: '', type: '', origin: '', sortField: 'name', sortDirection: 'asc' };

export function MergeFieldsPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useState(INITIAL_PARAMS);
  const [editing, setEditing] = useState<MergeField | 'new' | null>(null);
  const { data, error, isLoading, isValidating, mutate: reload } = useMergeFieldPage(params);
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canEdit = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);
  const change = (patch: Partial<MergeFieldListParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));

  const remove = async (field: MergeField) => {
    if (!(await confirm({ message: T.deleteMergeFieldConfirm(field.name), confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteMergeField(field.id));
      await mutate(isMergeFieldListKey);
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
  };

  const downloadJob = useDownloadJob();
  const download = () => void downloadJob(startMergeFieldsExport).catch(() => undefined);

  const columns: DataTableColumn<MergeField>[] = [
    {
      field: 'name',
      headerName: 'Merge field',
      sortable: true,
      hideable: false,
      minWidth: 240,
      renderCell: (row) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {row.placeholder}
        </Typography>
      ),
    },
    { field: 'type', headerName: 'Type', sortable: true, width: 120, renderCell: (row) => row.type_label },
    {
      field: 'origin',
      headerName: 'Origin',
      sortable: true,
      width: 120,
      renderCell: (row) => <Chip size="small" variant="outlined" color={row.is_system ? 'default' : 'primary'} label={row.is_system ? 'System' : 'Company'} />,
    },
    { field: 'description', headerName: 'Description', renderCell: (row) => row.description || UI_TEXT.notAvailable },
    { field: 'default_value', headerName: 'Default value', renderCell: (row) => row.default_value || UI_TEXT.notAvailable },
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      width: 110,
      renderCell: (row) =>
        row.is_system ? (
          <Typography variant="caption" color="text.secondary">
            Read-only
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.5}>
            {canEdit ? <RowActionButton action="edit" label={`Edit ${row.name}`} onClick={() => setEditing(row)} /> : null}
            {canDelete ? <RowActionButton action="delete" label={`Delete ${row.name}`} onClick={() => void remove(row)} /> : null}
          </Stack>
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Merge Fields"
        subtitle="Placeholders in double braces that templates, e-mails and document names fill in. Type {{ in an editor to insert one."
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={download}>
              Export
            </Button>
            {canCreate ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                Add merge field
              </Button>
            ) : null}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SearchBox value={params.search} onSearch={(search) => change({ search })} debounceMs={SEARCH_DEBOUNCE_MS} />
        <TextField select size="small" label="Type" value={params.type} onChange={(e) => change({ type: e.target.value as MergeFieldType | '' })} sx={{ minWidth: 160 }}>
          <MenuItem value="">All types</MenuItem>
          {MERGE_FIELD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {MERGE_FIELD_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Origin" value={params.origin} onChange={(e) => change({ origin: e.target.value as MergeFieldListParams['origin'] })} sx={{ minWidth: 160 }}>
          <MenuItem value="">System and company</MenuItem>
          <MenuItem value="system">System</MenuItem>
          <MenuItem value="company">Company</MenuItem>
        </TextField>
      </Box>
      {error ? <LoadErrorState error={error} onRetry={() => void reload()} /> : null}
      <DataTable<MergeField>
        aria-label="Merge fields"
        tableId="settings-merge-fields"
        userId={user?.id}
        columns={columns}
        rows={data?.data ?? []}
        sortField={params.sortField}
        sortDirection={params.sortDirection}
        onSortChange={(field: string, direction: SortDirection) => change({ sortField: field as MergeFieldListParams['sortField'], sortDirection: direction === 'desc' ? 'desc' : 'asc' })}
        page={params.page}
        perPage={params.perPage}
        total={data?.total ?? 0}
        onPageChange={(page) => setParams((p) => ({ ...p, page }))}
        onPerPageChange={(perPage) => change({ perPage })}
        isLoading={isLoading || isValidating}
        isSearchActive={Boolean(params.search || params.type || params.origin)}
      />
      {editing ? <MergeFieldDialog field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
