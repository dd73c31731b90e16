// The scope's requirement checklist (issue 15): the contract, the vendor's certificate of insurance and
// each requirement of the company's requirement templates that applies to the scope, with the state of
// the task that fulfils it, so a manager sees at a glance what the vendor still owes before work
// starts; the missing tasks are created in one action. The vendor reads the same list (what it owes).
import { Alert, Box, Button, Chip, LinearProgress, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { COI_STATES, REQUIREMENT_MESSAGES as T, type ChecklistTask, type RequirementState, type ScopeChecklist, type ScopeDetails } from 'shared-contract';
import { formatDate, useConfirm, useToast } from 'shared-ui';
import { createRequirementTasks, useScopeRequirements } from '../api/scope-requirements';

const STATE_COLOR: Record<RequirementState, 'default' | 'info' | 'success' | 'warning'> = { missing: 'warning', pending: 'info', satisfied: 'success' };

function StateChip({ state, task }: { state: RequirementState; task: ChecklistTask | null }) {
  const label = task ? task.status_label : 'Missing';
  return <Chip size="small" label={label} color={STATE_COLOR[state]} variant={state === 'missing' ? 'outlined' : 'filled'} />;
}

function TaskLine({ task }: { task: ChecklistTask }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
      <Link component={RouterLink} to={task.view_path}>
        {task.task_id || task.name}
      </Link>
      {task.due_date ? (
        <Typography component="span" variant="body2" color={task.is_overdue ? 'error' : 'text.secondary'}>
          Due {formatDate(task.due_date)}
          {task.is_overdue ? ' · Overdue' : ''}
        </Typography>
      ) : null}
    </Stack>
  );
}

function coiLabel(coi: ScopeChecklist['coi']) {
  if (coi.state === 'valid') return `Valid until ${formatDate(coi.expiry_date)}`;
  if (coi.state === 'lapsed') return `Lapsed on ${formatDate(coi.expiry_date)}`;
  return COI_STATES.missing;
}

export function ScopeRequirementsPanel({ scope }: { scope: ScopeDetails }) {
  const toast = useToast();
  const confirm = useConfirm();
  const checklist = useScopeRequirements(scope.id, scope.status);
  const list = checklist.data;

  const createMissing = async () => {
    if (!list || !(await confirm({ message: T.createConfirm(list.missing_count), confirmText: 'Create tasks' }))) return;
    try {
      const { data, message } = await createRequirementTasks(scope.id);
      await checklist.mutate(data, { revalidate: false });
      toast.success(message);
    } catch (e) {
      const problem = await normalizeError(e);
      const details = Object.values(problem.errors ?? {});
      toast.error(details.length ? details.join(' ') : problem.message);
      await checklist.mutate();
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="scope-requirements-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" id="scope-requirements-title">
          Requirements
        </Typography>
        {list?.can_create_tasks ? (
          <Button variant="contained" onClick={() => void createMissing()}>
            Create missing tasks
          </Button>
        ) : null}
      </Stack>
      {checklist.error ? (
        <Typography variant="body2" color="text.secondary">
          The requirements could not be loaded.{' '}
          <Button size="small" onClick={() => void checklist.mutate()}>
            Retry
          </Button>
        </Typography>
      ) : !list ? (
        <LinearProgress aria-label="Loading requirements" />
      ) : (
        <>
          {list.total_count > 0 ? (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {T.progress(list.satisfied_count, list.total_count)}
              </Typography>
              <LinearProgress variant="determinate" value={(list.satisfied_count / list.total_count) * 100} aria-label={T.progress(list.satisfied_count, list.total_count)} sx={{ mt: 0.5 }} />
            </Box>
          ) : null}
          {list.is_vendor && list.missing_count + list.items.filter((i) => i.state === 'pending').length > 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              What {scope.company_name} still needs from you before work starts.
            </Alert>
          ) : null}
          <List dense aria-label="Scope requirements">
            <ListItem divider secondaryAction={<StateChip state={list.contract.state} task={list.contract.task} />}>
              <ListItemText primary="Contract" secondary={list.contract.task ? <TaskLine task={list.contract.task} /> : 'No contract task yet'} slotProps={{ secondary: { component: 'div' } }} />
            </ListItem>
            <ListItem
              divider
              secondaryAction={<Chip size="small" label={coiLabel(list.coi)} color={list.coi.state === 'valid' ? 'success' : list.coi.state === 'lapsed' ? 'error' : 'warning'} variant={list.coi.state === 'missing' ? 'outlined' : 'filled'} />}
            >
              <ListItemText primary="Certificate of insurance" secondary={list.vendor_company_name ?? undefined} />
            </ListItem>
            {list.items.map((item) => (
              <ListItem key={item.requirement_id} divider secondaryAction={<StateChip state={item.state} task={item.task} />}>
                <ListItemText
                  primary={item.name}
                  secondary={
                    <Stack component="span" spacing={0.25}>
                      <span>{item.document_type_label}</span>
                      {item.task ? <TaskLine task={item.task} /> : null}
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
          {list.total_count === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {list.is_vendor ? 'No requirement applies to this scope.' : T.empty}
            </Typography>
          ) : null}
          {!list.is_vendor && list.missing_count > 0 && !list.can_create_tasks && (scope.status === 'drafting' || scope.status === 'pending') ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.scopeNotApproved}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}
