// Settings > Project > Requirement Templates (SettingRequirementTemplates): what a scope needs before
// work starts (documents, acknowledgements, insurance), with conditions on the scope's amount and the
// vendor's company type. Each scope's Requirements checklist is made from the active ones.
import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { COI_COVERAGE_TYPES, COMPANY_TYPE_LABELS, PERMISSIONS, REQUIREMENT_MESSAGES as T, type RequirementTemplate } from 'shared-contract';
import { ListPage, useConfirm, useToast, type DataTableColumn } from 'shared-ui';
import { deleteRequirementTemplate, useRequirementTemplates } from '../api/requirement-templates';
import { editDeleteColumn } from '../../../lib/edit-delete-column';
import { RequirementTemplateDialog } from './requirement-template-dialog';

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

/** "Scopes from $50,000 up to $500,000 · Sub Contractor vendors", or "Every scope". */
export function describeConditions(row: Pick<RequirementTemplate, 'min_amount' | 'max_amount' | 'vendor_company_type'>): string {
  const parts: string[] = [];
  if (row.min_amount !== null && row.max_amount !== null) parts.push(`Scopes from ${money(row.min_amount)} up to ${money(row.max_amount)}`);
  else if (row.min_amount !== null) parts.push(`Scopes from ${money(row.min_amount)}`);
  else if (row.max_amount !== null) parts.push(`Scopes up to ${money(row.max_amount)}`);
  if (row.vendor_company_type) parts.push(`${COMPANY_TYPE_LABELS[row.vendor_company_type]} vendors`);
  return parts.length ? parts.join(' · ') : 'Every scope';
}

const describeInsurance = (row: RequirementTemplate) =>
  [
    ...row.coverage_minimums.map((c) => `${COI_COVERAGE_TYPES[c.type as keyof typeof COI_COVERAGE_TYPES] ?? c.type} ≥ ${money(c.min_limit)}`),
    row.additional_insured_required ? 'additional insured' : null,
  ]
    .filter(Boolean)
    .join(', ');

export function RequirementTemplatesPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useRequirementTemplates();
  const [editing, setEditing] = useState<RequirementTemplate | 'new' | null>(null);
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);

  const remove = async (row: RequirementTemplate) => {
    if (!(await confirm({ message: T.deleteConfirm(row.name), confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteRequirementTemplate(row.id));
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
    await list.mutate();
  };

  const columns: DataTableColumn<RequirementTemplate>[] = [
    {
      field: 'name',
      headerName: 'Name',
      hideable: false,
      minWidth: 220,
      renderCell: (row) => (
        <Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {row.document_type === 'certificate-of-insurance' && describeInsurance(row) ? (
            <Typography variant="caption" color="text.secondary">
              {describeInsurance(row)}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    { field: 'document_type', headerName: 'Document type', minWidth: 170, renderCell: (row) => row.document_type_label },
    { field: 'template_name', headerName: 'Template', minWidth: 200, renderCell: (row) => row.template_name ?? '—' },
    { field: 'conditions', headerName: 'Applies to', minWidth: 240, renderCell: (row) => describeConditions(row) },
    { field: 'due_in_days', headerName: 'Due in', width: 100, renderCell: (row) => `${row.due_in_days} ${row.due_in_days === 1 ? 'day' : 'days'}` },
    {
      field: 'active',
      headerName: 'Status',
      width: 110,
      renderCell: (row) => <Chip size="small" label={row.active ? 'Active' : 'Inactive'} color={row.active ? 'success' : 'default'} variant={row.active ? 'filled' : 'outlined'} />,
    },
    editDeleteColumn<RequirementTemplate>({ onEdit: setEditing, onDelete: canDelete ? (row) => void remove(row) : undefined }),
  ];

  return (
    <ListPage<RequirementTemplate>
      title="Requirement Templates"
      subtitle="What a scope needs before work starts: the documents, acknowledgements and insurance each scope's checklist asks of its vendor."
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add requirement template
          </Button>
        ) : null
      }
      error={list.error}
      onRetry={() => void list.mutate()}
      aria-label="Requirement templates"
      tableId="settings-requirement-templates"
      userId={user?.id}
      columns={columns}
      rows={list.data ?? []}
      isLoading={list.isLoading}
    >
      {editing ? <RequirementTemplateDialog requirement={editing === 'new' ? null : editing} onSaved={() => list.mutate()} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}
