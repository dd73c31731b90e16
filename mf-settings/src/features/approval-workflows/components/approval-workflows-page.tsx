// Settings > Contract Approvals (SettingContractApprovals) and Scope Approvals (SettingScopeApproval):
// the company's approval workflows of one kind with their ordered steps of approvers; create, edit,
// copy and delete (the server refuses deleting a workflow a project uses, and says so).
import { useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, APPROVAL_WORKFLOW_MESSAGES as T, type ApprovalWorkflow, type ApprovalWorkflowKind } from 'shared-contract';
import { ListPage, RowActionButton, formatDate, useConfirm, useToast, type DataTableColumn } from 'shared-ui';
import { copyWorkflow, deleteWorkflow, useApprovalWorkflows, useApprovers } from '../api/approval-workflows';
import { ApprovalWorkflowDialog } from './approval-workflow-dialog';

const TEXT: Record<ApprovalWorkflowKind, { title: string; subtitle: string }> = {
  contract: { title: 'Contract Approvals', subtitle: 'Who approves a contract before it is sent for signature, step by step. Projects choose one of these workflows.' },
  scope: { title: 'Scope Approvals', subtitle: 'Who approves a scope of work before it is sent to the vendor, step by step. Projects choose one of these workflows.' },
};

function StepsSummary({ workflow }: { workflow: ApprovalWorkflow }) {
  return (
    <Stack spacing={0.5} sx={{ py: 0.5 }}>
      {workflow.steps.map((step) => (
        <Stack key={step.id} direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 48 }}>
            Step {step.position}
          </Typography>
          {step.approvers.map((a) => (
            <Chip key={a.id} size="small" label={a.full_name} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export function ApprovalWorkflowsPage({ kind }: { kind: ApprovalWorkflowKind }) {
  const { user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const workflows = useApprovalWorkflows(kind);
  const approvers = useApprovers(kind);
  const [editing, setEditing] = useState<ApprovalWorkflow | 'new' | null>(null);
  const canCreate = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE);
  const canDelete = can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE);

  const copy = async (workflow: ApprovalWorkflow) => {
    try {
      toast.success((await copyWorkflow(kind, workflow.id)).message);
      await workflows.mutate();
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
  };

  const remove = async (workflow: ApprovalWorkflow) => {
    if (!(await confirm({ message: T.deleteWorkflowConfirm(workflow.name), confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteWorkflow(kind, workflow.id));
    } catch (e) {
      // e.g. 'This workflow is used by 2 projects and can not be deleted. ...'
      toast.warning((await normalizeError(e)).message);
    }
    await workflows.mutate();
  };

  const columns: DataTableColumn<ApprovalWorkflow>[] = [
    { field: 'name', headerName: 'Name', hideable: false, minWidth: 200, renderCell: (row) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.name}</Typography> },
    { field: 'steps', headerName: 'Steps and approvers', minWidth: 260, renderCell: (row) => <StepsSummary workflow={row} /> },
    { field: 'projects_count', headerName: 'Projects', width: 100, renderCell: (row) => String(row.projects_count) },
    { field: 'updated_at', headerName: 'Last updated', width: 130, renderCell: (row) => formatDate(row.updated_at) },
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      width: 140,
      renderCell: (row) => (
        <Stack direction="row" spacing={0.5}>
          <RowActionButton action="edit" label={`Edit ${row.name}`} onClick={() => setEditing(row)} disabled={!approvers.data} />
          {canCreate ? (
            <Tooltip title="Copy">
              <IconButton size="small" aria-label={`Copy ${row.name}`} onClick={() => void copy(row)}>
                <ContentCopyOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {canDelete ? <RowActionButton action="delete" label={`Delete ${row.name}`} onClick={() => void remove(row)} /> : null}
        </Stack>
      ),
    },
  ];

  const error = workflows.error ?? approvers.error;
  // Every workflow of the kind on one unpaged page: no search, sort or paging to keep in the URL.
  return (
    <ListPage<ApprovalWorkflow>
      title={TEXT[kind].title}
      subtitle={TEXT[kind].subtitle}
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={!approvers.data}>
            Create workflow
          </Button>
        ) : null
      }
      error={error}
      onRetry={() => void Promise.all([workflows.mutate(), approvers.mutate()])}
      aria-label={TEXT[kind].title}
      tableId={`settings-${kind}-approvals`}
      userId={user?.id}
      columns={columns}
      rows={workflows.data ?? []}
      isLoading={workflows.isLoading}
    >
      {editing && approvers.data ? (
        <ApprovalWorkflowDialog kind={kind} workflow={editing === 'new' ? null : editing} approvers={approvers.data} onSaved={() => workflows.mutate()} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
