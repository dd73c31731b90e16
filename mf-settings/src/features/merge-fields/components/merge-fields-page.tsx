// Settings > Merge Fields (SettingDocumentTemplate): the system merge fields and the company's own,
// with types; search, type and origin filters, sorting, paging; add, edit, delete the company's
// fields (each action behind its account_configuration right) and export them all as a file.
import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser, useDownloadJob } from 'shared-auth';
import { MERGE_FIELD_TYPES, MERGE_FIELD_TYPE_LABELS, PERMISSIONS, MERGE_FIELD_MESSAGES as T, UI_TEXT, type MergeField, type MergeFieldType } from 'shared-contract';
import { ListPage, RowActionButton, useConfirm, useToast, type DataTableColumn, type FilterFieldDef, useListParams } from 'shared-ui';
import { deleteMergeField, startMergeFieldsExport, isMergeFieldListKey, useMergeFieldPage, type MergeFieldListParams } from '../api/merge-fields';
import { MergeFieldDialog } from './merge-field-dialog';

type Origin = MergeFieldListParams['origin'];
const ORIGINS: Record<Exclude<Origin, ''>, string> = { system: 'System', company: 'Company' };
const SORT_FIELDS: readonly MergeFieldListParams['sortField'][] = ['name', 'type', 'origin'];
/** The type and origin choices, as list filters (filter[type], filter[origin] in the URL); shown as the two selects below. */
const FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'select', name: 'type', label: 'Type', options: MERGE_FIELD_TYPES.map((type) => ({ value: type, label: MERGE_FIELD_TYPE_LABELS[type] })) },
  { type: 'select', name: 'origin', label: 'Origin', options: Object.entries(ORIGINS).map(([value, label]) => ({ value, label })) },
];
const LIST_OPTIONS = { sortFields: SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' as const } };

export function MergeFieldsPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const list = useListParams(FILTER_FIELDS, useSearchParams(), LIST_OPTIONS);
  const { filters } = list.params;
  const type = (filters.type ?? '') as MergeFieldType | '';
  const origin = (filters.origin ?? '') as Origin;
  const params: MergeFieldListParams = {
    page: list.params.page,
    perPage: list.params.perPage,
    search: list.params.search,
    type,
    origin,
    sortField: (list.params.sortField ?? 'name') as MergeFieldListParams['sortField'],
    sortDirection: list.params.sortDirection,
  };
  const [editing, setEditing] = useState<MergeField | 'new' | null>(null);
  const { data, error, isLoading, isValidating, mutate: reload } = useMergeFieldPage(params);
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canEdit = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);
  const setFilter = (name: 'type' | 'origin', value: string) => {
    const next = { ...filters };
    if (value) next[name] = value;
    else delete next[name];
    list.setFilters(next);
  };

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
    <ListPage<MergeField>
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
      list={list}
      toolbarExtra={
        <>
          <TextField select size="small" label="Type" value={type} onChange={(e) => setFilter('type', e.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="">All types</MenuItem>
            {MERGE_FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {MERGE_FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Origin" value={origin} onChange={(e) => setFilter('origin', e.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="">System and company</MenuItem>
            <MenuItem value="system">{ORIGINS.system}</MenuItem>
            <MenuItem value="company">{ORIGINS.company}</MenuItem>
          </TextField>
        </>
      }
      error={error}
      onRetry={() => void reload()}
      aria-label="Merge fields"
      tableId="settings-merge-fields"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    >
      {editing ? <MergeFieldDialog field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}
