import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TASK_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { renderUi } from '../testing/render';
import {
  TaskScheduleFields,
  describeTaskSchedule,
  emptyTaskSchedule,
  scheduleErrorsFrom,
  validateTaskSchedule,
  type TaskScheduleErrors,
  type TaskScheduleValue,
} from './task-schedule-fields';

let latest: TaskScheduleValue;
function Controlled({ initial = emptyTaskSchedule(), errors }: { initial?: TaskScheduleValue; errors?: TaskScheduleErrors }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <TaskScheduleFields value={value} onChange={setValue} errors={errors} />;
}
const input = (container: HTMLElement, name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('TaskScheduleFields', () => {
  it('edits the due date, priority and the reminders (every N, period, weekdays)', async () => {
    const { container, user } = renderUi(<Controlled />);
    fireEvent.change(input(container, 'due_date'), { target: { value: '12/15/2026' } });
    expect(latest.due_date).toBe('2026-12-15');
    await user.click(screen.getByRole('button', { name: 'High' }));
    expect(latest.priority).toBe('high');

    expect(input(container, 'reminders_every')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Reminders' }));
    expect(latest).toMatchObject({ reminders_every: 1, reminders_period: 'day' });
    await user.clear(screen.getByLabelText('Remind every'));
    await user.type(screen.getByLabelText('Remind every'), '3x');
    expect(latest.reminders_every).toBe(3);
    const days = screen.getByRole('group', { name: 'Reminder days' });
    await user.click(within(days).getByRole('button', { name: 'Fri' }));
    await user.click(within(days).getByRole('button', { name: 'Mon' }));
    expect(latest.reminders_days).toEqual(['mon', 'fri']);
    await user.click(within(days).getByRole('button', { name: 'Fri' }));
    expect(latest.reminders_days).toEqual(['mon']);

    await user.click(screen.getByRole('switch', { name: 'Reminders' }));
    expect(latest).toMatchObject({ reminders_every: null, reminders_period: null, reminders_days: [] });
  });

  it('edits the recurrence and its end: after N times or on a date, never both', async () => {
    const { container, user } = renderUi(<Controlled initial={emptyTaskSchedule({ due_date: '2026-12-01' })} />);
    await user.click(screen.getByRole('switch', { name: 'Recurrence' }));
    expect(latest).toMatchObject({ recurrence_every: 1, recurrence_period: 'week' });
    await user.type(screen.getByLabelText('Times'), '4');
    expect(latest.recurrence_until_repeats).toBe(4);
    await user.click(screen.getByRole('radio', { name: 'On' }));
    expect(latest.recurrence_until_repeats).toBeNull();
    fireEvent.change(input(container, 'recurrence_until_date'), { target: { value: '03/01/2027' } });
    expect(latest.recurrence_until_date).toBe('2027-03-01');
    expect(screen.getByLabelText('Times')).toBeDisabled();
    expect(describeTaskSchedule(latest).recurrence).toBe('Every week, until 03/01/2027');
  });

  it('shows per-field errors under their fields', () => {
    renderUi(
      <Controlled
        initial={emptyTaskSchedule({ recurrence_every: 1, recurrence_period: 'week' })}
        errors={{ due_date: M.required, recurrence_until_repeats: TASK_MESSAGES.untilRequired }}
      />,
    );
    expect(screen.getByText(M.required)).toBeInTheDocument();
    expect(screen.getByText(TASK_MESSAGES.untilRequired)).toBeInTheDocument();
  });
});

describe('validateTaskSchedule', () => {
  it('applies the shared rules: due date required, a recurrence needs an end, dates in order, every needs a period', async () => {
    expect(await validateTaskSchedule(emptyTaskSchedule())).toEqual({ due_date: M.required });
    expect(await validateTaskSchedule(emptyTaskSchedule({ due_date: '2026-12-01', recurrence_every: 1, recurrence_period: 'week' }))).toEqual({
      recurrence_until_repeats: TASK_MESSAGES.untilRequired,
    });
    expect(
      await validateTaskSchedule(emptyTaskSchedule({ due_date: '2026-12-01', assign_date: '2026-12-05', reminders_every: 2, recurrence_every: 1, recurrence_period: 'day', recurrence_until_date: '2026-11-01' })),
    ).toEqual({ due_date: TASK_MESSAGES.dueBeforeAssign, reminders_period: M.required, recurrence_until_date: TASK_MESSAGES.untilBeforeDue });
    expect(await validateTaskSchedule(emptyTaskSchedule({ due_date: '2026-12-01', reminders_every: 0, reminders_period: 'week' }))).toEqual({ reminders_every: M.numMin(1) });
    expect(await validateTaskSchedule(emptyTaskSchedule({ due_date: '2026-12-01', reminders_every: 1, reminders_period: 'week', reminders_days: ['mon'] }))).toEqual({});
  });

  it('scheduleErrorsFrom picks the server errors of one item', () => {
    expect(scheduleErrorsFrom({ 'items.1.due_date': 'a', 'items.0.due_date': 'b', 'items.1.name': 'c', 'items.1.reminders_days.0': 'd' }, 'items.1.')).toEqual({
      due_date: 'a',
      reminders_days: 'd',
    });
  });
});
