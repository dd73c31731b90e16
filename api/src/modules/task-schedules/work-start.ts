// A signed contract waits in pending_work_start_date until its scope's work start date (DOMAIN.md 4):
// on that date the sweeper moves it to fully_executed by the work_start action, through
// transitionTask (the only way a status changes), and tells its parties it completed. A task whose
// scope lost its date (or was deleted) has nothing left to wait for and is executed at once.
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../db/transaction';
import { scopes, tasks } from '../../db/schema';
import { notifyTaskParties, transitionTask } from '../tasks';
import { isoDay } from './schedule';

const BATCH = 50;

/** Executes every contract whose scope's work start date has come (`now`'s UTC day); returns how many. */
export async function sweepWorkStarts(app: FastifyInstance, now: Date): Promise<number> {
  const today = isoDay(now);
  let executed = 0;
  for (;;) {
    const count = await withTransaction(app.db, async (tx) => {
      const rows = await tx
        .select({ task: tasks })
        .from(tasks)
        .leftJoin(scopes, eq(scopes.id, tasks.scopeId))
        .where(and(eq(tasks.status, 'pending_work_start_date'), or(isNull(scopes.workStartDate), lte(scopes.workStartDate, today))))
        .orderBy(asc(tasks.id))
        .limit(BATCH)
        .for('update', { of: tasks, skipLocked: true });
      for (const { task } of rows) {
        const updated = await transitionTask(tx, task, 'work_start', 'fully_executed', null, { details: { work_start_date: today } });
        await notifyTaskParties(app, tx, updated, 'completed');
      }
      return rows.length;
    });
    executed += count;
    if (count < BATCH) break;
  }
  if (executed) app.jobs.wake();
  return executed;
}
