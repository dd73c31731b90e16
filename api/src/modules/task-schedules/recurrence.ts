// Recurrence (DOMAIN.md 4): when a task of a recurring series finishes (completed or fully executed,
// or a request approved into submit_as_needed), the next task of the series is created, its due date
// one period on (every N day|week|month, on the chosen weekdays), until the series has
// recurrence_until_repeats tasks (the first included) or the next due date would pass
// recurrence_until_date. The finished task is locked (FOR UPDATE SKIP LOCKED) and
// recurrence_next_created_at is set in the transaction that inserts the next one, guarded on being
// unset: never twice, across instances and restarts. A series that ends is marked recurrence_ended_at.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TaskStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { tasks } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createTasksAs, recordTaskEvent, type TaskRecord } from '../tasks';
import { isoDay, nextRecurrenceDueDate, daysBetween, addDays } from './schedule';

/** The statuses that end one task of a series (a request approved while its series goes on stays open as submit_as_needed). */
export const RECURRENCE_TRIGGER_STATUSES: TaskStatus[] = ['completed', 'fully_executed', 'submit_as_needed'];
const BATCH = 20;

/** A merge value as it was filled (MM/DD/YYYY for dates) back in the form a sender types (YYYY-MM-DD). */
const asTyped = (value: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : value;
};

/** Whether the series goes on after `task` (one that is due `nextDue`), by its count or its date. */
export function seriesContinues(task: Pick<TaskRecord, 'recurrenceIndex' | 'recurrenceUntilRepeats' | 'recurrenceUntilDate'>, nextDue: string | null): boolean {
  if (!nextDue) return false;
  if (task.recurrenceUntilRepeats && task.recurrenceIndex >= task.recurrenceUntilRepeats) return false;
  if (task.recurrenceUntilDate && nextDue > task.recurrenceUntilDate) return false;
  return !!(task.recurrenceUntilRepeats || task.recurrenceUntilDate);
}

/** The next task of the series as createTasksAs takes it (the recurrence columns are copied after). */
function nextItem(task: TaskRecord, dueDate: string) {
  const shift = task.dueDate ? daysBetween(task.dueDate, dueDate) : 0;
  return {
    project_id: task.projectId,
    scope_id: task.scopeId,
    vendor_company_id: task.vendorCompanyId,
    template_id: task.templateId,
    type: task.type,
    name: task.name,
    description: task.description,
    package: task.package,
    internal_assignee_id: task.internalAssigneeId,
    internal_signer_id: task.internalSignerId,
    external_assignee_id: task.externalAssigneeId,
    external_signer_id: task.externalSignerId,
    merge_values: Object.fromEntries(Object.entries(task.mergeValues ?? {}).map(([k, v]) => [k, asTyped(String(v))])),
    requirement_template_id: task.requirementTemplateId,
    due_date: dueDate,
    assign_date: task.assignDate ? addDays(task.assignDate, shift) : null,
    priority: task.priority,
    reminders_every: task.remindersEvery,
    reminders_period: task.remindersPeriod,
    reminders_days: task.remindersDays,
  };
}

async function continueSeries(app: FastifyInstance, tx: Database, task: TaskRecord, now: Date): Promise<'created' | 'ended'> {
  const today = isoDay(now);
  const nextDue = nextRecurrenceDueDate(task, task.dueDate ?? today, today);
  const end = async (reason: string, details: Record<string, unknown> = {}) => {
    await tx
      .update(tasks)
      .set({ recurrenceEndedAt: now })
      .where(and(eq(tasks.id, task.id), isNull(tasks.recurrenceEndedAt), isNull(tasks.recurrenceNextCreatedAt)));
    await recordTaskEvent(tx, task.id, null, 'recurrence_ended', { reason, ...details });
    return 'ended' as const;
  };
  if (!seriesContinues(task, nextDue)) return end(task.recurrenceUntilRepeats && task.recurrenceIndex >= task.recurrenceUntilRepeats ? 'count' : 'date');
  let created: TaskRecord;
  try {
    // A savepoint: a refusal (project archived, vendor left the network, template gone) ends the series without undoing the claim.
    [created] = await withTransaction(tx, (sp) => createTasksAs(app, sp, { companyId: task.companyId, userId: task.createdBy }, [nextItem(task, nextDue!)], { db: sp, now }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return end('refused', { errors: error.errors ?? error.message });
    throw error;
  }
  const parentId = task.recurrenceParentId ?? task.id;
  await tx
    .update(tasks)
    .set({
      recurrenceEvery: task.recurrenceEvery,
      recurrencePeriod: task.recurrencePeriod,
      recurrenceDays: task.recurrenceDays,
      recurrenceUntilRepeats: task.recurrenceUntilRepeats,
      recurrenceUntilDate: task.recurrenceUntilDate,
      recurrenceParentId: parentId,
      recurrenceIndex: task.recurrenceIndex + 1,
    })
    .where(eq(tasks.id, created.id));
  const [marked] = await tx
    .update(tasks)
    .set({ recurrenceNextCreatedAt: now })
    .where(and(eq(tasks.id, task.id), isNull(tasks.recurrenceNextCreatedAt)))
    .returning({ id: tasks.id });
  // The row is locked by this transaction, so this cannot happen; if it did, nothing is created.
  if (!marked) throw new Error(`task ${task.id}: the next task of its series was already created`);
  await recordTaskEvent(tx, task.id, null, 'recurred', { next_task_id: created.id, next_due_date: nextDue, index: task.recurrenceIndex + 1 });
  return 'created';
}

/** Creates the next task of every finished recurring task (once each); returns how many were created. */
export async function sweepRecurrences(app: FastifyInstance, now: Date): Promise<number> {
  let createdCount = 0;
  for (;;) {
    const { claimed, created } = await withTransaction(app.db, async (tx) => {
      const rows = await tx
        .select()
        .from(tasks)
        .where(
          and(
            isNotNull(tasks.recurrencePeriod),
            isNull(tasks.recurrenceNextCreatedAt),
            isNull(tasks.recurrenceEndedAt),
            inArray(tasks.status, RECURRENCE_TRIGGER_STATUSES),
            // only the newest task of a series goes on (an older one reopened never forks it)
            sql`not exists (select 1 from ${tasks} t2 where t2.recurrence_parent_id = coalesce(${tasks.recurrenceParentId}, ${tasks.id}) and t2.recurrence_index > ${tasks.recurrenceIndex})`,
          ),
        )
        .orderBy(asc(tasks.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let made = 0;
      for (const task of rows) if ((await continueSeries(app, tx, task, now)) === 'created') made += 1;
      return { claimed: rows.length, created: made };
    });
    createdCount += created;
    if (claimed < BATCH) break;
  }
  if (createdCount) app.jobs.wake();
  return createdCount;
}
