// Projects > {id} > Scopes > {scopeId} > tasks: the steps that send a scope's tasks to its vendor
// (000 section 2): assign (template, name, people on both sides, package, schedule; several documents
// at once) → review (the filled document) → merge-fields (what the data does not fill) → confirm
// (summary, Send) → success. The step is the address (tasks/assign, tasks/review...); a step not yet
// reached goes back to assign. The server's 422 errors (items.<i>.<field>) land on their step's fields.
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { AddOutlined, DeleteOutlined, OpenInNewOutlined } from '@mui/icons-material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { normalizeError, setUnsavedChanges, useConfirmDiscardChanges, useCurrentUser, useUnsavedChangesFlag } from 'shared-auth';
import { DOCUMENT_TYPES, TASK_CREATE_MAX, TASK_MESSAGES, taskViewPath, type DocumentType, type ScopeDetails, type TaskMergeField } from 'shared-contract';
import {
  LoadErrorState,
  LoadingState,
  PageHeader,
  TaskDraftFields,
  TaskDraftSummary,
  TaskMergeFieldsForm,
  TemplateDocumentView,
  checkTaskMergeValues,
  mergeValueErrorsOf,
  newTaskDraft,
  saveBlob,
  splitItemErrors,
  taskInputOf,
  useToast,
  validateTaskDraft,
  type SelectOption,
  type TaskDraft,
} from 'shared-ui';
import { useEditorOptions, useVendorOptions } from '../api/find-scope-options';
import { useScope } from '../api/find-scope';
import { createTasks, previewTaskPdf, useTaskMergeFields, useTemplateBody, useTemplateChoices, type TemplateChoice } from '../api/scope-tasks';
import { SCOPE_PATHS } from '../types/scope-paths';

export const SCOPE_TASK_STEPS = ['assign', 'review', 'merge-fields', 'confirm'] as const;
export type ScopeTaskStep = (typeof SCOPE_TASK_STEPS)[number];
const STEP_LABELS: Record<ScopeTaskStep, string> = { assign: 'Assign', review: 'Review', 'merge-fields': 'Merge fields', confirm: 'Confirm' };

type Created = { id: number; task_id: string; name: string; type: DocumentType };

export function ScopeTasksPage() {
  const { projectId = '', scopeId = '', '*': rest = '' } = useParams();
  const { data: scope, error, mutate } = useScope(scopeId);
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!scope) return <LoadingState />;
  const toScope = SCOPE_PATHS.edit(projectId, scope.id);
  const header = (
    <PageHeader
      title="Send tasks"
      subtitle={`Scope: ${scope.name}${scope.vendor_company_name ? ` · Vendor: ${scope.vendor_company_name}` : ''}`}
      breadcrumbs={
        <Link component={RouterLink} to={toScope} underline="hover" variant="body2">
          {scope.name}
        </Link>
      }
    />
  );
  if (scope.is_external || !scope.vendor_company_id) {
    return (
      <Box>
        {header}
        <Alert severity="info" sx={{ mb: 2 }}>
          {scope.is_external ? 'Tasks of this scope are sent by its general contractor.' : 'Choose the scope’s vendor before sending it tasks.'}
        </Alert>
        <Button variant="contained" component={RouterLink} to={toScope}>
          Back to the scope
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      {header}
      <ScopeTaskSteps key={scope.id} scope={scope} step={rest.split('/')[0]} />
    </Box>
  );
}

function ScopeTaskSteps({ scope, step }: { scope: ScopeDetails; step: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const confirmDiscard = useConfirmDiscardChanges();
  const { user } = useCurrentUser();
  const base = SCOPE_PATHS.tasks(scope.project_id, scope.id);
  const target = { project_id: scope.project_id, scope_id: scope.id, vendor_company_id: scope.vendor_company_id };

  const templates = useTemplateChoices(scope.project_id);
  const employees = useEditorOptions(scope.id, true);
  const vendors = useVendorOptions(true);

  const initial = () =>
    newTaskDraft({
      internal_assignee_id: user?.id ?? null,
      external_assignee_id: scope.vendor_assignee?.id ?? null,
      external_signer_id: scope.vendor_signer?.id ?? null,
      package: scope.name,
    });
  const [drafts, setDrafts] = useState<TaskDraft[]>(() => [initial()]);
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [reached, setReached] = useState(0);
  const [isTouched, setTouched] = useState(false);
  const [isSending, setSending] = useState(false);
  const [created, setCreated] = useState<Created[] | null>(null);
  const [fieldsByKey, setFieldsByKey] = useState<Record<string, TaskMergeField[]>>({});
  const isDirty = isTouched && created === null;
  useUnsavedChangesFlag(isDirty);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  /** A step change stays inside the steps: the shell's unsaved-changes blocker asks only when leaving them. */
  const toStep = (next: string, options?: { isDone?: boolean }) => {
    setUnsavedChanges(false);
    navigate(`${base}/${next}`);
    if (!options?.isDone) setTimeout(() => dirty.current && setUnsavedChanges(true), 0);
  };

  // The signed-in user becomes the first draft's internal assignee once known.
  useEffect(() => {
    if (user?.id) setDrafts((list) => list.map((d, i) => (i === 0 && d.internal_assignee_id === null ? { ...d, internal_assignee_id: user.id } : d)));
  }, [user?.id]);

  const internalPeople: SelectOption[] = useMemo(() => (employees.data ?? []).map((u) => ({ value: u.id, label: u.full_name })), [employees.data]);
  const externalPeople: SelectOption[] = useMemo(() => {
    const vendor = vendors.data?.find((v) => v.id === scope.vendor_company_id);
    const people = vendor?.users ?? [scope.vendor_assignee, scope.vendor_signer].filter((u): u is NonNullable<typeof u> => Boolean(u));
    const seen = new Set<number>();
    return people.filter((u) => !seen.has(u.id) && seen.add(u.id)).map((u) => ({ value: u.id, label: u.full_name }));
  }, [vendors.data, scope]);
  const names = useMemo(() => new Map<number, string>([...internalPeople, ...externalPeople].map((o) => [Number(o.value), o.label])), [internalPeople, externalPeople]);
  const templateName = (id: number | null) => templates.data?.find((t) => t.id === id)?.name ?? null;

  if (step === 'success') {
    if (!created) return <Navigate to={`${base}/assign`} replace />;
    return <SuccessStep created={created} scopePath={SCOPE_PATHS.edit(scope.project_id, scope.id)} />;
  }
  const index = SCOPE_TASK_STEPS.indexOf(step as ScopeTaskStep);
  if (index < 0 || index > reached) return <Navigate to={`${base}/assign`} replace />;

  const go = (next: ScopeTaskStep) => {
    setReached((r) => Math.max(r, SCOPE_TASK_STEPS.indexOf(next)));
    toStep(next);
  };
  const update = (key: string, draft: TaskDraft) => {
    setTouched(true);
    setDrafts((list) => list.map((d) => (d.key === key ? draft : d)));
  };

  const nextFromAssign = async () => {
    const found: Record<string, Record<string, string>> = {};
    for (const d of drafts) {
      const e = await validateTaskDraft(d, target);
      if (Object.keys(e).length) found[d.key] = e;
    }
    setErrors(found);
    if (Object.keys(found).length) return toast.warning('Check the highlighted fields.');
    go('review');
  };
  const nextFromMergeFields = () => {
    const found: Record<string, Record<string, string>> = {};
    for (const d of drafts) {
      const fields = fieldsByKey[d.key];
      if (!fields) return toast.warning('The merge fields are still loading.');
      const e = checkTaskMergeValues(fields, d.merge_values);
      if (Object.keys(e).length) found[d.key] = Object.fromEntries(Object.entries(e).map(([k, v]) => [`merge_values.${k}`, v]));
    }
    setErrors(found);
    if (Object.keys(found).length) return toast.warning('Fill the highlighted merge fields.');
    go('confirm');
  };
  const send = async () => {
    setSending(true);
    try {
      const response = await createTasks(drafts.map((d) => taskInputOf(d, target)));
      setCreated(response.data.map((t, i) => ({ ...t, name: drafts[i]?.name ?? t.task_id, type: drafts[i]?.type as DocumentType })));
      setTouched(false);
      toast.success(response.message);
      toStep('success', { isDone: true });
    } catch (e) {
      const problem = await normalizeError(e);
      if (problem.status !== 422 || !problem.errors) return toast.error(problem.message);
      const byItem = splitItemErrors(problem.errors);
      const found: Record<string, Record<string, string>> = {};
      let isMergeOnly = true;
      for (const [i, itemErrors] of byItem) {
        if (i < 0) continue;
        const d = drafts[i];
        if (!d) continue;
        found[d.key] = itemErrors;
        if (Object.keys(itemErrors).some((k) => !k.startsWith('merge_values'))) isMergeOnly = false;
      }
      setErrors(found);
      const general = byItem.get(-1);
      toast.error(general ? Object.values(general).join(' ') : problem.message);
      if (Object.keys(found).length) toStep(isMergeOnly ? 'merge-fields' : 'assign');
    } finally {
      setSending(false);
    }
  };
  const cancel = async () => {
    if (await confirmDiscard()) navigate(SCOPE_PATHS.edit(scope.project_id, scope.id));
  };
  const current = SCOPE_TASK_STEPS[index];

  return (
    <Stack spacing={2}>
      <Stepper activeStep={index} aria-label="Steps">
        {SCOPE_TASK_STEPS.map((s) => (
          <Step key={s} completed={SCOPE_TASK_STEPS.indexOf(s) < index}>
            <StepLabel>{STEP_LABELS[s]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {templates.error ? <LoadErrorState error={templates.error} onRetry={() => void templates.mutate()} /> : null}

      {current === 'assign' ? (
        <Stack spacing={2}>
          {drafts.map((d, i) => (
            <Paper key={d.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Document ${i + 1}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  Document {i + 1}
                  {d.type ? `: ${DOCUMENT_TYPES[d.type]}` : ''}
                </Typography>
                {drafts.length > 1 ? (
                  <Button
                    color="inherit"
                    startIcon={<DeleteOutlined />}
                    onClick={() => {
                      setTouched(true);
                      setDrafts((list) => list.filter((x) => x.key !== d.key));
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
              </Box>
              <TaskDraftFields
                draft={d}
                onChange={(next) => update(d.key, next)}
                errors={errors[d.key]}
                templates={templates.data ?? []}
                templatesLoading={templates.isLoading}
                internalPeople={internalPeople}
                externalPeople={externalPeople}
              />
            </Paper>
          ))}
          <Box>
            <Button
              startIcon={<AddOutlined />}
              disabled={drafts.length >= TASK_CREATE_MAX}
              onClick={() => {
                setTouched(true);
                const first = drafts[0];
                setDrafts((list) => [
                  ...list,
                  newTaskDraft({
                    internal_assignee_id: first?.internal_assignee_id ?? user?.id ?? null,
                    internal_signer_id: first?.internal_signer_id ?? null,
                    external_assignee_id: first?.external_assignee_id ?? null,
                    external_signer_id: first?.external_signer_id ?? null,
                    package: first?.package ?? scope.name,
                    schedule: first ? { ...first.schedule } : undefined,
                  }),
                ]);
              }}
            >
              Add another document
            </Button>
          </Box>
        </Stack>
      ) : null}

      {current === 'review'
        ? drafts.map((d, i) => <ReviewItem key={d.key} index={i} draft={d} target={target} onFields={(f) => setFieldsByKey((m) => ({ ...m, [d.key]: f }))} />)
        : null}

      {current === 'merge-fields'
        ? drafts.map((d, i) => (
            <MergeFieldsItem
              key={d.key}
              index={i}
              draft={d}
              target={target}
              errors={mergeValueErrorsOf(errors[d.key])}
              onChange={(merge_values) => update(d.key, { ...d, merge_values })}
              onFields={(f) => setFieldsByKey((m) => ({ ...m, [d.key]: f }))}
            />
          ))
        : null}

      {current === 'confirm' ? (
        <Stack spacing={2}>
          {drafts.map((d, i) => (
            <Paper key={d.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Document ${i + 1}`}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {d.name}
              </Typography>
              <TaskDraftSummary draft={d} templateName={templateName(d.template_id)} people={names} target={`${scope.vendor_company_name ?? ''} · ${scope.name}`} />
            </Paper>
          ))}
        </Stack>
      ) : null}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={() => void cancel()} disabled={isSending}>
          Cancel
        </Button>
        {index > 0 ? (
          <Button variant="outlined" onClick={() => toStep(SCOPE_TASK_STEPS[index - 1])} disabled={isSending}>
            Back
          </Button>
        ) : null}
        {current === 'assign' ? (
          <Button variant="contained" onClick={() => void nextFromAssign()}>
            Next
          </Button>
        ) : null}
        {current === 'review' ? (
          <Button variant="contained" onClick={() => go('merge-fields')}>
            Next
          </Button>
        ) : null}
        {current === 'merge-fields' ? (
          <Button variant="contained" onClick={nextFromMergeFields}>
            Next
          </Button>
        ) : null}
        {current === 'confirm' ? (
          <Button variant="contained" onClick={() => void send()} disabled={isSending} startIcon={isSending ? <CircularProgress size={16} /> : undefined}>
            Send
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}

type ItemProps = { index: number; draft: TaskDraft; target: { project_id: number; scope_id: number; vendor_company_id: number | null }; onFields: (fields: TaskMergeField[]) => void };

function useItemMergeFields({ draft, target, onFields }: Pick<ItemProps, 'draft' | 'target' | 'onFields'>) {
  const fields = useTaskMergeFields({ template_id: draft.template_id, ...target });
  useEffect(() => {
    if (fields.data) onFields(fields.data);
    else if (!draft.template_id) onFields([]);
  }, [fields.data, draft.template_id]);
  return fields;
}

function ReviewItem({ index, draft, target, onFields }: ItemProps) {
  const toast = useToast();
  const template = useTemplateBody(draft.template_id);
  const fields = useItemMergeFields({ draft, target, onFields });
  const [isLoading, setLoading] = useState(false);
  const values = useMemo(() => {
    const filled: Record<string, string> = {};
    for (const f of fields.data ?? []) if (f.value) filled[f.name] = f.value;
    for (const [k, v] of Object.entries(draft.merge_values)) if (v.trim()) filled[k] = v;
    return filled;
  }, [fields.data, draft.merge_values]);

  const openPdf = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const blob = await previewTaskPdf({
        template_id: draft.template_id!,
        project_id: target.project_id,
        scope_id: target.scope_id,
        vendor_company_id: target.vendor_company_id!,
        due_date: draft.schedule.due_date,
        internal_signer_id: draft.internal_signer_id,
        external_signer_id: draft.external_signer_id,
        merge_values: Object.fromEntries(Object.entries(draft.merge_values).filter(([, v]) => v.trim())),
      });
      if (tab) tab.location.href = URL.createObjectURL(blob);
      else saveBlob(blob, `${draft.name || 'document'}.pdf`);
    } catch (e) {
      tab?.close();
      toast.error((await normalizeError(e)).message);
    } finally {
      setLoading(false);
    }
  };

  const missing = (fields.data ?? []).filter((f) => !f.value && !draft.merge_values[f.name]?.trim()).length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Document ${index + 1}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {draft.name}
        </Typography>
        <Button startIcon={isLoading ? <CircularProgress size={16} /> : <OpenInNewOutlined />} onClick={() => void openPdf()} disabled={isLoading || !draft.template_id}>
          Preview PDF
        </Button>
      </Box>
      {missing ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {missing === 1 ? 'One merge field is' : `${missing} merge fields are`} filled in the next step (shown here as {'{{name}}'}).
        </Alert>
      ) : null}
      {!draft.template_id ? (
        <Box role="region" aria-label={`Document preview: ${draft.name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            No template: the vendor is asked by the description.
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{draft.description || 'No description.'}</Typography>
        </Box>
      ) : null}
      {template.error || fields.error ? <LoadErrorState error={template.error ?? fields.error} onRetry={() => void (template.mutate(), fields.mutate())} /> : null}
      {template.data ? (
        <Box role="region" aria-label={`Document preview: ${draft.name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 480, overflow: 'auto' }}>
          <TemplateDocumentView value={template.data.body} values={values} />
        </Box>
      ) : template.isLoading ? (
        <LoadingState />
      ) : null}
    </Paper>
  );
}

function MergeFieldsItem({ index, draft, target, errors, onChange, onFields }: ItemProps & { errors: Record<string, string>; onChange: (values: Record<string, string>) => void }) {
  const fields = useItemMergeFields({ draft, target, onFields });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Document ${index + 1}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {draft.name}
      </Typography>
      {errors._ ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors._}
        </Alert>
      ) : null}
      {fields.error ? <LoadErrorState error={fields.error} onRetry={() => void fields.mutate()} /> : null}
      {!draft.template_id ? <Typography color="text.secondary">No template, so no merge fields.</Typography> : null}
      {fields.data ? <TaskMergeFieldsForm fields={fields.data} values={draft.merge_values} onChange={onChange} errors={errors} /> : fields.isLoading ? <LoadingState /> : null}
    </Paper>
  );
}

function SuccessStep({ created, scopePath }: { created: Created[]; scopePath: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">{created.length === 1 ? TASK_MESSAGES.created : TASK_MESSAGES.createdMany(created.length)}</Alert>
      <Box component="ul" aria-label="Created tasks" sx={{ m: 0, pl: 3 }}>
        {created.map((t) => (
          <li key={t.id}>
            <Link component={RouterLink} to={t.type ? taskViewPath({ id: t.id, type: t.type }) : `/tasks/${t.id}/timeline`}>
              {t.task_id}: {t.name}
            </Link>
          </li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" component={RouterLink} to={scopePath}>
          Back to the scope
        </Button>
      </Box>
    </Stack>
  );
}

export type { TemplateChoice };
