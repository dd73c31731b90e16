// Projects > {id} > Scopes > new and {scopeId} (edit): the scope form, its attachments and approval
// round, and the chat beside them when the app gives one (the `chat` slot). Gates (000 section 6):
// projects.assign creates and edits (the scope's per-item flags), approvers act in the round; the
// vendor and anyone without the flags read it only; the sub plan gets the upgrade toast.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { can, normalizeError, usePermissionToast, useCurrentUser } from 'shared-auth';
import { COI_MESSAGES, ERROR_MESSAGES, PERMISSIONS, UI_TEXT, type ScopeDetails } from 'shared-contract';
import { LoadErrorState, LoadingState, PageHeader, useBreadcrumbLabel, useConfirm, useToast } from 'shared-ui';
import { useScope } from '../api/find-scope';
import { useScopePermission } from '../api/find-scope-permission';
import { isScopeListKey } from '../api/find-scopes';
import { createScope, deleteScope, updateScope } from '../api/save-scope';
import { SCOPE_PATHS } from '../types/scope-paths';
import { ScopeApprovalsPanel } from './scope-approvals-panel';
import { ScopeAttachmentsPanel } from './scope-attachments-panel';
import { ScopeCustomFieldsPanel } from './scope-custom-fields-panel';
import { ScopeForm, type ScopeFormValues } from './scope-form';
import { ScopeRequirementsPanel } from './scope-requirements-panel';

export type ScopePageProps = {
  /** The scope's chat, composed by the app (features do not import each other). */
  chat?: ReactNode;
};

function BackToScopes({ projectId }: { projectId: string }) {
  return (
    <Link component={RouterLink} to={SCOPE_PATHS.list(projectId)} underline="hover" variant="body2">
      Scopes
    </Link>
  );
}

export function NewScopePage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const permission = useScopePermission(projectId);
  const { mutate } = useSWRConfig();

  if (permission.error) return <LoadErrorState error={permission.error} onRetry={() => void permission.mutate()} />;
  if (!permission.data) return <LoadingState />;
  if (!permission.can.create) {
    return (
      <Box>
        <PageHeader title="New scope" breadcrumbs={<BackToScopes projectId={projectId} />} />
        <Alert severity="info">{ERROR_MESSAGES.noPermissionPage}</Alert>
      </Box>
    );
  }

  const save = async (values: ScopeFormValues, files: File[]) => {
    try {
      const { data, message } = await createScope(Number(projectId), values, files);
      toast.success(message);
      await mutate(isScopeListKey);
      navigate(SCOPE_PATHS.edit(projectId, data.id), { replace: true });
      return null;
    } catch (e) {
      return normalizeError(e);
    }
  };

  return (
    <Box>
      <PageHeader title="New scope" breadcrumbs={<BackToScopes projectId={projectId} />} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <ScopeForm readOnly={false} onSubmit={save} onProblemText={(text) => toast.error(text)} onCancel={() => navigate(SCOPE_PATHS.list(projectId))} />
      </Paper>
    </Box>
  );
}

export function EditScopePage({ chat }: ScopePageProps) {
  const { projectId = '', scopeId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useCurrentUser();
  const { showUpgradePlan } = usePermissionToast();
  const { data: scope, error, mutate } = useScope(scopeId);
  const { mutate: globalMutate } = useSWRConfig();
  useBreadcrumbLabel(SCOPE_PATHS.edit(projectId, scopeId), scope?.name);
  const isSubPlan = user?.company?.plan === 'sub';

  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!scope) return <LoadingState />;

  const canChange = scope.can.update && scope.status !== 'sent';
  // The sub plan refuses every change (403 reason plan): say so and offer the upgrade.
  const isRefusedByPlan = isSubPlan && !scope.is_external && can(user, PERMISSIONS.PROJECTS_ASSIGN);
  const refresh = async (next?: ScopeDetails) => {
    await mutate(next, { revalidate: next === undefined });
    await globalMutate(isScopeListKey);
  };

  const save = async (values: ScopeFormValues, files: File[]) => {
    try {
      const { data, message } = await updateScope(scope.id, values, files);
      toast.success(message);
      await refresh(data);
      return null;
    } catch (e) {
      return normalizeError(e);
    }
  };

  const remove = async () => {
    if (isSubPlan) return void showUpgradePlan();
    if (!(await confirm({ title: 'Delete scope', message: `Delete the scope "${scope.name}" with its attachments? This cannot be undone.`, confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteScope(scope.id));
      await globalMutate(isScopeListKey);
      navigate(SCOPE_PATHS.list(projectId), { replace: true });
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  return (
    <Box>
      <PageHeader
        title={scope.name}
        subtitle={scope.is_external ? `${scope.company_name} · ${scope.project_name}` : undefined}
        breadcrumbs={<BackToScopes projectId={projectId} />}
        actions={
          <>
            <Chip label={scope.status_label} />
            {scope.can.delete && scope.status !== 'sent' ? (
              <Button color="error" variant="outlined" onClick={() => void remove()}>
                Delete
              </Button>
            ) : null}
            {!scope.is_external && scope.status !== 'drafting' && scope.status !== 'pending' && can(user, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE) ? (
              <Button component={RouterLink} to={SCOPE_PATHS.tasks(projectId, scope.id)}>
                Tasks
              </Button>
            ) : null}
          </>
        }
      />
      {scope.coi_lapsed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {COI_MESSAGES.lapsedWarning}
        </Alert>
      ) : null}
      {canChange ? null : (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            isRefusedByPlan ? (
              <Button color="inherit" size="small" onClick={() => showUpgradePlan()}>
                {UI_TEXT.upgradeNow}
              </Button>
            ) : undefined
          }
        >
          {scope.is_external
            ? 'You are the vendor of this scope: you can read it and take part in its chat.'
            : scope.status === 'sent'
              ? 'A sent scope can not be changed.'
              : isRefusedByPlan
                ? 'Your plan does not allow changing scopes.'
                : 'You can read this scope but not change it.'}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 2, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
              Details
            </Typography>
            <ScopeForm scope={scope} readOnly={!canChange} onSubmit={save} onProblemText={(text) => toast.error(text)} onCancel={() => navigate(SCOPE_PATHS.list(projectId))} />
          </Paper>
          {scope.is_external ? null : <ScopeCustomFieldsPanel scope={scope} canChange={canChange} onChanged={() => refresh()} />}
          <ScopeAttachmentsPanel scope={scope} canChange={canChange} onChanged={() => refresh()} />
          <ScopeRequirementsPanel scope={scope} />
          {scope.is_external ? null : <ScopeApprovalsPanel scope={scope} canSubmit={canChange} isSubPlan={isSubPlan} onChanged={refresh} />}
        </Stack>
        {chat ? <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{chat}</Box> : null}
      </Stack>
    </Box>
  );
}
