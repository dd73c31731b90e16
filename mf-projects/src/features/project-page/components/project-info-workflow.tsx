// Info > Scope workflow / Contract workflow: the project's approval workflow of that kind (one of
// the company's Settings workflows, or none) and its default users; Change (set-workflow) where the
// caller may change the project, validated with the shared rule, the server's 422 on its field.
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Formik, type FormikHelpers } from 'formik';
import { useOutletContext } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { normalizeError, useCurrentUser, usePermissionToast } from 'shared-auth';
import { setWorkflowSchema, type ProjectWorkflowKind, type SetupUser, type StepFourFields } from 'shared-contract';
import { EmptyState, FormSubmitButton, LoadErrorState, LoadingState, MultiSelectField, SelectField, useSchemaValidation, useToast } from 'shared-ui';
import { isProjectActivityKey } from '../api/project-activity';
import { setProjectWorkflow, useProjectWorkflows, useWorkflowUsers, workflowsKey } from '../api/workflows';
import type { ProjectOutletContext } from './project-layout';

const TITLES: Record<ProjectWorkflowKind, string> = { scope: 'Scope workflow', contract: 'Contract workflow' };
const DESCRIPTIONS: Record<ProjectWorkflowKind, string> = {
  scope: 'Scopes of this project sent for approval go through this workflow.',
  contract: 'Contracts of this project sent for approval go through this workflow.',
};

type Values = { project_id: number; type: ProjectWorkflowKind; workflow_id: number | null; users: number[] };

export function ProjectInfoWorkflow({ kind }: { kind: ProjectWorkflowKind }) {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { data, error, isLoading, mutate } = useProjectWorkflows(project.id);
  const { user } = useCurrentUser();
  const { showUpgradePlan } = usePermissionToast();
  const [isEditing, setIsEditing] = useState(false);
  const canChange = project.can.update;
  const isSubPlanBlocked = !canChange && !project.is_external && project.status === 'active' && user?.company?.plan === 'sub';

  if (isLoading) return <LoadingState />;
  if (error || !data) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  const current = data[kind];

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h2">
          {TITLES[kind]}
        </Typography>
        {!isEditing && (canChange || isSubPlanBlocked) ? (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => (canChange ? setIsEditing(true) : showUpgradePlan())}>
            Change
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DESCRIPTIONS[kind]}
      </Typography>
      {isEditing ? (
        <WorkflowForm projectId={project.id} kind={kind} fields={data} onDone={() => setIsEditing(false)} />
      ) : (
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle2">Workflow</Typography>
            <Typography>{current.workflow?.name ?? 'No workflow: items are not sent for approval.'}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2">Default users</Typography>
            {current.users.length ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label="Default users" style={{ padding: 0, margin: 0, listStyle: 'none' }}>
                {current.users.map((u) => (
                  <li key={u.id}>
                    <Chip label={`${u.full_name} (${u.email})`} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">None</Typography>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}

function WorkflowForm({ projectId, kind, fields, onDone }: { projectId: number; kind: ProjectWorkflowKind; fields: StepFourFields; onDone: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { validate, showProblem } = useSchemaValidation<Values>(setWorkflowSchema);
  const workflows = kind === 'scope' ? fields.scope_workflows : fields.contract_workflows;
  const current = fields[kind];
  const initialValues: Values = { project_id: projectId, type: kind, workflow_id: current.workflow?.id ?? null, users: current.users.map((u) => u.id) };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      toast.success(await setProjectWorkflow(projectId, kind, values.workflow_id, values.users));
      await Promise.all([mutate(workflowsKey(projectId)), mutate(isProjectActivityKey)]);
      onDone();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  if (workflows.length === 0) {
    return (
      <EmptyState
        title={`Your company has no ${kind} approval workflows yet`}
        description={`Add one in Settings > Project > ${kind === 'scope' ? 'Scope Approvals' : 'Contract Approvals'}, then choose it here.`}
        action={
          <Button variant="text" onClick={onDone}>
            Back
          </Button>
        }
      />
    );
  }

  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, dirty, handleSubmit, setFieldValue, setFieldTouched }) => (
        <form
          noValidate
          aria-label={TITLES[kind]}
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit(event);
          }}
        >
          <Stack spacing={2}>
            <SelectField
              name="workflow_id"
              label="Workflow"
              isClearable
              options={workflows.map((w) => ({ value: w.id, label: w.name }))}
              value={values.workflow_id}
              error={touched.workflow_id && errors.workflow_id ? errors.workflow_id : undefined}
              onChange={(value) => {
                void setFieldValue('workflow_id', value === null || value === '' ? null : Number(value));
                void setFieldTouched('workflow_id', true, false);
              }}
            />
            <DefaultUsersField
              workflowId={values.workflow_id}
              current={current.users}
              value={values.users}
              error={touched.users && typeof errors.users === 'string' ? errors.users : undefined}
              onChange={(ids) => {
                void setFieldValue('users', ids);
                void setFieldTouched('users', true, false);
              }}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="text" onClick={onDone} disabled={isSubmitting}>
                Cancel
              </Button>
              <FormSubmitButton loading={isSubmitting} disabled={!dirty}>
                Save
              </FormSubmitButton>
            </Stack>
          </Stack>
        </form>
      )}
    </Formik>
  );
}

/** Default users come from the chosen workflow's approvers (or every active employee without one). */
function DefaultUsersField({ workflowId, current, value, error, onChange }: { workflowId: number | null; current: SetupUser[]; value: number[]; error?: string; onChange: (ids: number[]) => void }) {
  const { data, isLoading } = useWorkflowUsers(workflowId, '', true);
  const options = useMemo(() => {
    const byId = new Map<number, SetupUser>();
    for (const u of data ?? []) byId.set(u.id, u);
    // A chosen user stays listed (and can be removed) even when no longer offered.
    for (const u of current) if (value.includes(u.id) && !byId.has(u.id)) byId.set(u.id, u);
    return [...byId.values()].map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
  }, [data, current, value]);
  return <MultiSelectField name="users" label={isLoading ? 'Default users (loading)' : 'Default users'} options={options} value={value} onChange={(ids) => onChange(ids.map(Number))} error={error} />;
}
