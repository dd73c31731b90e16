// Task reminders (DOMAIN.md 4): tasks.next_reminder_at is the schedule. Every instance sweeps it;
// a due row is claimed with UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED), and in that
// same transaction its next time is set, the event recorded and the notification and mail queued:
// a reminder is sent exactly once however many instances sweep, and a process killed mid-claim
// rolls the whole claim back (the row is due again for the next sweep). No in-memory timers.
import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACTIVE_TASK_STATUSES } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { tasks } from '../../db/schema';
import { notifyTaskParties, pendingPartyIds, recordTaskEvent } from '../tasks';
import { nextReminderAfter, nextReminderAt } from './schedule';
import { contractSignLink, pendingSignerIds } from '../../lib/contract-rounds';

/** Rows claimed per transaction; a sweep loops until nothing is due. */
const BATCH = 50;

/**
 * Arms the schedule of active tasks that have reminders but no next time (a contract just sent out of
 * its draft, a task whose reminders were set by an edit), and clears it on tasks no longer waiting for
 * anyone or without reminders. Returns how many rows changed.
 */
async function armAndClear(db: Database, now: Date): Promise<number> {
  let changed = 0;
  const cleared = await db
    .update(tasks)
    .set({ nextReminderAt: null })
    .where(and(isNotNull(tasks.nextReminderAt), or(notInArray(tasks.status, ACTIVE_TASK_STATUSES), isNull(tasks.remindersEvery), isNull(tasks.remindersPeriod))))
    .returning({ id: tasks.id });
  changed += cleared.length;
  for (;;) {
    const armed = await withTransaction(db, async (tx) => {
      const rows = await tx
        .select()
        .from(tasks)
        .where(and(isNull(tasks.nextReminderAt), isNotNull(tasks.remindersEvery), isNotNull(tasks.remindersPeriod), inArray(tasks.status, ACTIVE_TASK_STATUSES)))
        .orderBy(asc(tasks.id))
        .limit(200)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const row of rows) {
        const next = nextReminderAt(row, now);
        if (!next) continue;
        await tx.update(tasks).set({ nextReminderAt: next }).where(and(eq(tasks.id, row.id), isNull(tasks.nextReminderAt)));
        count += 1;
      }
      return count;
    });
    changed += armed;
    if (armed < 200) break;
  }
  return changed;
}

/** Sends every reminder due at `now` (once each, across instances); returns how many tasks were reminded. */
export async function sweepReminders(app: FastifyInstance, now: Date): Promise<number> {
  await armAndClear(app.db, now);
  let reminded = 0;
  for (;;) {
    const claimed = await withTransaction(app.db, async (tx) => {
      const due = tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(isNotNull(tasks.nextReminderAt), lte(tasks.nextReminderAt, now), inArray(tasks.status, ACTIVE_TASK_STATUSES), isNotNull(tasks.remindersEvery), isNotNull(tasks.remindersPeriod)))
        .orderBy(asc(tasks.nextReminderAt), asc(tasks.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      // The claim: last_reminder_at is now; the rows stay locked until this transaction ends.
      const rows = await tx
        .update(tasks)
        .set({ lastReminderAt: now, updatedAt: sql`now()` })
        .where(inArray(tasks.id, due))
        .returning();
      for (const task of rows) {
        const next = nextReminderAfter(task, task.nextReminderAt ?? now, now);
        await tx.update(tasks).set({ nextReminderAt: next }).where(eq(tasks.id, task.id));
        // The party whose action is pending (DOMAIN.md 8): an in-app notification and a mail, queued with the claim.
        // A contract out for signature: the signers whose turn it is, to the sign page (issue 16).
        const signers = task.type === 'contract' ? await pendingSignerIds(tx, task.id) : [];
        const to = signers.length ? signers : pendingPartyIds(task);
        await notifyTaskParties(app, tx, task, 'reminder', signers.length ? { userIds: signers, link: contractSignLink(task.id) } : {});
        await recordTaskEvent(tx, task.id, null, 'reminded', { to, next_reminder_at: next?.toISOString() ?? null });
      }
      return rows.length;
    });
    reminded += claimed;
    if (claimed < BATCH) break;
  }
  if (reminded) app.jobs.wake();
  return reminded;
}
