// The calendar arithmetic of task reminders and recurrence (DOMAIN.md 4), with no database (one copy:
// task creation and edit in modules/tasks and the sweepers of modules/task-schedules both use it): every
// N day|week (reminders) or day|week|month (recurrence), optionally on chosen weekdays. All in UTC.
//
// - day: N days later; with weekdays, moved forward to the next chosen weekday (every 1 day on
//   Mon-Fri = business days).
// - week: without weekdays, N weeks later; with weekdays, the next chosen weekday later in the same
//   week (weeks start on Monday, as the picker does), else the first chosen weekday of the week N
//   weeks on.
// - month: N months later (the day clamped to the month's last), then moved to a chosen weekday.
import { ACTIVE_TASK_STATUSES, TASK_WEEKDAYS, type TaskStatus, type TaskWeekday } from 'shared-contract';

/** The task columns the schedules read (a tasks row has them all). */
type TaskRecord = {
  status: string;
  remindersEvery: number | null;
  remindersPeriod: string | null;
  remindersDays: string[] | null;
  recurrenceEvery: number | null;
  recurrencePeriod: string | null;
  recurrenceDays: string[] | null;
};

const DAY_MS = 86_400_000;
const WEEKDAY_KEYS = Object.keys(TASK_WEEKDAYS) as TaskWeekday[]; // mon .. sun
export type SchedulePeriod = 'day' | 'week' | 'month';

/** 0 = Monday .. 6 = Sunday. */
const mondayIndex = (time: number) => (new Date(time).getUTCDay() + 6) % 7;
const chosenIndexes = (days: readonly string[] | null | undefined) =>
  new Set((days ?? []).map((d) => WEEKDAY_KEYS.indexOf(d as TaskWeekday)).filter((i) => i >= 0));

function addMonths(time: number, months: number): number {
  const d = new Date(time);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.getTime();
}

/** The next occurrence strictly after `from` (a time; its time of day is kept). */
export function advanceSchedule(from: Date, every: number, period: SchedulePeriod, days?: readonly string[] | null): Date {
  const n = Math.max(1, Math.floor(every));
  const chosen = chosenIndexes(days);
  const toChosenDay = (time: number) => {
    if (chosen.size === 0) return time;
    let t = time;
    while (!chosen.has(mondayIndex(t))) t += DAY_MS;
    return t;
  };
  const start = from.getTime();
  switch (period) {
    case 'day':
      return new Date(toChosenDay(start + n * DAY_MS));
    case 'month':
      return new Date(toChosenDay(addMonths(start, n)));
    case 'week': {
      if (chosen.size === 0) return new Date(start + n * 7 * DAY_MS);
      const today = mondayIndex(start);
      const later = [...chosen].filter((i) => i > today).sort((a, b) => a - b)[0];
      if (later !== undefined) return new Date(start + (later - today) * DAY_MS);
      const mondayOfNext = start - today * DAY_MS + n * 7 * DAY_MS;
      return new Date(toChosenDay(mondayOfNext));
    }
  }
}

type ReminderFields = Pick<TaskRecord, 'status' | 'remindersEvery' | 'remindersPeriod' | 'remindersDays'>;

/** Whether the task has a reminder schedule at all (every N and a period). */
export const hasReminders = (task: Pick<TaskRecord, 'remindersEvery' | 'remindersPeriod'>) =>
  !!task.remindersEvery && (task.remindersPeriod === 'day' || task.remindersPeriod === 'week');

/**
 * When the task's next reminder is due after `from`, or null when none is: no schedule, or the task is
 * outside the active group (a draft, finished, pending its work start date, or open as submit as
 * needed: nobody is being waited for). tasks.next_reminder_at holds it; the sweeper sends it.
 */
export function nextReminderAt(task: ReminderFields, from: Date): Date | null {
  if (!hasReminders(task) || !ACTIVE_TASK_STATUSES.includes(task.status as TaskStatus)) return null;
  return advanceSchedule(from, task.remindersEvery!, task.remindersPeriod as SchedulePeriod, task.remindersDays);
}

/** The first scheduled time after `now`, stepping from `scheduled` (a sweeper that was down sends one reminder, not the missed ones). */
export function nextReminderAfter(task: ReminderFields, scheduled: Date, now: Date): Date | null {
  let next = nextReminderAt(task, scheduled);
  for (let guard = 0; next && next.getTime() <= now.getTime() && guard < 10_000; guard++) next = nextReminderAt(task, next);
  return next && next.getTime() > now.getTime() ? next : nextReminderAt(task, now);
}

export const isoDay = (time: Date) => time.toISOString().slice(0, 10);
const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The due date of the next task of a recurring series after `dueDate` (YYYY-MM-DD): one period on,
 * and on until it is today or later (a task finished late does not start its successor overdue).
 */
export function nextRecurrenceDueDate(
  task: Pick<TaskRecord, 'recurrenceEvery' | 'recurrencePeriod' | 'recurrenceDays'>,
  dueDate: string,
  today: string,
): string | null {
  if (!task.recurrenceEvery || !['day', 'week', 'month'].includes(task.recurrencePeriod ?? '')) return null;
  let next = advanceSchedule(new Date(dayTime(dueDate)), task.recurrenceEvery, task.recurrencePeriod as SchedulePeriod, task.recurrenceDays);
  for (let guard = 0; isoDay(next) < today && guard < 10_000; guard++) next = advanceSchedule(next, task.recurrenceEvery, task.recurrencePeriod as SchedulePeriod, task.recurrenceDays);
  return isoDay(next);
}

/** Days from `from` to `to` (YYYY-MM-DD each); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
export const addDays = (date: string, days: number) => isoDay(new Date(dayTime(date) + days * DAY_MS));
