// The /tasks/create pages (000 section 2): choose By projects or By vendors, then each flow's steps,
// then /tasks/success with links to the created tasks. Up to TASK_CREATE_MAX tasks go in one POST
// tasks; more is a bulk send.
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Checkbox,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { normalizeError, useConfirmDiscardChanges } from 'shared-auth';
import { ROUTES, SEARCH_DEBOUNCE_MS, TASK_CREATE_MAX, TASK_MESSAGES, taskViewPath, type TaskMergeField } from 'shared-contract';
import {
  EmptyState,
  LoadErrorState,
  LoadingState,
  PageHeader,
  SearchBox,
  SelectField,
  TaskMergeFieldsForm,
  TaskScheduleFields,
  checkTaskMergeValues,
  describeTaskSchedule,
  mergeValueErrorsOf,
  scheduleErrorsFrom,
  splitItemErrors,
  taskInputOf,
  useToast,
  validateTaskDraft,
  type SelectOption,
} from 'shared-ui';
import { sendTasks, useEmployees, useLibraryTemplates, useMergeFields, useOwnProjects, useScopesOf, useVendors } from '../api/task-create-api';
import { targetLabel, useTaskCreate, type CreateItem, type CreateTarget } from './task-create-state';

const BASE = ROUTES.tasks;
export const TASK_CREATE_PATHS = {
  create: `${BASE}/create`,
  projects: `${BASE}/projects`,
  scopes: `${BASE}/projects/scopes-and-vendors`,
  projectTemplates: `${BASE}/projects/templates`,
  mergeFields: `${BASE}/projects/review-merge-fields`,
  projectSummary: `${BASE}/projects/summary`,
  vendors: `${BASE}/vendors`,
  vendorTemplates: `${BASE}/vendors/templates`,
  vendorSummary: `${BASE}/vendors/summary`,
  success: `${BASE}/success`,
};
const BULK_SEND = `${BASE}/bulk-send`;

const PROJECT_STEPS = ['Projects', 'Scopes and vendors', 'Templates', 'Merge fields', 'Summary'];
const VENDOR_STEPS = ['Vendors', 'Templates', 'Summary'];

function Frame({ title, step, steps, children, actions }: { title: string; step: number; steps: string[]; children: ReactNode; actions: ReactNode }) {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscardChanges();
  return (
    <Box>
      <PageHeader title={title} subtitle={`Step ${step + 1} of ${steps.length}: ${steps[step]}`} />
      <Stack spacing={2}>
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            onClick={async () => {
              if (await confirmDiscard()) navigate(BASE);
            }}
          >
            Cancel
          </Button>
          {actions}
        </Box>
      </Stack>
    </Box>
  );
}

export function ChooseFlowPage() {
  const { start } = useTaskCreate();
  const navigate = useNavigate();
  const choices = [
    { flow: 'projects' as const, title: 'By projects', text: 'Choose projects and their scopes; each scope’s vendor gets the documents.', to: TASK_CREATE_PATHS.projects },
    { flow: 'vendors' as const, title: 'By vendors', text: 'Choose vendors from your network and the project each one works on.', to: TASK_CREATE_PATHS.vendors },
  ];
  return (
    <Box>
      <PageHeader title="Create tasks" subtitle="How do you want to choose who gets the tasks?" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, maxWidth: 800 }}>
        {choices.map((c) => (
          <Card key={c.flow} variant="outlined">
            <CardActionArea
              onClick={() => {
                start(c.flow);
                navigate(c.to);
              }}
            >
              <CardContent>
                <Typography variant="h6" component="h2">
                  {c.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function toggle<T>(list: T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return list.some((x) => same(x, item)) ? list.filter((x) => !same(x, item)) : [...list, item];
}

export function ProjectsStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const { data, error, isLoading, mutate } = useOwnProjects(search);
  if (store.flow !== 'projects') return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  const rows = (data?.data ?? []).filter((p) => !p.is_draft && p.status === 'active');
  return (
    <Frame
      title="Create tasks by projects"
      step={0}
      steps={PROJECT_STEPS}
      actions={
        <Button
          variant="contained"
          onClick={() => {
            if (!store.projects.length) return toast.warning('Choose at least one project.');
            store.go(TASK_CREATE_PATHS.scopes);
          }}
        >
          Next
        </Button>
      }
    >
      <SearchBox value={search} onSearch={setSearch} debounceMs={SEARCH_DEBOUNCE_MS} placeholder="Search projects" aria-label="Search projects" />
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data && !rows.length ? <EmptyState title="No active projects" /> : null}
      {rows.length ? (
        <Table size="small" aria-label="Projects">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Project</TableCell>
              <TableCell>Internal number</TableCell>
              <TableCell>Manager</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => {
              const checked = store.projects.some((x) => x.id === p.id);
              return (
                <TableRow key={p.id} hover selected={checked}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked}
                      slotProps={{ input: { 'aria-label': p.name } }}
                      onChange={() => store.update({ projects: toggle(store.projects, { id: p.id, name: p.name }, (a, b) => a.id === b.id), targets: store.targets.filter((t) => t.project_id !== p.id || !checked) })}
                    />
                  </TableCell>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{p.internal_number ?? ''}</TableCell>
                  <TableCell>{p.manager_full_name ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </Frame>
  );
}

export function ScopesStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const ids = store.projects.map((p) => p.id);
  const { data, error, isLoading, mutate } = useScopesOf(ids);
  if (store.flow !== 'projects' || !ids.length) return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  const rows = (data ?? []).filter((s) => !s.is_external);
  return (
    <Frame
      title="Create tasks by projects"
      step={1}
      steps={PROJECT_STEPS}
      actions={
        <>
          <Button variant="outlined" onClick={() => store.go(TASK_CREATE_PATHS.projects)}>
            Back
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              if (!store.targets.length) return toast.warning('Choose at least one scope.');
              store.go(TASK_CREATE_PATHS.projectTemplates);
            }}
          >
            Next
          </Button>
        </>
      }
    >
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data && !rows.length ? <EmptyState title="These projects have no scopes" /> : null}
      {rows.length ? (
        <Table size="small" aria-label="Scopes and vendors">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Scope</TableCell>
              <TableCell>Project</TableCell>
              <TableCell>Vendor</TableCell>
              <TableCell>Vendor assignee</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((s) => {
              const key = `scope-${s.id}`;
              const checked = store.targets.some((t) => t.key === key);
              const target: CreateTarget | null = s.vendor_company_id
                ? {
                    key,
                    project_id: s.project_id,
                    project_name: s.project_name,
                    scope_id: s.id,
                    scope_name: s.name,
                    vendor_company_id: s.vendor_company_id,
                    vendor_name: s.vendor_company_name ?? '',
                    external_assignee_id: s.vendor_assignee?.id ?? null,
                    external_signer_id: s.vendor_signer?.id ?? null,
                  }
                : null;
              return (
                <TableRow key={s.id} hover selected={checked}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked}
                      disabled={!target}
                      slotProps={{ input: { 'aria-label': `${s.name} (${s.project_name})` } }}
                      onChange={() => target && store.update({ targets: toggle(store.targets, target, (a, b) => a.key === b.key) })}
                    />
                  </TableCell>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{s.project_name}</TableCell>
                  <TableCell>{s.vendor_company_name ?? 'No vendor yet'}</TableCell>
                  <TableCell>{s.vendor_assignee?.full_name ?? ''}</TableCell>
                  <TableCell>{s.status_label}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </Frame>
  );
}

export function VendorsStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const { data, error, isLoading, mutate } = useVendors();
  if (store.flow !== 'vendors') return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  const rows = (data ?? []).filter((v) => v.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Frame
      title="Create tasks by vendors"
      step={0}
      steps={VENDOR_STEPS}
      actions={
        <Button
          variant="contained"
          onClick={() => {
            if (!store.targets.length) return toast.warning('Choose at least one vendor.');
            store.go(TASK_CREATE_PATHS.vendorTemplates);
          }}
        >
          Next
        </Button>
      }
    >
      <SearchBox value={search} onSearch={setSearch} placeholder="Search vendors" aria-label="Search vendors" />
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data && !rows.length ? <EmptyState title="No companies in your network" /> : null}
      {rows.length ? (
        <Table size="small" aria-label="Vendors">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Company</TableCell>
              <TableCell>Default assignee</TableCell>
              <TableCell>Users</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((v) => {
              const key = `vendor-${v.id}`;
              const checked = store.targets.some((t) => t.key === key);
              const target: CreateTarget = {
                key,
                project_id: null,
                project_name: null,
                scope_id: null,
                scope_name: null,
                vendor_company_id: v.id,
                vendor_name: v.name,
                external_assignee_id: v.default_assignee_id ?? v.users[0]?.id ?? null,
                external_signer_id: v.default_signer_id ?? null,
              };
              return (
                <TableRow key={v.id} hover selected={checked}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={checked} slotProps={{ input: { 'aria-label': v.name } }} onChange={() => store.update({ targets: toggle(store.targets, target, (a, b) => a.key === b.key) })} />
                  </TableCell>
                  <TableCell>{v.name}</TableCell>
                  <TableCell>{v.users.find((u) => u.id === v.default_assignee_id)?.full_name ?? ''}</TableCell>
                  <TableCell>{v.users.length}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </Frame>
  );
}

export function TemplatesStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const { data, error, isLoading, mutate } = useLibraryTemplates(search);
  if (!store.flow || !store.targets.length) return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  const byProjects = store.flow === 'projects';
  const rows = data ?? [];
  const count = store.targets.length * store.templates.length;
  const isTooMany = count > TASK_CREATE_MAX;
  return (
    <Frame
      title={byProjects ? 'Create tasks by projects' : 'Create tasks by vendors'}
      step={byProjects ? 2 : 1}
      steps={byProjects ? PROJECT_STEPS : VENDOR_STEPS}
      actions={
        <>
          <Button variant="outlined" onClick={() => store.go(byProjects ? TASK_CREATE_PATHS.scopes : TASK_CREATE_PATHS.vendors)}>
            Back
          </Button>
          <Button
            variant="contained"
            disabled={isTooMany}
            onClick={() => {
              if (!store.templates.length) return toast.warning('Choose at least one template.');
              store.go(byProjects ? TASK_CREATE_PATHS.mergeFields : TASK_CREATE_PATHS.vendorSummary);
            }}
          >
            Next
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        Each chosen template goes to each of the {store.targets.length} {byProjects ? (store.targets.length === 1 ? 'scope' : 'scopes') : store.targets.length === 1 ? 'vendor' : 'vendors'}: {count}{' '}
        {count === 1 ? 'task' : 'tasks'}.
      </Typography>
      {isTooMany ? (
        <Alert severity="warning">
          {`Up to ${TASK_CREATE_MAX} tasks are created at once. For more, use `}
          <Link component={RouterLink} to={BULK_SEND}>
            bulk send
          </Link>
          .
        </Alert>
      ) : null}
      <SearchBox value={search} onSearch={setSearch} debounceMs={SEARCH_DEBOUNCE_MS} placeholder="Search templates" aria-label="Search templates" />
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data && !rows.length ? <EmptyState title="No templates" /> : null}
      {rows.length ? (
        <Table size="small" aria-label="Templates">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Template</TableCell>
              <TableCell>Type</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((t) => {
              const checked = store.templates.some((x) => x.id === t.id);
              return (
                <TableRow key={t.id} hover selected={checked}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked}
                      slotProps={{ input: { 'aria-label': t.name } }}
                      onChange={() => store.update({ templates: toggle(store.templates, { id: t.id, name: t.name, type: t.type, type_label: t.type_label }, (a, b) => a.id === b.id) })}
                    />
                  </TableCell>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{t.type_label}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </Frame>
  );
}

/** One item's merge fields (scope/shortcodes for its target), reported up so the step can check them all. */
function ItemMergeFields({ item, errors, onFields }: { item: CreateItem; errors: Record<string, string>; onFields: (key: string, fields: TaskMergeField[]) => void }) {
  const store = useTaskCreate();
  const target = item.target.project_id ? { template_id: item.template.id, project_id: item.target.project_id, scope_id: item.target.scope_id, vendor_company_id: item.target.vendor_company_id } : null;
  const { data, error, isLoading, mutate } = useMergeFields(target);
  useEffect(() => {
    if (data) onFields(item.key, data);
  }, [data, item.key, onFields]);
  if (!target) return <Typography color="text.secondary">Choose the project first.</Typography>;
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingState />;
  return (
    <TaskMergeFieldsForm
      fields={data}
      values={store.mergeValues[item.key] ?? {}}
      onChange={(values) => store.update({ mergeValues: { ...store.mergeValues, [item.key]: values } })}
      errors={errors}
    />
  );
}

function useFieldsRegistry() {
  const [fields, setFields] = useState<Record<string, TaskMergeField[]>>({});
  const onFields = useMemo(() => (key: string, list: TaskMergeField[]) => setFields((m) => (m[key] === list ? m : { ...m, [key]: list })), []);
  return { fields, onFields };
}

function checkAllMergeValues(items: CreateItem[], fields: Record<string, TaskMergeField[]>, values: Record<string, Record<string, string>>) {
  const errors: Record<string, Record<string, string>> = {};
  let isLoaded = true;
  for (const item of items) {
    const list = fields[item.key];
    if (!list) {
      isLoaded = false;
      continue;
    }
    const e = checkTaskMergeValues(list, values[item.key] ?? {});
    if (Object.keys(e).length) errors[item.key] = e;
  }
  return { errors, isLoaded };
}

export function MergeFieldsStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const { fields, onFields } = useFieldsRegistry();
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  if (store.flow !== 'projects' || !store.items.length) return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  return (
    <Frame
      title="Create tasks by projects"
      step={3}
      steps={PROJECT_STEPS}
      actions={
        <>
          <Button variant="outlined" onClick={() => store.go(TASK_CREATE_PATHS.projectTemplates)}>
            Back
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              const { errors: found, isLoaded } = checkAllMergeValues(store.items, fields, store.mergeValues);
              if (!isLoaded) return toast.warning('The merge fields are still loading.');
              setErrors(found);
              if (Object.keys(found).length) return toast.warning('Fill the highlighted merge fields.');
              store.go(TASK_CREATE_PATHS.projectSummary);
            }}
          >
            Next
          </Button>
        </>
      }
    >
      {store.items.map((item) => (
        <Paper key={item.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${item.template.name} for ${targetLabel(item.target)}`}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {item.template.name} · {targetLabel(item.target)}
          </Typography>
          <ItemMergeFields item={item} errors={errors[item.key] ?? {}} onFields={onFields} />
        </Paper>
      ))}
    </Frame>
  );
}

export function SummaryStep() {
  const store = useTaskCreate();
  const toast = useToast();
  const employees = useEmployees();
  const vendors = useVendors();
  const [projectSearch, setProjectSearch] = useState('');
  const projects = useOwnProjects(projectSearch);
  const { fields, onFields } = useFieldsRegistry();
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [commonErrors, setCommonErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);
  const byProjects = store.flow === 'projects';

  const internalPeople: SelectOption[] = (employees.data ?? []).map((u) => ({ value: u.id, label: u.full_name }));
  const found: SelectOption[] = (projects.data?.data ?? []).filter((p) => !p.is_draft && p.status === 'active').map((p) => ({ value: p.id, label: p.name }));
  // The projects already chosen stay offered while a search shows others.
  const chosen: SelectOption[] = store.targets.flatMap((t) => (t.project_id && t.project_name && !found.some((o) => o.value === t.project_id) ? [{ value: t.project_id, label: t.project_name }] : []));
  const projectOptions = [...found, ...chosen.filter((o, i) => chosen.findIndex((x) => x.value === o.value) === i)];
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const u of employees.data ?? []) map.set(u.id, u.full_name);
    for (const v of vendors.data ?? []) for (const u of v.users) map.set(u.id, u.full_name);
    return map;
  }, [employees.data, vendors.data]);
  if (!store.flow || !store.items.length) return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  const schedule = describeTaskSchedule(store.common.schedule);

  const setTarget = (key: string, patch: Partial<CreateTarget>) => store.update({ targets: store.targets.map((t) => (t.key === key ? { ...t, ...patch } : t)) });
  const vendorPeople = (vendorId: number): SelectOption[] => (vendors.data?.find((v) => v.id === vendorId)?.users ?? []).map((u) => ({ value: u.id, label: u.full_name }));

  const send = async () => {
    const found: Record<string, Record<string, string>> = {};
    let common: Record<string, string> = {};
    for (const item of store.items) {
      const draft = store.draftOf(item);
      const e = await validateTaskDraft(draft, item.target);
      const merge = fields[item.key] ? checkTaskMergeValues(fields[item.key], draft.merge_values) : {};
      for (const [k, v] of Object.entries(merge)) e[`merge_values.${k}`] = v;
      if (Object.keys(e).length) found[item.key] = e;
      if (!Object.keys(common).length) common = { ...scheduleErrorsFrom(e), ...(e.internal_assignee_id ? { internal_assignee_id: e.internal_assignee_id } : {}), ...(e.package ? { package: e.package } : {}) };
    }
    setErrors(found);
    setCommonErrors(common);
    if (Object.keys(found).length) return toast.warning('Check the highlighted fields.');
    setSending(true);
    try {
      const items = store.items.map((item) => taskInputOf(store.draftOf(item), item.target));
      const response = await sendTasks(items);
      store.update({
        created: response.data.map((t, i) => ({ ...t, name: store.items[i].template.name, type: store.items[i].template.type, target: targetLabel(store.items[i].target) })),
        isTouched: false,
      });
      toast.success(response.message);
      store.go(TASK_CREATE_PATHS.success, { isDone: true });
    } catch (e) {
      const problem = await normalizeError(e);
      if (problem.status !== 422 || !problem.errors) return toast.error(problem.message);
      const byItem = splitItemErrors(problem.errors);
      const next: Record<string, Record<string, string>> = {};
      let nextCommon: Record<string, string> = {};
      for (const [i, itemErrors] of byItem) {
        const item = store.items[i];
        if (!item) continue;
        next[item.key] = itemErrors;
        if (!Object.keys(nextCommon).length) nextCommon = { ...scheduleErrorsFrom(itemErrors), ...(itemErrors.internal_assignee_id ? { internal_assignee_id: itemErrors.internal_assignee_id } : {}) };
      }
      setErrors(next);
      setCommonErrors(nextCommon);
      const general = byItem.get(-1);
      toast.error(general ? Object.values(general).join(' ') : problem.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Frame
      title={byProjects ? 'Create tasks by projects' : 'Create tasks by vendors'}
      step={byProjects ? 4 : 2}
      steps={byProjects ? PROJECT_STEPS : VENDOR_STEPS}
      actions={
        <>
          <Button variant="outlined" onClick={() => store.go(byProjects ? TASK_CREATE_PATHS.mergeFields : TASK_CREATE_PATHS.vendorTemplates)} disabled={isSending}>
            Back
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={isSending} startIcon={isSending ? <CircularProgress size={16} /> : undefined}>
            Send {store.items.length === 1 ? '1 task' : `${store.items.length} tasks`}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="For every task">
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          For every task
        </Typography>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <SelectField
              label="Internal assignee"
              name="internal_assignee_id"
              options={internalPeople}
              value={store.common.internal_assignee_id}
              onChange={(v) => store.update({ common: { ...store.common, internal_assignee_id: v === null ? null : Number(v) } })}
              error={commonErrors.internal_assignee_id}
            />
            <SelectField
              label="Internal signer"
              name="internal_signer_id"
              options={internalPeople}
              value={store.common.internal_signer_id}
              onChange={(v) => store.update({ common: { ...store.common, internal_signer_id: v === null ? null : Number(v) } })}
            />
            <TextField
              size="small"
              label="Package"
              name="package"
              value={store.common.package}
              placeholder={byProjects ? 'The scope’s name' : ''}
              onChange={(e) => store.update({ common: { ...store.common, package: e.target.value } })}
              error={Boolean(commonErrors.package)}
              helperText={commonErrors.package}
            />
          </Box>
          <TaskScheduleFields value={store.common.schedule} onChange={(s) => store.update({ common: { ...store.common, schedule: s } })} errors={commonErrors} />
        </Stack>
      </Paper>

      {!byProjects ? (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Vendors">
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
            Project and people per vendor
          </Typography>
          <Stack spacing={2}>
            {store.targets.map((t) => {
              const itemError = store.items.map((i) => (i.target.key === t.key ? errors[i.key] : undefined)).find(Boolean) ?? {};
              return (
                <Box key={t.key} role="group" aria-label={t.vendor_name} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 1.5fr 1.5fr' }, gap: 2, alignItems: 'start' }}>
                  <Typography sx={{ pt: 1 }}>{t.vendor_name}</Typography>
                  <SelectField
                    label="Project"
                    name="project_id"
                    options={projectOptions}
                    value={t.project_id}
                    isLoading={projects.isLoading}
                    onSearchChange={setProjectSearch}
                    onChange={(v) => setTarget(t.key, { project_id: v === null ? null : Number(v), project_name: projectOptions.find((o) => o.value === v)?.label ?? null })}
                    error={itemError.project_id}
                  />
                  <SelectField
                    label="External assignee"
                    name="external_assignee_id"
                    options={vendorPeople(t.vendor_company_id)}
                    value={t.external_assignee_id}
                    onChange={(v) => setTarget(t.key, { external_assignee_id: v === null ? null : Number(v) })}
                    error={itemError.external_assignee_id}
                  />
                  <SelectField
                    label="External signer"
                    name="external_signer_id"
                    options={vendorPeople(t.vendor_company_id)}
                    value={t.external_signer_id}
                    onChange={(v) => setTarget(t.key, { external_signer_id: v === null ? null : Number(v) })}
                    error={itemError.external_signer_id}
                  />
                </Box>
              );
            })}
          </Stack>
        </Paper>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Tasks to send">
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          Tasks to send
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Reminders: {schedule.reminders}. Recurrence: {schedule.recurrence}.
        </Typography>
        <Table size="small" aria-label="Tasks to send">
          <TableHead>
            <TableRow>
              <TableCell>Task</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Sent to</TableCell>
              <TableCell>External assignee</TableCell>
              <TableCell>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {store.items.map((item) => {
              const itemErrors = errors[item.key] ?? {};
              const problems = Object.entries(itemErrors)
                .filter(([k]) => !k.startsWith('merge_values'))
                .map(([, v]) => v);
              const mergeProblems = Object.keys(mergeValueErrorsOf(itemErrors)).filter((k) => k !== '_');
              if (itemErrors.merge_values) problems.push(itemErrors.merge_values);
              if (mergeProblems.length) problems.push(TASK_MESSAGES.mergeFieldsMissing(mergeProblems.join(', ')));
              return (
                <TableRow key={item.key}>
                  <TableCell>{item.template.name}</TableCell>
                  <TableCell>{item.template.type_label}</TableCell>
                  <TableCell>{targetLabel(item.target)}</TableCell>
                  <TableCell>{item.target.external_assignee_id ? (names.get(item.target.external_assignee_id) ?? '') : 'None'}</TableCell>
                  <TableCell sx={{ color: 'error.main' }}>{[...new Set(problems)].join(' ')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>

      {!byProjects
        ? store.items.map((item) => (
            <Paper key={item.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Merge fields: ${item.template.name} for ${item.target.vendor_name}`}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                Merge fields: {item.template.name} · {targetLabel(item.target)}
              </Typography>
              <ItemMergeFields item={item} errors={mergeValueErrorsOf(errors[item.key])} onFields={onFields} />
            </Paper>
          ))
        : null}
    </Frame>
  );
}

export function TaskCreateSuccessPage() {
  const { created } = useTaskCreate();
  if (!created) return <Navigate to={TASK_CREATE_PATHS.create} replace />;
  return (
    <Box>
      <PageHeader title={created.length === 1 ? TASK_MESSAGES.created : TASK_MESSAGES.createdMany(created.length)} />
      <Stack spacing={2}>
        <Box component="ul" aria-label="Created tasks" sx={{ m: 0, pl: 3 }}>
          {created.map((t) => (
            <li key={t.id}>
              <Link component={RouterLink} to={taskViewPath({ id: t.id, type: t.type })}>
                {t.task_id}: {t.name}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({t.target})
              </Typography>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" component={RouterLink} to={BASE}>
            Go to tasks
          </Button>
          <Button variant="outlined" component={RouterLink} to={TASK_CREATE_PATHS.create}>
            Create more tasks
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
