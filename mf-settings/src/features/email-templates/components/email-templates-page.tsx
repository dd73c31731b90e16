// Settings > Email Templates (SettingEmailTemplates): the company's e-mail templates, searched and
// paged; open, edit and delete each, create new ones (each action behind its right).
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, SETTINGS_PATHS, EMAIL_TEMPLATE_MESSAGES as T, type EmailTemplate } from 'shared-contract';
import { ListPage, RowActionButton, formatDate, useConfirm, useToast, type DataTableColumn, useListParams } from 'shared-ui';
import { deleteEmailTemplate, isEmailTemplateListKey, useEmailTemplates } from '../api/email-templates';
import { emailTemplatePaths } from '../types/paths';

export function EmailTemplatesPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  // Searched and paged only: no filters and no sort.
  const list = useListParams([], useSearchParams(), { sortFields: [] });
  const { page, perPage, search } = list.params;
  const { data, error, isLoading, isValidating, mutate: reload } = useEmailTemplates({ page, perPage, search });
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canEdit = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);

  const remove = async (template: EmailTemplate) => {
    if (!(await confirm({ message: T.deleteEmailTemplateConfirm(template.name), confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteEmailTemplate(template.id));
      await mutate(isEmailTemplateListKey);
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
  };

  const columns: DataTableColumn<EmailTemplate>[] = [
    {
      field: 'name',
      headerName: 'Name',
      hideable: false,
      minWidth: 220,
      renderCell: (row) => (
        <Link component={RouterLink} to={emailTemplatePaths.show(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'subject', headerName: 'Subject', minWidth: 240 },
    {
      field: 'mail_key',
      headerName: 'Used for',
      renderCell: (row) => (row.mail_key_label ? <Chip size="small" color="primary" variant="outlined" label={row.mail_key_label} /> : <Typography variant="body2">Sent by users</Typography>),
    },
    { field: 'updated_at', headerName: 'Last updated', width: 140, renderCell: (row) => formatDate(row.updated_at) },
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      width: 110,
      renderCell: (row) => (
        <Stack direction="row" spacing={0.5}>
          {canEdit ? <RowActionButton action="edit" label={`Edit ${row.name}`} to={emailTemplatePaths.edit(row.id)} linkComponent={RouterLink} /> : null}
          {canDelete ? <RowActionButton action="delete" label={`Delete ${row.name}`} onClick={() => void remove(row)} /> : null}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage<EmailTemplate>
      title="Email Templates"
      subtitle="The wording of the e-mails your company sends. A template set for a system e-mail (invitations, password resets) replaces its default text."
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={emailTemplatePaths.create}>
            Create template
          </Button>
        ) : null
      }
      list={list}
      error={error}
      onRetry={() => void reload()}
      aria-label="Email templates"
      tableId="settings-email-templates"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      footer={
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Merge fields are listed in <Link component={RouterLink} to={SETTINGS_PATHS.mergeFields}>Merge Fields</Link>.
        </Typography>
      }
    />
  );
}
