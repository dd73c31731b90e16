// Task rules beyond creation (000 sections 2-4 and 6, DOMAIN.md 4 and 8): the board, editing one task
// or many (only unfinished tasks of the caller's company, people of the right companies, all or none),
// revoking (the vendor is told), the timeline in sentences, the document preview and a template's
// merge fields for one target.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES,
  FINISHED_TASK_STATUSES,
  TASK_MESSAGES,
  TASK_STATUSES,
  TASK_STATUS_KEYS,
  VALIDATION_MESSAGES as M,
  checkTaskSchedule,
  isActiveTaskStatus,
  isFinishedTaskStatus,
  selected,
  taskBulkEditSchema,
  taskEditSchema,
  taskPreviewSchema,
  type TaskEvent,
  type TaskMergeField,
  type TaskRow,
  type TaskStatus,
  type TemplateDocument,
  type yup,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { companies, projects, scopes, taskEvents, tasks, userArchives, users } from '../../db/schema';
import { HttpError, fieldError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { renderTemplatePdf } from '../../lib/template-pdf';
import { endOpenRound } from '../../lib/contract-rounds';
import { assertTaskAction, findVisibleTaskOrFail, recordTaskEvent, taskFlagsFor, transitionTask, visibleTasksOf, type TaskRecord } from './access';
import { nextReminderAt } from '../../lib/task-schedule';
import { fillTaskDocument } from './documents';
import { findBoardTasks } from './list';
import { notifyTaskParties } from './notify';
import { presentTaskRecord, presentTaskRows, todayIso } from './presenter';
import { auditActorOf, type AuditOrigin } from '../../lib/contract-audit';
import { contractReviewLink, recordContractChange } from '../../lib/contract-approvals';

type EditInput = yup.InferType<typeof taskEditSchema>;
type BulkEditInput = yup.InferType<typeof taskBulkEditSchema>;

/** Of `ids`, the active users of `companyId`. */
async function usersOfCompany(db: Database, companyId: number | null, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0 || companyId === null) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.companyId, companyId), notExists(sql`(select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`)));
  return new Set(rows.map((r) => r.id));
}

/** A task the caller may edit, read FOR UPDATE: 404 for strangers, 403 for the vendor or without the right, 422 once finished. */
async function findEditableTask(db: Database, actor: Actor, taskId: number): Promise<TaskRecord> {
  const task = await findVisibleTaskOrFail(db, actor, taskId, { forUpdate: true });
  if (task.companyId !== actor.company!.id) throw forbidden();
  if (isFinishedTaskStatus(task.status as TaskStatus)) throw new HttpError(422, TASK_MESSAGES.finishedLocked);
  if (!taskFlagsFor(actor, task).edit) throw forbidden();
  return task;
}

/** Item checks of task/edit before its body is read (another company's task is a 404 whatever the body holds). */
export async function assertMayEdit(db: Database, actor: Actor, taskId: number): Promise<void> {
  await findEditableTask(db, actor, taskId);
}

const CHANGE_LABELS: Record<string, string> = {
  name: 'name',
  description: 'description',
  package: 'package',
  internalAssigneeId: 'internal assignee',
  internalSignerId: 'internal signer',
  externalAssigneeId: 'external assignee',
  externalSignerId: 'external signer',
  dueDate: 'due date',
  assignDate: 'assign date',
  priority: 'priority',
  remindersEvery: 'reminders',
  remindersPeriod: 'reminders',
  remindersDays: 'reminders',
  recurrenceEvery: 'recurrence',
  recurrencePeriod: 'recurrence',
  recurrenceDays: 'recurrence',
  recurrenceUntilRepeats: 'recurrence',
  recurrenceUntilDate: 'recurrence',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** POST task/edit: changes what the body holds of an unfinished task of the caller's company. */
export async function editTask(app: FastifyInstance, actor: Actor, input: EditInput, origin?: AuditOrigin): Promise<TaskRecord> {
  const updated = await withTransaction(app.db, async (tx) => {
    const task = await findEditableTask(tx, actor, input.task_id);
    const has = (key: keyof EditInput) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
    const next = {
      name: has('name') && input.name?.trim() ? input.name.trim() : task.name,
      description: has('description') ? input.description?.trim() || null : task.description,
      package: has('package') ? input.package?.trim() || null : task.package,
      internalAssigneeId: input.internal_assignee_id ?? task.internalAssigneeId,
      internalSignerId: has('internal_signer_id') ? (input.internal_signer_id ?? null) : task.internalSignerId,
      externalAssigneeId: input.external_assignee_id ?? task.externalAssigneeId,
      externalSignerId: has('external_signer_id') ? (input.external_signer_id ?? null) : task.externalSignerId,
      dueDate: input.due_date ?? task.dueDate,
      assignDate: has('assign_date') ? (input.assign_date ?? null) : task.assignDate,
      priority: input.priority ?? task.priority,
      remindersEvery: has('reminders_every') ? (input.reminders_every ?? null) : task.remindersEvery,
      remindersPeriod: has('reminders_period') ? (input.reminders_period ?? null) : task.remindersPeriod,
      remindersDays: has('reminders_days') ? ((input.reminders_days ?? []) as string[]) : task.remindersDays,
      recurrenceEvery: has('recurrence_every') ? (input.recurrence_every ?? null) : task.recurrenceEvery,
      recurrencePeriod: has('recurrence_period') ? (input.recurrence_period ?? null) : task.recurrencePeriod,
      recurrenceDays: has('recurrence_days') ? ((input.recurrence_days ?? []) as string[]) : task.recurrenceDays,
      recurrenceUntilRepeats: has('recurrence_until_repeats') ? (input.recurrence_until_repeats ?? null) : task.recurrenceUntilRepeats,
      recurrenceUntilDate: has('recurrence_until_date') ? (input.recurrence_until_date ?? null) : task.recurrenceUntilDate,
    };
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(
      checkTaskSchedule({
        due_date: next.dueDate,
        assign_date: next.assignDate,
        reminders_every: next.remindersEvery,
        reminders_period: next.remindersPeriod,
        recurrence_every: next.recurrenceEvery,
        recurrence_period: next.recurrencePeriod,
        recurrence_until_repeats: next.recurrenceUntilRepeats,
        recurrence_until_date: next.recurrenceUntilDate,
      }),
    ))
      errors[field] = [message];
    const own = await usersOfCompany(tx, task.companyId, [next.internalAssigneeId, next.internalSignerId].filter((id): id is number => !!id));
    const theirs = await usersOfCompany(tx, task.vendorCompanyId, [next.externalAssigneeId, next.externalSignerId].filter((id): id is number => !!id));
    const check = (field: string, id: number | null, pool: Set<number>, before: number | null) => {
      if (id && id !== before && !pool.has(id)) errors[field] = [TASK_MESSAGES.assigneeNotInCompany];
    };
    check('internal_assignee_id', next.internalAssigneeId, own, task.internalAssigneeId);
    check('internal_signer_id', next.internalSignerId, own, task.internalSignerId);
    check('external_assignee_id', next.externalAssigneeId, theirs, task.externalAssigneeId);
    check('external_signer_id', next.externalSignerId, theirs, task.externalSignerId);
    if (Object.keys(errors).length) throw validationFailed(errors);

    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => !same(next[key], task[key]));
    if (changed.length === 0) return task;
    const remindersChanged = changed.some((k) => k.startsWith('reminders'));
    const [row] = await tx
      .update(tasks)
      .set({
        ...next,
        ...(remindersChanged
          ? {
              nextReminderAt: nextReminderAt({ ...task, ...next }, new Date()),
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, task.id))
      .returning();
    await recordTaskEvent(tx, task.id, actor.user.id, 'edited', { changes: [...new Set(changed.map((k) => CHANGE_LABELS[k] ?? k))] });
    if (task.type === 'contract') {
      // A contract's record lists the change; in approval it resets every other approver, who is told (000 section 4).
      const changes = changed.map((k) => ({ field: CHANGE_LABELS[k] ?? k, from: task[k], to: next[k] }));
      const reset = await recordContractChange(tx, task, auditActorOf(actor.user)!, changes, origin);
      if (reset.length) await notifyTaskParties(app, tx, row, 'pending', { userIds: reset, actorUserId: actor.user.id, title: CONTRACT_MESSAGES.approvalsResetTitle, link: contractReviewLink(task.id) });
    }
    const newlyAssigned = [
      next.internalAssigneeId !== task.internalAssigneeId ? next.internalAssigneeId : null,
      next.externalAssigneeId !== task.externalAssigneeId ? next.externalAssigneeId : null,
    ].filter((id): id is number => !!id);
    if (newlyAssigned.length) await notifyTaskParties(app, tx, row, 'assigned', { userIds: newlyAssigned, actorUserId: actor.user.id });
    return row;
  });
  app.jobs.wake();
  return updated;
}

/** POST task/bulk-edit: the same change on every task, all or none; every task must be the caller's to edit. */
export async function bulkEditTasks(app: FastifyInstance, actor: Actor, input: BulkEditInput): Promise<number> {
  const companyId = actor.company!.id;
  const ids = [...new Set(input.task_ids as number[])];
  const updated = await withTransaction(app.db, async (tx) => {
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(inArray(tasks.id, ids), visibleTasksOf(companyId)))
      .orderBy(asc(tasks.id))
      .for('update');
    // A task the caller's company does not see is a 404; one sent to it (the vendor's side) a 403.
    if (rows.length !== ids.length) throw notFound();
    const mine = rows.filter((t) => t.companyId === companyId);
    if (mine.length !== ids.length) throw forbidden();
    if (mine.some((t) => isFinishedTaskStatus(t.status as TaskStatus))) throw fieldError('task_ids', TASK_MESSAGES.finishedLocked);
    if (mine.some((t) => !taskFlagsFor(actor, t).edit)) throw forbidden();

    const errors: Record<string, string[]> = {};
    if (!input.reminders_off) {
      for (const [field, message] of Object.entries(checkTaskSchedule({ reminders_every: input.reminders_every, reminders_period: input.reminders_period }))) errors[field] = [message];
    }
    if (input.internal_assignee_id && !(await usersOfCompany(tx, companyId, [input.internal_assignee_id])).has(input.internal_assignee_id)) {
      errors.internal_assignee_id = [TASK_MESSAGES.assigneeNotInCompany];
    }
    if (input.external_assignee_id) {
      const [user] = await tx
        .select({ companyId: users.companyId })
        .from(users)
        .where(and(eq(users.id, input.external_assignee_id), notExists(sql`(select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`)))
        .limit(1);
      // The vendor's person must belong to every chosen task's vendor.
      if (!user || mine.some((t) => t.vendorCompanyId !== user.companyId)) errors.external_assignee_id = [TASK_MESSAGES.assigneeNotInCompany];
    }
    if (input.due_date) {
      const early = mine.find((t) => t.assignDate && t.assignDate > input.due_date!);
      if (early) errors.due_date = [TASK_MESSAGES.dueBeforeAssign];
    }
    const set: Partial<typeof tasks.$inferInsert> = {};
    if (input.due_date) set.dueDate = input.due_date;
    if (input.priority) set.priority = input.priority;
    if (input.internal_assignee_id) set.internalAssigneeId = input.internal_assignee_id;
    if (input.external_assignee_id) set.externalAssigneeId = input.external_assignee_id;
    const remindersOn = !input.reminders_off && !!input.reminders_every && !!input.reminders_period;
    if (input.reminders_off) Object.assign(set, { remindersEvery: null, remindersPeriod: null, remindersDays: [], nextReminderAt: null });
    else if (remindersOn) Object.assign(set, { remindersEvery: input.reminders_every, remindersPeriod: input.reminders_period, remindersDays: (input.reminders_days ?? []) as string[] });
    if (Object.keys(set).length === 0 && !Object.keys(errors).length) errors.task_ids = [M.required];
    if (Object.keys(errors).length) throw validationFailed(errors);

    const now = new Date();
    for (const task of mine) {
      const own: Partial<typeof tasks.$inferInsert> = { ...set, updatedAt: now };
      if (remindersOn) own.nextReminderAt = nextReminderAt({ ...task, ...set }, now);
      const [row] = await tx.update(tasks).set(own).where(eq(tasks.id, task.id)).returning();
      const changes = Object.keys(set)
        .map((k) => CHANGE_LABELS[k] ?? null)
        .filter((l): l is string => !!l);
      await recordTaskEvent(tx, task.id, actor.user.id, 'edited', { changes: [...new Set(changes)], bulk: true });
      const newly = [
        input.internal_assignee_id && input.internal_assignee_id !== task.internalAssigneeId ? input.internal_assignee_id : null,
        input.external_assignee_id && input.external_assignee_id !== task.externalAssigneeId ? input.external_assignee_id : null,
      ].filter((id): id is number => !!id);
      if (newly.length) await notifyTaskParties(app, tx, row, 'assigned', { userIds: newly, actorUserId: actor.user.id });
    }
    return mine.length;
  });
  app.jobs.wake();
  return updated;
}

/** POST task/revoke/:id: an unfinished task of the caller's company is revoked; its vendor is told. */
export async function revokeTask(app: FastifyInstance, actor: Actor, taskId: number, reason: string | null): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await findVisibleTaskOrFail(tx, actor, taskId, { forUpdate: true });
    assertTaskAction(actor, task, 'revoke');
    const revoked = await transitionTask(tx, task, 'revoke', 'revoked', actor.user.id, { changes: { revokeReason: reason?.trim() || null }, details: reason?.trim() ? { reason: reason.trim() } : {} });
    // A contract's open signing round ends with it, on its audit trail (issue 16).
    if (task.type === 'contract') await endOpenRound(tx, task.id, 'revoked', { actor: auditActorOf(actor.user), reason });
    // A draft was never sent: the vendor has nothing to hear about.
    if (task.status !== 'draft') await notifyTaskParties(app, tx, revoked, 'revoked', { actorUserId: actor.user.id, reason: reason?.trim() || null });
  });
  app.jobs.wake();
}

// ---- the board --------------------------------------------------------------------------------

const BOARD_PER_COLUMN = 50;
const DUE_IN_DAYS: Record<string, number> = { day: 0, week: 7, month: 30, '3_month': 91, year: 365 };
/** The board's columns: every open status, in the order of DOMAIN.md 4. */
const BOARD_STATUSES = TASK_STATUS_KEYS.filter((s) => !FINISHED_TASK_STATUSES.includes(s));

export async function taskBoard(db: Database, actor: Actor, query: { due_in?: string; priority?: string; search?: string }) {
  const days = DUE_IN_DAYS[query.due_in ?? 'week'] ?? 7;
  const until = todayIso(new Date(Date.now() + days * 86_400_000));
  const { totals, rows } = await findBoardTasks(db, actor.company!.id, actor.user.id, { until, priority: query.priority, search: query.search }, BOARD_PER_COLUMN);
  const presented = await presentTaskRows(db, actor, rows);
  const byStatus = new Map<string, TaskRow[]>();
  for (const row of presented) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row]);
  return {
    columns: BOARD_STATUSES.map((status) => ({ status, label: TASK_STATUSES[status], total: totals.get(status) ?? 0, tasks: byStatus.get(status) ?? [] })),
  };
}

// ---- the timeline -----------------------------------------------------------------------------

/** `: <the text>` without its own closing stop (the sentence ends with one), or nothing. */
const quoted = (details: Record<string, unknown>, key: string) => (typeof details[key] === 'string' && details[key].trim() ? `: ${details[key].trim().replace(/[.!]+$/, '')}` : '');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const fileCount = (details: Record<string, unknown>) => (Array.isArray(details.files) && details.files.length ? ` (${plural(details.files.length, 'file')})` : '');
const recurrenceEndReasons: Record<string, string> = {
  count: 'it reached its number of repeats',
  date: 'it reached its end date',
  refused: 'the next task could not be created (the project, vendor or template is no longer usable)',
};

/** YYYY-MM-DD as MM/DD/YYYY. */
const usDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso);

type EventSentence = (actor: string, details: Record<string, unknown>, vendorName: string | null) => string;

/**
 * The sentence of every event any task module records (tasks, task-actions, task-schedules, bulk
 * sends): api/test/tasks-integration.test.ts reads the sources for the action strings recorded and
 * fails when one has no sentence here.
 */
export const TASK_EVENT_SENTENCES: Record<string, EventSentence> = {
  created: (actor) => `${actor} created the task.`,
  sent: (actor, _d, vendor) => (vendor ? `${actor} sent the task to ${vendor}.` : `${actor} sent the task.`),
  edited: (actor, details) => {
    const changes = Array.isArray(details.changes) ? (details.changes as string[]) : [];
    return changes.length ? `${actor} changed the ${changes.join(', ')}${details.bulk ? ' of several tasks at once' : ''}.` : `${actor} edited the task.`;
  },
  revoke: (actor, details) => `${actor} revoked the task${quoted(details, 'reason')}.`,
  submit: (actor, details) => `${actor} submitted documents for review${fileCount(details)}.`,
  approve: (actor, details) =>
    `${actor} approved the submission${details.override ? ' although it does not meet the insurance requirement' : ''}${quoted(details, 'comment')}.`,
  reject: (actor, details) => `${actor} rejected the submission${quoted(details, 'reason')}.`,
  acknowledge: (actor) => `${actor} acknowledged the document.`,
  submit_form: (actor, details) => `${actor} filled in the form${typeof details.subcontract_number === 'string' && details.subcontract_number ? ` for subcontract ${details.subcontract_number}` : ''}.`,
  submit_for_approval: (actor) => `${actor} sent the contract for approval.`,
  send_for_signature: (actor, details) => `${actor} sent the document for signature${details.bulk_send_id ? ' in a bulk send' : ''}.`,
  sign_external: (actor) => `${actor} signed the document for the vendor.`,
  sign_internal: (actor) => `${actor} countersigned the document.`,
  work_start: () => 'The work start date arrived: the contract is fully executed.',
  reminded: () => 'A reminder was sent to the people who must act.',
  reminder: () => 'A reminder was sent to the people who must act.',
  viewed: (actor) => `${actor} viewed the task.`,
  recurred: (_a, details) =>
    typeof details.next_due_date === 'string' ? `The next task of this series was created, due ${usDate(details.next_due_date)}.` : 'The next task of this series was created.',
  recurrence_ended: (_a, details) => `The series ended: ${recurrenceEndReasons[String(details.reason)] ?? 'it has no more repeats'}.`,
  coi_expiry_reminder: (_a, details) =>
    typeof details.days_left === 'number'
      ? details.days_left > 0
        ? `The vendor was reminded that the certificate of insurance expires in ${plural(details.days_left, 'day')}.`
        : 'The vendor was reminded that the certificate of insurance expires today.'
      : 'The vendor was reminded that the certificate of insurance expires soon.',
  coi_renewal_requested: () => 'A renewed certificate of insurance was requested from the vendor.',
  coi_renewal_refused: () => 'A renewed certificate of insurance could not be requested (the project, vendor or requirement is no longer usable).',
  coi_lapsed: (_a, details) =>
    typeof details.expiry_date === 'string'
      ? `The certificate of insurance expired on ${usDate(details.expiry_date)}: the vendor's scopes are blocked until a new one is approved.`
      : "The certificate of insurance expired: the vendor's scopes are blocked until a new one is approved.",
};

/** One event as a sentence for people. */
export function describeTaskEvent(action: string, who: string | null, details: Record<string, unknown>, vendorName: string | null): string {
  const actor = who ?? 'The system';
  const sentence = Object.hasOwn(TASK_EVENT_SENTENCES, action) ? TASK_EVENT_SENTENCES[action] : null;
  return sentence ? sentence(actor, details ?? {}, vendorName) : `${actor}: ${action.replace(/_/g, ' ')}.`;
}

export async function listTaskEvents(db: Database, actor: Actor, taskId: number, paging: { perPage: number; offset: number }): Promise<{ rows: TaskEvent[]; total: number }> {
  const task = await findVisibleTaskOrFail(db, actor, taskId);
  const [events, [{ n }]] = await Promise.all([
    db
      .select({ event: taskEvents, firstName: users.firstName, lastName: users.lastName, companyName: companies.name })
      .from(taskEvents)
      .leftJoin(users, eq(users.id, taskEvents.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(taskEvents.taskId, task.id))
      .orderBy(asc(taskEvents.createdAt), asc(taskEvents.id))
      .limit(paging.perPage)
      .offset(paging.offset),
    db.select({ n: count() }).from(taskEvents).where(eq(taskEvents.taskId, task.id)),
  ]);
  const [vendor] = task.vendorCompanyId ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, task.vendorCompanyId)).limit(1) : [];
  return {
    total: Number(n),
    rows: events.map(({ event, firstName, lastName, companyName }) => {
      const name = firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null;
      return {
        id: event.id,
        action: event.action,
        description: describeTaskEvent(event.action, name, event.details, vendor?.name ?? null),
        user: event.userId !== null && name !== null ? { id: event.userId, full_name: name, company_name: companyName ?? null } : null,
        details: event.details,
        created_at: event.createdAt.toISOString(),
      };
    }),
  };
}

// ---- preview and merge fields ------------------------------------------------------------------

/** The target of a preview or a merge field list: the project (and scope) must be the company's, 422 otherwise. */
async function assertTarget(db: Database, companyId: number, target: { project_id: number; scope_id?: number | null; vendor_company_id?: number | null }): Promise<void> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, target.project_id), eq(projects.companyId, companyId)))
    .limit(1);
  // Another company's project is a 404 (tenant first), whatever else the request holds.
  if (!project) throw notFound();
  if (target.scope_id) {
    const [scope] = await db
      .select({ id: scopes.id })
      .from(scopes)
      .where(and(eq(scopes.id, target.scope_id), eq(scopes.projectId, target.project_id), eq(scopes.companyId, companyId)))
      .limit(1);
    if (!scope) throw fieldError('scope_id', selected('scope'));
  }
}

/** POST tasks' tenant check: every project an item names (a valid id) is the caller's company's, 404 otherwise. */
export async function assertOwnProjects(db: Database, actor: Actor, items: unknown): Promise<void> {
  if (!Array.isArray(items)) return;
  const ids = [
    ...new Set(
      items
        .map((item) => Number((item as { project_id?: unknown } | null)?.project_id))
        .filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647),
    ),
  ];
  if (ids.length === 0) return;
  const own = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.companyId, actor.company!.id)));
  const existing = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids));
  // An id naming no project at all is the item's own field error (422), not a tenant refusal.
  if (own.length !== existing.length) throw notFound();
}

export async function listTaskMergeFields(db: Database, actor: Actor, query: { template_id: number; project_id: number; scope_id?: number; vendor_company_id?: number }): Promise<TaskMergeField[]> {
  const companyId = actor.company!.id;
  await assertTarget(db, companyId, query);
  const filled = await fillTaskDocument(db, companyId, { templateId: query.template_id, projectId: query.project_id, scopeId: query.scope_id, vendorCompanyId: query.vendor_company_id });
  return filled.fields;
}

export async function previewTaskDocument(db: Database, actor: Actor, input: yup.InferType<typeof taskPreviewSchema>): Promise<{ pdf: Buffer; title: string }> {
  const companyId = actor.company!.id;
  await assertTarget(db, companyId, input);
  const filled = await fillTaskDocument(db, companyId, {
    templateId: input.template_id,
    projectId: input.project_id,
    scopeId: input.scope_id,
    vendorCompanyId: input.vendor_company_id,
    dueDate: input.due_date,
    internalSignerId: input.internal_signer_id,
    externalSignerId: input.external_signer_id,
    mergeValues: (input.merge_values ?? {}) as Record<string, string>,
  });
  const invalid = Object.entries(filled.invalid);
  if (invalid.length) throw validationFailed(Object.fromEntries(invalid.map(([name, message]) => [`merge_values.${name}`, [message]])));
  // The template's own body with the values: a field still missing prints as {{name}}, highlighted.
  const { pdf } = await renderTemplatePdf(filled.template.body as TemplateDocument, { title: filled.template.name, values: filled.values });
  return { pdf, title: filled.template.name };
}

export { presentTaskRecord };
