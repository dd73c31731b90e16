// One section of Company Details (certifications, licenses or offices): the table, add, edit and
// remove (with confirmation). Buttons show only with the matching account configuration key.
import { useState } from 'react';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { normalizeError, usePermissions } from 'shared-auth';
import { ERROR_MESSAGES, SETTINGS_ACCOUNT_ACCESS as ACCESS, SETTINGS_ACCOUNT_MESSAGES as T } from 'shared-contract';
import { DataTable, RowActionButton, formatDate, useConfirm, useToast, type DataTableColumn, saveBlob } from 'shared-ui';
import { fetchCertificationAttachment, removeCompanyRecord, useCompanyRecords, type CompanyRecord } from '../api/company-records';
import type { RecordSectionDef } from '../types/record-fields';
import { RecordFormDialog } from './record-form-dialog';

export function RecordSection({ def }: { def: RecordSectionDef }) {
  const { canAll, user } = usePermissions();
  const toast = useToast();
  const confirm = useConfirm();
  const { data, isLoading, mutate } = useCompanyRecords(def.kind);
  const [editing, setEditing] = useState<CompanyRecord | 'new' | null>(null);
  const canCreate = canAll(ACCESS.companyCreate);
  const canEdit = canAll(ACCESS.companyEdit);
  const canDelete = canAll(ACCESS.companyDelete);
  const nameOf = (row: CompanyRecord) => String(row[def.nameField] ?? '');

  const remove = async (row: CompanyRecord) => {
    if (!(await confirm({ message: T.confirmRemove(def.noun, nameOf(row)), confirmText: 'Remove', danger: true }))) return;
    try {
      const result = await removeCompanyRecord(def.kind, row.id);
      toast.success(result.message);
      await mutate();
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    }
  };

  const download = async (row: CompanyRecord) => {
    try {
      saveBlob(await fetchCertificationAttachment(row.id), String(row.attachment_name ?? 'attachment'));
    } catch {
      toast.error(ERROR_MESSAGES.fileDownloadFailed);
    }
  };

  const columns: DataTableColumn<CompanyRecord>[] = def.fields.map((f) => ({
    field: f.name,
    headerName: f.column ?? f.label,
    minWidth: f.minWidth,
    renderCell:
      f.kind === 'date'
        ? (row) => (row[f.name] ? formatDate(String(row[f.name])) : null)
        : f.kind === 'checkbox'
          ? (row) => (row[f.name] ? 'Yes' : 'No')
          : undefined,
  }));
  if (def.hasAttachment) {
    columns.push({
      field: 'attachment_name',
      headerName: 'File',
      renderCell: (row) =>
        row.attachment_url ? (
          <Link component="button" type="button" onClick={() => void download(row)}>
            {String(row.attachment_name)}
          </Link>
        ) : null,
    });
  }
  if (canEdit || canDelete) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      align: 'right',
      renderCell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {canEdit ? <RowActionButton action="edit" label={`Edit ${def.noun} ${nameOf(row)}`} onClick={() => setEditing(row)} /> : null}
          {canDelete ? <RowActionButton action="delete" label={`Remove ${def.noun} ${nameOf(row)}`} tooltip="Remove" onClick={() => void remove(row)} /> : null}
        </Stack>
      ),
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-label={def.title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {def.title}
        </Typography>
        {canCreate ? (
          <Button startIcon={<AddIcon />} variant="outlined" size="small" onClick={() => setEditing('new')}>
            {def.addLabel}
          </Button>
        ) : null}
      </Box>
      {/* Compact: up to ten columns must fit beside the settings menu at 1366 px. */}
      <DataTable<CompanyRecord>
        aria-label={def.title}
        tableId={`company-details-${def.kind}`}
        userId={user?.id}
        columns={columns}
        rows={data ?? []}
        isLoading={isLoading}
        density="compact"
      />
      {editing ? (
        <RecordFormDialog
          def={def}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
    </Paper>
  );
}
