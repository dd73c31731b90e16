// The subsidiary manager (001 sections 2 and 5): 'Add Subsidiary', edit and delete per row, the
// attachment download; a sub-plan account sees an upgrade prompt instead of the editor.
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeError, usePermissions } from 'shared-auth';
import { ERROR_MESSAGES, SETTINGS_ACCOUNT_ACCESS as ACCESS, SETTINGS_ACCOUNT_MESSAGES as T, SETTINGS_PATHS, UI_TEXT, toWebsiteHref } from 'shared-contract';
import { DataTable, useConfirm, useToast, type DataTableColumn, saveBlob } from 'shared-ui';
import { deleteSubsidiary, fetchSubsidiaryAttachment, useCompanyContacts, useSubsidiaries, type SubsidiaryRow } from '../api/subsidiaries';
import { SubsidiaryDialog } from './subsidiary-dialog';

function UpgradePrompt() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={SETTINGS_PATHS.accountDetails} color="inherit" size="small">
          {UI_TEXT.upgradeNow}
        </Button>
      }
    >
      <AlertTitle>{T.subsidiaryUpgradeTitle}</AlertTitle>
      {T.subsidiaryUpgradeBody}
    </Alert>
  );
}

export function SubsidiaryManager({ isGeneralPlan }: { isGeneralPlan: boolean }) {
  const { canAll, user } = usePermissions();
  const toast = useToast();
  const confirm = useConfirm();
  const { data, isLoading, mutate } = useSubsidiaries(isGeneralPlan);
  const canCreate = canAll(ACCESS.companyCreate);
  const canEdit = canAll(ACCESS.companyEdit);
  const canDelete = canAll(ACCESS.companyDelete);
  const contacts = useCompanyContacts(isGeneralPlan && (canCreate || canEdit));
  const [editing, setEditing] = useState<SubsidiaryRow | 'new' | null>(null);

  const download = async (row: SubsidiaryRow) => {
    try {
      saveBlob(await fetchSubsidiaryAttachment(row.id), row.attachment_name ?? `${row.name}-attachment`);
    } catch {
      toast.error(ERROR_MESSAGES.fileDownloadFailed);
    }
  };

  const remove = async (row: SubsidiaryRow) => {
    if (!(await confirm({ message: UI_TEXT.confirmDeleteSubsidiary(row.name), confirmText: 'Delete', danger: true }))) return;
    try {
      const result = await deleteSubsidiary(row.id);
      toast.success(result.message);
      await mutate();
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
  };

  const columns: DataTableColumn<SubsidiaryRow>[] = [
    { field: 'name', headerName: 'Company name', hideable: false },
    { field: 'dba', headerName: 'DBA' },
    {
      field: 'website',
      headerName: 'Website',
      renderCell: (row) => (row.website ? <a href={toWebsiteHref(row.website)} target="_blank" rel="noreferrer">{row.website}</a> : null),
    },
    { field: 'tax', headerName: 'Tax ID' },
    { field: 'primary_contact_name', headerName: 'Primary contact' },
    { field: 'assignee_name', headerName: 'Default assignee' },
    { field: 'signer_name', headerName: 'Default signer' },
    {
      field: 'attachment_path',
      headerName: 'File',
      renderCell: (row) =>
        row.attachment_path ? (
          <Tooltip title={row.attachment_name ?? 'Download'}>
            <IconButton size="small" aria-label={`Download the file of ${row.name}`} onClick={() => void download(row)}>
              <AttachFile fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      align: 'right',
      renderCell: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {canEdit ? (
            <IconButton size="small" aria-label={`Edit subsidiary ${row.name}`} onClick={() => setEditing(row)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          ) : null}
          {canDelete ? (
            <IconButton size="small" aria-label={`Delete subsidiary ${row.name}`} onClick={() => void remove(row)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      ),
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Subsidiary Companies" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Subsidiary Companies
        </Typography>
        {isGeneralPlan && canCreate ? (
          <Button startIcon={<AddIcon />} variant="outlined" size="small" onClick={() => setEditing('new')}>
            Add Subsidiary
          </Button>
        ) : null}
      </Box>
      {isGeneralPlan ? (
        <DataTable<SubsidiaryRow> aria-label="Subsidiary Companies" tableId="company-details-subsidiaries" userId={user?.id} columns={columns} rows={data ?? []} isLoading={isLoading} />
      ) : (
        <UpgradePrompt />
      )}
      {editing ? (
        <SubsidiaryDialog
          row={editing === 'new' ? null : editing}
          contacts={contacts.data ?? []}
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
