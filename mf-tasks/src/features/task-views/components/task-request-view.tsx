// /tasks/{task_id}/request: a document request or a certificate of insurance request (000 section 4,
// DOMAIN.md 4). What to do (the description, the document, the sender's attachments); the vendor's
// upload while the task waits for it; a rejection's reason where the vendor reads it; the
// submissions with their review state; the reviewer's Approve and Reject.
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { isFinishedTaskStatus, type TaskDetails } from 'shared-contract';
import { formatDateTime, useToast } from 'shared-ui';
import { TaskDocumentFrame } from '../../../components/task-document-frame';
import { TaskFilesList } from './task-files-list';
import { TaskReviewActions } from './task-review-actions';
import { TaskUploadForm } from './task-upload-form';
import { useTaskView } from './task-view-layout';

export function TaskInstructions({ task, onChanged }: { task: TaskDetails; onChanged?: () => Promise<unknown> }) {
  const attachments = task.files.filter((f) => f.kind === 'attachment');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="What to do">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        What to do
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: task.html || attachments.length ? 2 : 0 }} color={task.description ? 'text.primary' : 'text.secondary'}>
        {task.description || (task.html ? 'Read the document below.' : 'No instructions were given.')}
      </Typography>
      {task.html ? <TaskDocumentFrame html={task.html} title={`${task.task_name} document`} /> : null}
      {attachments.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">Attachments</Typography>
          <TaskFilesList taskId={task.id} files={attachments} label="Attachments" emptyText="" onChanged={onChanged} />
        </Box>
      ) : null}
    </Paper>
  );
}

export function TaskRequestView() {
  const { task, isSender, replace, reload } = useTaskView();
  const toast = useToast();
  const submissions = task.files.filter((f) => f.kind === 'submission').sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  const canSubmit = task.can.actions.includes('submit');
  const done = async (next: TaskDetails, message: string) => {
    toast.success(message);
    await replace(next);
  };
  const lastRejected = task.status === 'pending_submission' ? submissions.find((f) => f.review_status === 'rejected') : undefined;
  const rejectReason = task.status === 'pending_submission' ? (task.reject_reason ?? lastRejected?.review_reason ?? null) : null;

  return (
    <Stack spacing={2}>
      <TaskInstructions task={task} onChanged={reload} />
      {rejectReason ? (
        <Alert severity="error" role="alert" aria-label="Rejection reason">
          {isSender ? `The last submission was rejected. Reason: ${rejectReason}` : `Your last submission was rejected. Reason: ${rejectReason}`}
        </Alert>
      ) : null}
      {canSubmit ? <TaskUploadForm task={task} onSubmitted={done} /> : null}
      {!canSubmit && !isSender && (task.status === 'pending_submission' || task.status === 'submit_as_needed') ? (
        <Alert severity="info">Another person of your company uploads for this task: {task.external_assignee?.full_name ?? 'the assignee'}.</Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Submissions">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6">
            Submissions
          </Typography>
          <TaskReviewActions task={task} onDone={done} />
        </Stack>
        {task.status === 'pending_approval' && !task.can.actions.includes('approve') ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`Waiting for review by ${task.waiting_on?.people.map((p) => p.full_name).join(', ') || task.company_name}.`}
          </Typography>
        ) : null}
        <TaskFilesList taskId={task.id} files={submissions} label="Submitted files" emptyText="Nothing was submitted yet." onChanged={reload} />
        {isFinishedTaskStatus(task.status) && task.completed_at ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{`Completed on ${formatDateTime(task.completed_at)}.`}</Typography>
        ) : null}
      </Paper>
    </Stack>
  );
}
