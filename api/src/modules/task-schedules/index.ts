// Task schedules (issue 15): reminders, recurrence, the work start date and the certificate of
// insurance expiry cycle, all from state in the database (tasks.next_reminder_at, the recurrence
// columns, scopes' work start dates, insurance_certificates), swept by every API instance while it
// listens (each sweep claims its rows FOR UPDATE SKIP LOCKED, so instances never act twice and a
// killed one loses nothing: the next sweep, of any instance, picks up). What they send goes out
// through the job runner (notifications and mail queued in the claiming transaction).
// runTaskSchedules(app, now) is one sweep; tests call it with a clock they move.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepCoiExpiry } from './coi';
import { sweepRecurrences } from './recurrence';
import { sweepReminders } from './reminders';
import { sweepWorkStarts } from './work-start';

export { nextReminderAt, advanceSchedule, nextRecurrenceDueDate } from './schedule';
export { coiLapsedSql, findLapsedCoiPairs, coiPairKey } from '../../lib/coi-lapsed';
export { seedTaskDemoData } from './demo-data';

/** How often each listening instance sweeps. */
export const TASK_SCHEDULES_POLL_MS = 30_000;

export type TaskSchedulesResult = { workStarted: number; recurred: number; reminded: number; coi: number };

/**
 * One sweep at `now`: contracts whose work start date came are executed, finished recurring tasks get
 * their successor, due reminders are sent, certificates near expiry or lapsed are handled. Order
 * matters: an execution may finish a recurring contract, a new task's first reminder is then armed.
 */
export async function runTaskSchedules(app: FastifyInstance, now: Date = new Date()): Promise<TaskSchedulesResult> {
  const workStarted = await sweepWorkStarts(app, now);
  const recurred = await sweepRecurrences(app, now);
  const reminded = await sweepReminders(app, now);
  const coi = await sweepCoiExpiry(app, now);
  return { workStarted, recurred, reminded, coi };
}

export default fp(
  async (app: FastifyInstance, options: { pollMs?: number }) => {
    const pollMs = options.pollMs ?? TASK_SCHEDULES_POLL_MS;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let stopped = false;
    const sweep = () => {
      if (running || stopped) return;
      running = runTaskSchedules(app)
        .catch((error) => app.log.error({ err: error }, 'task schedules sweep failed'))
        .finally(() => {
          running = null;
        });
    };
    // Like the job runner: only an instance that serves sweeps (tests that inject() call runTaskSchedules).
    app.addHook('onListen', async () => {
      sweep();
      timer = setInterval(sweep, pollMs);
      timer.unref?.();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'task-schedules', dependencies: ['jobs', 'mail'] },
);
