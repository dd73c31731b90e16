// The cells of a task list row (000 section 3): the status chip (the status as this viewer reads it,
// 001 section 4), the priority, the due date with the overdue mark, and a person on the task.
import { Box, Chip, Typography } from '@mui/material';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { COMPLETED_LIKE_TASK_STATUSES, TASK_PRIORITIES, UI_TEXT, type TaskRow } from 'shared-contract';
import { formatDate } from '../format/format';

/** Each word capitalised ("pending your signature" → "Pending Your Signature"). */
export const capitalizeWords = (text: string) => text.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

type ChipColor = 'default' | 'success' | 'warning' | 'info' | 'error';
/** Finished tasks read calm, revoked ones neutral, the rest show that someone has to act. */
export function taskStatusColor(status: TaskRow['status']): ChipColor {
  if ((COMPLETED_LIKE_TASK_STATUSES as string[]).includes(status)) return 'success';
  if (status === 'revoked' || status === 'draft') return 'default';
  if (status === 'pending_work_start_date' || status === 'submit_as_needed') return 'info';
  return 'warning';
}

export function TaskStatusChip({ task }: { task: Pick<TaskRow, 'status' | 'status_label'> }) {
  return <Chip size="small" variant="outlined" color={taskStatusColor(task.status)} label={capitalizeWords(task.status_label)} />;
}

export function taskPriorityLabel(priority: TaskRow['priority']): string {
  return TASK_PRIORITIES[priority] ?? capitalizeWords(priority);
}

export function TaskPriority({ priority }: { priority: TaskRow['priority'] }) {
  const label = taskPriorityLabel(priority);
  return priority === 'high' ? <Chip size="small" color="error" variant="outlined" label={label} /> : <>{label}</>;
}

/** MM/DD/YYYY; an overdue task's date in the error colour with a warning icon and the word Overdue for screen readers. */
export function TaskDueDate({ task }: { task: Pick<TaskRow, 'due_date' | 'is_overdue'> }) {
  if (!task.due_date) return <>{UI_TEXT.notAvailable}</>;
  if (!task.is_overdue) return <>{formatDate(task.due_date)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 600 }} title="Overdue">
      <WarningAmberOutlined fontSize="inherit" aria-hidden />
      <span>{formatDate(task.due_date)}</span>
      <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
        Overdue
      </Typography>
    </Box>
  );
}

export const personName = (person: TaskRow['internal_assignee']) => person?.full_name ?? UI_TEXT.notAvailable;
