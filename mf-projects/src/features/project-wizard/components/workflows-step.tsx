// Wizard step 4, workflows: the project's scope and contract approval workflows, chosen from the
// company's Settings workflows of each kind (none allowed), each with its default users picked from
// that workflow's approvers (project/users-for-workflow-field). Next saves both (project/step-4).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { normalizeError, useUnsavedChangesFlag } from 'shared-auth';
import type { ProjectWorkflow, ProjectWorkflowKind, SetupUser, WorkflowOption } from 'shared-contract';
import { LoadErrorState, LoadingState, MultiSelectField, SelectField, useToast } from 'shared-ui';
import { saveStepFour, useStepFourFields, useWorkflowUsers, type StepFourInput } from '../api/wizard-api';

const KIND_LABELS: Record<ProjectWorkflowKind, string> = { scope: 'Scope approval workflow', contract: 'Contract approval workflow' };

type Choice = { workflowId: number | null; users: number[] };
const choiceOf = (workflow: ProjectWorkflow): Choice => ({ workflowId: workflow.workflow?.id ?? null, users: workflow.users.map((u) => u.id) });

function WorkflowSection({ kind, workflows, current, choice, errors, onChange }: { kind: ProjectWorkflowKind; workflows: WorkflowOption[]; current: SetupUser[]; choice: Choice; errors: Record<string, string>; onChange: (choice: Choice) => void }) {
  const approvers = useWorkflowUsers(choice.workflowId);
  const userOptions = useMemo(() => {
    const users = new Map<number, string>();
    for (const u of approvers.data ?? []) users.set(u.id, u.full_name);
    for (const u of current) if (choice.users.includes(u.id)) users.set(u.id, u.full_name);
    return [...users].map(([value, label]) => ({ value, label }));
  }, [approvers.data, current, choice.users]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={KIND_LABELS[kind]}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
        {KIND_LABELS[kind]}
      </Typography>
      <Stack spacing={2}>
        <SelectField
          label="Workflow"
          name={`${kind}_workflow_id`}
          value={choice.workflowId}
          options={workflows.map((w) => ({ value: w.id, label: w.name }))}
          error={errors[`${kind}_workflow_id`]}
          placeholder="No workflow"
          onChange={(v) => onChange({ workflowId: v === null ? null : Number(v), users: [] })}
        />
        <MultiSelectField
          label="Default users"
          name={`${kind}_users`}
          value={choice.users}
          options={userOptions}
          disabled={choice.workflowId === null}
          error={errors[`${kind}_users`]}
          onChange={(v) => onChange({ ...choice, users: v.map(Number) })}
        />
      </Stack>
    </Paper>
  );
}

type WorkflowsStepProps = { projectId: number; actions: ReactNode; onSaved: () => void };

export function WorkflowsStep({ projectId, actions, onSaved }: WorkflowsStepProps) {
  const toast = useToast();
  const { data, error, mutate } = useStepFourFields(projectId);
  const [choices, setChoices] = useState<Record<ProjectWorkflowKind, Choice> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const stored = useMemo(() => (data ? { scope: choiceOf(data.scope), contract: choiceOf(data.contract) } : null), [data]);
  useEffect(() => {
    if (stored) setChoices(stored);
  }, [stored]);
  useUnsavedChangesFlag(Boolean(choices && stored && JSON.stringify(choices) !== JSON.stringify(stored)));

  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!data || !choices) return <LoadingState />;

  const next = async () => {
    const input: StepFourInput = {
      scope_workflow_id: choices.scope.workflowId,
      contract_workflow_id: choices.contract.workflowId,
      scope_users: choices.scope.users,
      contract_users: choices.contract.users,
    };
    setIsSaving(true);
    try {
      const saved = await saveStepFour(projectId, input);
      toast.success(saved.message);
      setErrors({});
      await mutate();
      onSaved();
    } catch (e) {
      const problem = await normalizeError(e);
      const found: Record<string, string> = {};
      for (const [key, message] of Object.entries(problem.errors ?? {})) found[key.replace(/\.\d+$/, '')] = message;
      setErrors(found);
      if (!Object.keys(found).length) toast.error(problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} component="section" aria-label="Workflows">
      <WorkflowSection kind="scope" workflows={data.scope_workflows} current={data.scope.users} choice={choices.scope} errors={errors} onChange={(c) => setChoices({ ...choices, scope: c })} />
      <WorkflowSection kind="contract" workflows={data.contract_workflows} current={data.contract.users} choice={choices.contract} errors={errors} onChange={(c) => setChoices({ ...choices, contract: c })} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <Button variant="contained" onClick={() => void next()} loading={isSaving}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
