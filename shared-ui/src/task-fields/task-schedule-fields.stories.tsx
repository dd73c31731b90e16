import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { TaskScheduleFields, describeTaskSchedule, emptyTaskSchedule, validateTaskSchedule, type TaskScheduleErrors, type TaskScheduleValue } from './task-schedule-fields';

const meta: Meta<typeof TaskScheduleFields> = {
  title: 'Tasks/TaskScheduleFields',
  component: TaskScheduleFields,
};
export default meta;

function Demo({ initial }: { initial: TaskScheduleValue }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<TaskScheduleErrors>({});
  const summary = describeTaskSchedule(value);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TaskScheduleFields value={value} onChange={setValue} errors={errors} />
      <Button variant="contained" onClick={async () => setErrors(await validateTaskSchedule(value))}>
        Validate
      </Button>
      <Typography variant="body2">
        Reminders: {summary.reminders}. Recurrence: {summary.recurrence}.
      </Typography>
    </Stack>
  );
}

export const Empty: StoryObj = { render: () => <Demo initial={emptyTaskSchedule()} /> };
export const WithRemindersAndRecurrence: StoryObj = {
  render: () => (
    <Demo
      initial={emptyTaskSchedule({
        due_date: '2026-12-15',
        priority: 'high',
        reminders_every: 2,
        reminders_period: 'day',
        reminders_days: ['mon', 'wed'],
        recurrence_every: 1,
        recurrence_period: 'month',
        recurrence_until_repeats: 6,
      })}
    />
  ),
};
export const WithServerErrors: StoryObj = {
  render: () => (
    <TaskScheduleFields
      value={emptyTaskSchedule({ recurrence_every: 1, recurrence_period: 'week' })}
      onChange={() => undefined}
      errors={{ due_date: 'This field is required.', recurrence_until_repeats: 'Choose how many times the task repeats or the date it repeats until.' }}
    />
  ),
};
