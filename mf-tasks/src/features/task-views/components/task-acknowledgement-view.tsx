// /tasks/{task_id}/acknowledgement (000 section 4, DOMAIN.md 4): the document to read in a sandboxed
// view; the external assignee confirms 'I acknowledge' (asked once more); afterwards who
// acknowledged and when (from the timeline's acknowledge event).
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { normalizeError } from 'shared-auth';
import { formatDateTime, useConfirm, useToast } from 'shared-ui';
import { acknowledgeTask, useTaskEvents } from '../api/task-api';
import { TaskInstructions } from './task-request-view';
import { useTaskView } from './task-view-layout';

function AcknowledgedBy() {
  const { task } = useTaskView();
  const events = useTaskEvents(task.id, 1, 100);
  const event = [...(events.data?.data ?? [])].reverse().find((e) => /acknowledg/i.test(e.action));
  const who = event?.user?.full_name ?? task.external_assignee?.full_name ?? null;
  const when = event?.created_at ?? task.completed_at;
  return (
    <Alert severity="success" aria-label="Acknowledged">
      {`Acknowledged${who ? ` by ${who}` : ''}${when ? ` on ${formatDateTime(when)}` : ''}.`}
    </Alert>
  );
}

export function TaskAcknowledgementView() {
  const { task, replace, reload } = useTaskView();
  const toast = useToast();
  const confirm = useConfirm();
  const [hasRead, setHasRead] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const canAcknowledge = task.can.actions.includes('acknowledge');

  const acknowledge = async () => {
    if (!(await confirm({ title: 'Acknowledge', message: `You confirm that you received and read "${task.task_name}".`, confirmText: 'I acknowledge', initialFocus: 'confirm' }))) return;
    setSaving(true);
    try {
      const { data, message } = await acknowledgeTask(task.id);
      toast.success(message);
      await replace(data);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <TaskInstructions task={task} onChanged={reload} />
      {task.status === 'completed' ? <AcknowledgedBy /> : null}
      {canAcknowledge ? (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Your acknowledgement">
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Your acknowledgement
          </Typography>
          <FormControlLabel control={<Checkbox checked={hasRead} onChange={(e) => setHasRead(e.target.checked)} />} label="I have read the document above" />
          <Box sx={{ mt: 1 }}>
            <Button variant="contained" disabled={!hasRead} loading={isSaving} onClick={() => void acknowledge()}>
              I acknowledge
            </Button>
          </Box>
        </Paper>
      ) : task.status === 'pending_acknowledgement' ? (
        <Typography variant="body2" color="text.secondary">
          {`Waiting for ${task.waiting_on?.people.map((p) => p.full_name).join(', ') || task.vendor_company_name || 'the vendor'} to acknowledge.`}
        </Typography>
      ) : null}
    </Stack>
  );
}
