// /tasks/bulk-send (issue 15): one template to many vendors or scopes in one step. Pick the template
// and the shared settings, the recipients (search, select all), fill the merge values per row in the
// grid or from an uploaded sheet, check every row (the server's per-row problems shown on the row),
// then review each document's preview and send with progress (BulkSendReview).
// Gated like the API: task_and_documents.create, the general plan (upgrade toast), feature bulk_send.
import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { can, normalizeError, useCurrentUser, usePermissionToast } from 'shared-auth';
import {
  BULK_SEND_MESSAGES as B,
  BULK_SEND_TARGET_KINDS,
  PERMISSIONS,
  VALIDATION_MESSAGES as M,
  checkBulkMergeValue,
  type BulkSendProblem,
  type BulkSendTarget,
  type BulkSendTargetKind,
  type DocumentType,
} from 'shared-contract';
import { EmptyState, LoadErrorState, LoadingState, PageHeader, TaskScheduleFields, emptyTaskSchedule, validateTaskSchedule, useToast, type TaskScheduleErrors, type TaskScheduleValue } from 'shared-ui';
import { readSheet, sheetTemplateUrl, useEmployees, useMergeFields, useProjects, useTargets, useTemplates, validateBulkSend } from '../api/bulk-send-api';
import { BulkSendReview } from './bulk-send-review';

const GRID_PAGE = 50;
/** A row of the grid: its target and the merge values typed or read from the sheet. */
type GridRow = { target: BulkSendTarget; values: Record<string, string> };
type Problems = Map<number, Record<string, string>>;

const targetLabel = (t: BulkSendTarget) => (t.kind === 'scope' ? `${t.name} · ${t.vendor_name}` : t.name);

export function BulkSendPage() {
  const { user } = useCurrentUser();
  const { showUpgradePlan } = usePermissionToast();
  const mayCreate = can(user, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE);
  const isSubPlan = user?.company?.plan === 'sub';
  const featureOn = user?.company?.features.find((f) => f.feature === 'bulk_send')?.enabled ?? false;
  if (user === undefined) return <LoadingState label="Loading bulk send" />;
  if (!mayCreate) return <EmptyState title="You do not have permission to create tasks." description="Ask your company administrator for the task create permission." />;
  if (isSubPlan)
    return (
      <EmptyState
        title="Bulk send is part of the general plan."
        action={
          <Button variant="contained" onClick={showUpgradePlan}>
            Upgrade
          </Button>
        }
      />
    );
  if (!featureOn) return <EmptyState title={B.featureOff} />;
  return <BulkSendWorkspace currentUserId={user?.id ?? null} />;
}

function BulkSendWorkspace({ currentUserId }: { currentUserId: number | null }) {
  const toast = useToast();
  const templates = useTemplates();
  const projects = useProjects();
  const employees = useEmployees();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [target, setTarget] = useState<BulkSendTargetKind>('vendor');
  const [projectId, setProjectId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [assigneeId, setAssigneeId] = useState<number | null>(currentUserId);
  const [signerId, setSignerId] = useState<number | null>(null);
  const [schedule, setSchedule] = useState<TaskScheduleValue>(() => emptyTaskSchedule());
  const [scheduleErrors, setScheduleErrors] = useState<TaskScheduleErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<GridRow[]>([]);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [gridPage, setGridPage] = useState(1);
  const [search, setSearch] = useState('');
  const [checking, setChecking] = useState(false);
  const [bulkSendId, setBulkSendId] = useState<number | null>(null);
  const [editing, setEditing] = useState(true);
  const fileInput = useRef<HTMLInputElement>(null);

  const targets = useTargets(target, search);
  const fields = useMergeFields(templateId, target, target === 'vendor' ? projectId : null);
  const rowFields = useMemo(() => (fields.data ?? []).filter((f) => !f.from_data), [fields.data]);
  const template = templates.data?.find((t) => t.id === templateId) ?? null;
  const selectedIds = useMemo(() => new Set(rows.map((r) => r.target.id)), [rows]);

  if (templates.error) return <LoadErrorState error={templates.error} onRetry={() => void templates.mutate()} />;
  if (!templates.data || !projects.data || !employees.data) return <LoadingState label="Loading bulk send" />;

  const resetChecks = () => {
    setProblems(new Map());
    setBulkSendId(null);
  };
  const changeTarget = (next: BulkSendTargetKind) => {
    setTarget(next);
    setRows([]);
    setSearch('');
    resetChecks();
  };
  const toggle = (t: BulkSendTarget) => {
    setRows((current) => (selectedIds.has(t.id) ? current.filter((r) => r.target.id !== t.id) : [...current, { target: t, values: {} }]));
    resetChecks();
  };
  const selectAll = () => {
    const found = targets.data ?? [];
    setRows((current) => [...current, ...found.filter((t) => !selectedIds.has(t.id)).map((t) => ({ target: t, values: {} }))]);
    resetChecks();
  };
  const setValue = (index: number, field: string, value: string) => {
    setRows((current) => current.map((r, i) => (i === index ? { ...r, values: { ...r.values, [field]: value } } : r)));
    setProblems((current) => {
      if (!current.has(index)) return current;
      const next = new Map(current);
      const { [field]: _gone, [`merge_values.${field}`]: _too, ...rest } = next.get(index)!;
      next.set(index, rest);
      return next;
    });
    setBulkSendId(null);
  };
  const removeRow = (index: number) => {
    setRows((current) => current.filter((_r, i) => i !== index));
    resetChecks();
  };

  /** The uploaded sheet's rows replace the grid's; ids not among the targets are kept for the server to refuse. */
  const upload = async (file: File) => {
    try {
      const sheet = await readSheet(file);
      if (sheet.target !== target) setTarget(sheet.target);
      const known = new Map<number, BulkSendTarget>();
      for (const t of targets.data ?? []) known.set(t.id, t);
      const next = sheet.rows.map((r) => {
        const id = (sheet.target === 'scope' ? r.scope_id : r.vendor_company_id) ?? 0;
        const t = known.get(id) ?? { kind: sheet.target, id, name: id ? `#${id}` : '(no id)', vendor_company_id: null, vendor_name: '', project_id: null, project_name: '' };
        return { target: t, values: r.merge_values };
      });
      setRows(next);
      resetChecks();
      setGridPage(1);
      toast.success(`${next.length} rows read from ${file.name}.`);
    } catch (error) {
      const problem = await normalizeError(error);
      toast.error(problem.errors?.file ?? problem.message);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  /** The same checks as the server where the client can make them, then the server's for every row. */
  const check = async () => {
    const errors: Record<string, string> = {};
    if (!templateId) errors.template_id = M.required;
    if (target === 'vendor' && !projectId) errors.project_id = B.projectRequired;
    if (!assigneeId) errors.internal_assignee_id = M.required;
    const scheduleProblems = await validateTaskSchedule(schedule);
    setFieldErrors(errors);
    setScheduleErrors(scheduleProblems);
    if (Object.keys(errors).length || Object.keys(scheduleProblems).length) return;
    if (rows.length === 0) {
      toast.error('Choose at least one recipient.');
      return;
    }
    const local: Problems = new Map();
    rows.forEach((r, i) => {
      const rowErrors: Record<string, string> = {};
      const missing = rowFields.filter((f) => !r.values[f.name]?.trim()).map((f) => f.name);
      if (missing.length) rowErrors.merge_values = B.mergeFieldsMissing(missing.join(', '));
      for (const f of rowFields) {
        const problem = checkBulkMergeValue(f.type, r.values[f.name] ?? '');
        if (problem) rowErrors[`merge_values.${f.name}`] = problem;
      }
      if (Object.keys(rowErrors).length) local.set(i, rowErrors);
    });
    if (local.size) {
      setProblems(local);
      toast.error(B.invalid(local.size));
      return;
    }
    setChecking(true);
    try {
      const answer = await validateBulkSend({
        template_id: templateId!,
        target,
        project_id: target === 'vendor' ? projectId : null,
        name: name.trim() || null,
        description: null,
        package: null,
        internal_assignee_id: assigneeId!,
        internal_signer_id: signerId,
        ...schedule,
        due_date: schedule.due_date ?? '',
        rows: rows.map((r) => ({
          vendor_company_id: target === 'vendor' ? r.target.id : null,
          scope_id: target === 'scope' ? r.target.id : null,
          merge_values: r.values,
        })),
      });
      const found = new Map<number, Record<string, string>>(answer.problems.map((p: BulkSendProblem) => [p.row, p.errors]));
      setProblems(found);
      if (answer.valid && answer.bulk_send) {
        toast.success(answer.message);
        setBulkSendId(answer.bulk_send.id);
        setEditing(false);
      } else {
        toast.error(answer.message);
        setOnlyProblems(true);
        setGridPage(1);
      }
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.errors) {
        setFieldErrors(problem.errors);
        setScheduleErrors(problem.errors as TaskScheduleErrors);
      }
      toast.error(problem.message);
    } finally {
      setChecking(false);
    }
  };

  if (!editing && bulkSendId) {
    return (
      <>
        <PageHeader title="Bulk send" />
        <BulkSendReview
          bulkSendId={bulkSendId}
          documentType={(template?.type as DocumentType | undefined) ?? null}
          onEdit={() => setEditing(true)}
          onStartOver={() => {
            setRows([]);
            resetChecks();
            setEditing(true);
          }}
        />
      </>
    );
  }

  const indexed = rows.map((r, index) => ({ ...r, index })).filter((r) => !onlyProblems || problems.has(r.index));
  const pageCount = Math.max(1, Math.ceil(indexed.length / GRID_PAGE));
  const visible = indexed.slice((gridPage - 1) * GRID_PAGE, gridPage * GRID_PAGE);
  const employeeOptions = employees.data;

  return (
    <>
      <PageHeader title="Bulk send" />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bulk-settings">
          <Typography id="bulk-settings" variant="h6" component="h2" sx={{ mb: 2 }}>
            1. Template and settings
          </Typography>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                select
                label="Template"
                value={templateId ?? ''}
                onChange={(e) => {
                  setTemplateId(Number(e.target.value) || null);
                  resetChecks();
                }}
                error={!!fieldErrors.template_id}
                helperText={fieldErrors.template_id}
                sx={{ minWidth: 280 }}
                required
              >
                {templates.data.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name} ({t.type_label})
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Task name" placeholder={template?.name ?? 'The template name'} value={name} onChange={(e) => setName(e.target.value)} sx={{ minWidth: 240 }} />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                select
                label="Internal assignee"
                value={assigneeId ?? ''}
                onChange={(e) => setAssigneeId(Number(e.target.value) || null)}
                error={!!fieldErrors.internal_assignee_id}
                helperText={fieldErrors.internal_assignee_id}
                sx={{ minWidth: 240 }}
                required
              >
                {employeeOptions.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {u.full_name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Internal signer"
                value={signerId ?? ''}
                onChange={(e) => setSignerId(Number(e.target.value) || null)}
                error={!!fieldErrors.internal_signer_id}
                helperText={fieldErrors.internal_signer_id ?? 'The assignee signs when empty'}
                sx={{ minWidth: 240 }}
              >
                <MenuItem value="">None</MenuItem>
                {employeeOptions.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {u.full_name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TaskScheduleFields value={schedule} onChange={setSchedule} errors={scheduleErrors} />
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bulk-recipients">
          <Typography id="bulk-recipients" variant="h6" component="h2" sx={{ mb: 2 }}>
            2. Recipients
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <ToggleButtonGroup exclusive size="small" value={target} onChange={(_e, next: BulkSendTargetKind | null) => next && changeTarget(next)} aria-label="Send to">
              {(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[]).map((k) => (
                <ToggleButton key={k} value={k}>
                  {BULK_SEND_TARGET_KINDS[k]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {target === 'vendor' && (
              <TextField
                select
                size="small"
                label="Project"
                value={projectId ?? ''}
                onChange={(e) => {
                  setProjectId(Number(e.target.value) || null);
                  resetChecks();
                }}
                error={!!fieldErrors.project_id}
                helperText={fieldErrors.project_id}
                sx={{ minWidth: 240 }}
                required
              >
                {projects.data.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField size="small" label={target === 'vendor' ? 'Search vendors' : 'Search scopes, projects or vendors'} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ minWidth: 260 }} />
            <Button onClick={selectAll} disabled={!targets.data?.length}>
              Select all ({targets.data?.length ?? 0})
            </Button>
          </Stack>
          {targets.error ? (
            <LoadErrorState error={targets.error} onRetry={() => void targets.mutate()} />
          ) : !targets.data ? (
            <LoadingState label="Loading recipients" />
          ) : targets.data.length === 0 ? (
            <Typography color="text.secondary">{target === 'vendor' ? 'No vendor of your network matches.' : 'No scope with a vendor matches.'}</Typography>
          ) : (
            <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader aria-label="Recipients to choose">
                <TableBody>
                  {targets.data.map((t) => (
                    <TableRow key={`${t.kind}-${t.id}`} hover>
                      <TableCell padding="checkbox">
                        <Checkbox checked={selectedIds.has(t.id)} onChange={() => toggle(t)} slotProps={{ input: { 'aria-label': `Choose ${targetLabel(t)}` } }} />
                      </TableCell>
                      <TableCell>{targetLabel(t)}</TableCell>
                      <TableCell>{t.project_name}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {rows.length} recipients chosen
          </Typography>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bulk-values">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between' }}>
            <Typography id="bulk-values" variant="h6" component="h2">
              3. Merge values per document
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {templateId && (
                <>
                  <Button size="small" href={sheetTemplateUrl(templateId, target, 'csv')}>
                    Sheet template (CSV)
                  </Button>
                  <Button size="small" href={sheetTemplateUrl(templateId, target, 'xlsx')}>
                    Sheet template (XLSX)
                  </Button>
                </>
              )}
              <Button size="small" variant="outlined" onClick={() => fileInput.current?.click()}>
                Upload sheet
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept=".csv,.xlsx"
                data-testid="bulk-sheet-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
            </Stack>
          </Stack>
          {!templateId ? (
            <Typography color="text.secondary">Choose a template to see its merge fields.</Typography>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">Choose recipients above or upload a sheet.</Typography>
          ) : (
            <>
              {rowFields.length === 0 && <Alert severity="info">The data fills every merge field of this template.</Alert>}
              {problems.size > 0 && (
                <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
                  <Alert severity="error" sx={{ flex: 1 }}>
                    {B.invalid(problems.size)}
                  </Alert>
                  <FormControlLabel control={<Switch checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />} label="Only rows with problems" />
                </Stack>
              )}
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Documents to send">
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell>Recipient</TableCell>
                      {rowFields.map((f) => (
                        <TableCell key={f.name}>{f.name}</TableCell>
                      ))}
                      <TableCell aria-label="Remove" />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {visible.map(({ target: t, values, index }) => {
                      const rowProblems = problems.get(index) ?? {};
                      const general = Object.entries(rowProblems).filter(([key]) => !key.startsWith('merge_values.'));
                      return (
                        <TableRow key={`${t.id}-${index}`} data-testid={`grid-row-${index}`} sx={general.length ? { bgcolor: 'error.50' } : undefined}>
                          <TableCell>{index + 1}</TableCell>
                          <TableCell>
                            {targetLabel(t)}
                            {general.map(([key, message]) => (
                              <Typography key={key} variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                                {message}
                              </Typography>
                            ))}
                          </TableCell>
                          {rowFields.map((f) => (
                            <TableCell key={f.name}>
                              <TextField
                                size="small"
                                value={values[f.name] ?? ''}
                                onChange={(e) => setValue(index, f.name, e.target.value)}
                                error={!!rowProblems[`merge_values.${f.name}`]}
                                helperText={rowProblems[`merge_values.${f.name}`]}
                                slotProps={{ htmlInput: { 'aria-label': `${f.name} of row ${index + 1}` } }}
                                placeholder={f.type === 'date' ? 'YYYY-MM-DD' : f.type}
                              />
                            </TableCell>
                          ))}
                          <TableCell>
                            <Tooltip title="Remove row">
                              <IconButton aria-label={`Remove row ${index + 1}`} onClick={() => removeRow(index)} size="small">
                                <DeleteOutlined fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </Box>
              {pageCount > 1 && <Pagination sx={{ mt: 1 }} page={Math.min(gridPage, pageCount)} count={pageCount} onChange={(_e, next) => setGridPage(next)} aria-label="Grid pages" />}
            </>
          )}
        </Paper>

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {bulkSendId && (
            <Button onClick={() => setEditing(false)} disabled={checking}>
              Back to review
            </Button>
          )}
          <Button variant="contained" onClick={() => void check()} disabled={checking || rows.length === 0}>
            {checking ? 'Checking…' : `Check ${rows.length} documents`}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
