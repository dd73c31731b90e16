// Settings > Company Types (SettingCompanyTypes): the company's commitment/company types. The
// enabled ones are what projects offer (settings/company/company-type/enabled); add, rename,
// switch on or off, delete.
import { useState } from 'react';
import { Button, Switch, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, COMPANY_TYPE_MESSAGES as T, type CompanyTypeRow } from 'shared-contract';
import { ListPage, useConfirm, useToast, type DataTableColumn } from 'shared-ui';
import { deleteCompanyType, updateCompanyType, useCompanyTypes } from '../api/company-types';
import { editDeleteColumn } from '../../../lib/edit-delete-column';
import { CompanyTypeDialog } from './company-type-dialog';

export function CompanyTypesPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const types = useCompanyTypes();
  const [editing, setEditing] = useState<CompanyTypeRow | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);

  const toggle = async (type: CompanyTypeRow, enabled: boolean) => {
    setBusyId(type.id);
    try {
      toast.success((await updateCompanyType(type.id, { name: type.name, enabled })).message);
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
    await types.mutate();
    setBusyId(null);
  };

  const remove = async (type: CompanyTypeRow) => {
    if (!(await confirm({ message: T.deleteCompanyTypeConfirm(type.name), confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteCompanyType(type.id));
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
    await types.mutate();
  };

  const columns: DataTableColumn<CompanyTypeRow>[] = [
    { field: 'name', headerName: 'Name', hideable: false, minWidth: 240, renderCell: (row) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.name}</Typography> },
    {
      field: 'enabled',
      headerName: 'Enabled',
      width: 120,
      renderCell: (row) => (
        <Switch checked={row.enabled} disabled={busyId === row.id} onChange={(_, checked) => void toggle(row, checked)} slotProps={{ input: { 'aria-label': `${row.name} enabled` } }} />
      ),
    },
    editDeleteColumn<CompanyTypeRow>({ onEdit: setEditing, onDelete: canDelete ? (row) => void remove(row) : undefined }),
  ];

  // Every type on one unpaged page: no search, sort or paging to keep in the URL.
  return (
    <ListPage<CompanyTypeRow>
      title="Company Types"
      subtitle="The commitment and company types your projects use. Only enabled types are offered when a project is set up."
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add company type
          </Button>
        ) : null
      }
      error={types.error}
      onRetry={() => void types.mutate()}
      aria-label="Company types"
      tableId="settings-company-types"
      userId={user?.id}
      columns={columns}
      rows={types.data ?? []}
      isLoading={types.isLoading}
    >
      {editing ? <CompanyTypeDialog type={editing === 'new' ? null : editing} onSaved={() => types.mutate()} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}
