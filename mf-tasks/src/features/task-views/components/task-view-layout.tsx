// /tasks/{task_id} and its views (000 section 2 and 4): the task is loaded once here; an unknown or
// hidden task is the 404 page, a refusal the no-permission message. The header shows what the task
// is, its status as this viewer reads it, priority, due date (overdue marked), the project, scope
// and vendor, and who must act now; the tabs lead to the task's own view (request, acknowledgement
// or contract by its type: taskViewPath) and to its timeline. A view that is not the task's type
// redirects to the right one, and /tasks/{task_id} itself opens that view.
import { Alert, Box, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { DOCUMENT_TYPES, ROUTES, TASK_PRIORITIES, TASK_VIEW_BY_DOCUMENT_TYPE, taskViewPath, type TaskDetails } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, PageHeader, formatDate, statusOfError, useBreadcrumbLabel } from 'shared-ui';
import { useTask } from '../api/task-api';

/** What the views get from the layout (useOutletContext). */
export type TaskViewContext = {
  task: TaskDetails;
  /** The caller's company sent the task (the general contractor's side). */
  isSender: boolean;
  /** Loads the task again (after an action, the answer's data is put in the cache instead). */
  reload: () => Promise<unknown>;
  /** Puts an action's answer in place of the loaded task. */
  replace: (task: TaskDetails) => Promise<unknown>;
};

export const useTaskView = () => useOutletContext<TaskViewContext>();

const ID = /^[1-9]\d{0,8}$/;
const VIEW_LABELS = { request: 'Request', acknowledgement: 'Acknowledgement', contract: 'Contract' } as const;

export const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

type ChipColor = 'default' | 'success' | 'warning' | 'info' | 'error';
export function statusColor(task: Pick<TaskDetails, 'status'>): ChipColor {
  if (task.status === 'completed' || task.status === 'fully_executed') return 'success';
  if (task.status === 'revoked') return 'default';
  if (task.status === 'draft' || task.status === 'submit_as_needed' || task.status === 'pending_work_start_date') return 'info';
  return 'warning';
}

export function TaskViewLayout() {
  const { taskId = '' } = useParams();
  const id = ID.test(taskId) ? Number(taskId) : null;
  const { data: task, error, isLoading, mutate } = useTask(id);
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  useBreadcrumbLabel(id === null ? null : `${ROUTES.tasks}/${id}`, task?.task_name);

  if (id === null || statusOfError(error) === 404) return <NotFoundState />;
  if (isLoading) return <LoadingState />;
  if (error || !task) return <LoadErrorState error={error} onRetry={() => void mutate()} />;

  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const own = TASK_VIEW_BY_DOCUMENT_TYPE[task.type];
  // Another type's view (or the bare task address) opens this task's own view.
  if (segment !== 'timeline' && segment !== own && (segment === String(id) || segment in VIEW_LABELS)) return <Navigate to={taskViewPath(task)} replace />;

  const context: TaskViewContext = {
    task,
    isSender: user?.company?.id === task.company_id,
    reload: () => mutate(),
    replace: (next) => mutate(next, { revalidate: false }),
  };
  return (
    <Box>
      <Link component={RouterLink} to={ROUTES.tasks} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Tasks
      </Link>
      <TaskHeader task={task} isSender={context.isSender} />
      <Tabs value={segment === 'timeline' ? 'timeline' : 'view'} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Task sections">
        <Tab label={VIEW_LABELS[own]} value="view" component={RouterLink} to={taskViewPath(task)} />
        <Tab label="Timeline" value="timeline" component={RouterLink} to={taskViewPath(task, 'timeline')} />
      </Tabs>
      <Outlet context={context} />
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

export function TaskHeader({ task, isSender }: { task: TaskDetails; isSender: boolean }) {
  const waiting = task.waiting_on;
  const waitingText = waiting
    ? waiting.people.length
      ? waiting.people.map((p) => p.full_name).join(', ')
      : waiting.side === 'external'
        ? (task.vendor_company_name ?? 'The vendor')
        : task.company_name
    : null;
  return (
    <Box component="section" aria-label="Task summary" sx={{ mb: 2 }}>
      <PageHeader
        title={task.task_name}
        subtitle={
          <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <span>{task.task_id}</span>
            <span>·</span>
            <span>{DOCUMENT_TYPES[task.type]}</span>
            <span>·</span>
            <span>{task.required_action}</span>
            <Chip component="span" size="small" color={statusColor(task)} label={capitalise(task.status_label)} aria-label={`Status: ${capitalise(task.status_label)}`} />
            <Chip
              component="span"
              size="small"
              variant="outlined"
              color={task.priority === 'high' ? 'error' : 'default'}
              label={`${TASK_PRIORITIES[task.priority]} priority`}
            />
            {task.is_overdue ? <Chip component="span" size="small" color="error" label="Overdue" /> : null}
          </Stack>
        }
      />
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Fact label="Due date">
          <Box component="span" sx={task.is_overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
            {formatDate(task.due_date)}
          </Box>
        </Fact>
        {task.project_id !== null ? (
          <Fact label="Project">
            <Link component={RouterLink} to={`${ROUTES.projects}/${task.project_id}`}>
              {task.project_name}
            </Link>
          </Fact>
        ) : null}
        {task.project_id !== null && task.scope_id !== null ? (
          <Fact label="Scope">
            <Link component={RouterLink} to={`${ROUTES.projects}/${task.project_id}/scopes/${task.scope_id}`}>
              {task.scope_name}
            </Link>
          </Fact>
        ) : null}
        {isSender ? (
          task.vendor_company_id !== null ? (
            <Fact label="Vendor">
              <Link component={RouterLink} to={`${ROUTES.companies}/${task.vendor_company_id}`}>
                {task.vendor_company_name}
              </Link>
            </Fact>
          ) : null
        ) : (
          <Fact label="From">{task.company_name}</Fact>
        )}
        <Fact label="Waiting on">{waitingText ?? 'Nobody'}</Fact>
      </Stack>
      {task.status === 'revoked' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {`This task was revoked${task.revoked_at ? ` on ${formatDate(task.revoked_at)}` : ''}.${task.revoke_reason ? ` Reason: ${task.revoke_reason}` : ''}`}
        </Alert>
      ) : null}
    </Box>
  );
}
