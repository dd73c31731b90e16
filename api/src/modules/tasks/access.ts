// Who may see and act on a task (DOMAIN.md 1, 2 and 4), and the one way a task's status changes.
// Every task module (tasks, task-actions, task-schedules, bulk-sends, quick access) reads tasks through
// findVisibleTaskOrFail / visibleTasksOf and changes status only through transitionTask, so the
// transitions of shared-contract tasks/transitions.ts are the only ones that ever happen.
//
// Visibility: the sending company sees its tasks; the vendor company sees the tasks sent to it except
// drafts (a contract not yet sent). Both need task_and_documents.view. Strangers get 404.
// Acting: the sending side approves/rejects (internal assignee, or task_and_documents.approve) and signs
// internally (internal signer); the vendor side submits, acknowledges, fills forms (external assignee
// or signer, or a vendor user with task_and_documents.edit) and signs externally (external signer).
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  PERMISSIONS,
  TASK_MESSAGES,
  availableTaskActions,
  isFinishedTaskStatus,
  taskTransitionTargets,
  type DocumentType,
  type TaskAction,
  type TaskFlags,
  type TaskStatus,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { taskEvents, tasks } from '../../db/schema';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';

export type TaskRecord = typeof tasks.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const has = (actor: Actor, key: string) => actor.permissions.includes(key);

/** The tasks a company sees: its own, and those sent to it that are not drafts. */
export function visibleTasksOf(companyId: number): SQL {
  return or(eq(tasks.companyId, companyId), and(eq(tasks.vendorCompanyId, companyId), ne(tasks.status, 'draft')))!;
}

/** How the caller stands to a task. */
export type TaskViewerRole = {
  /** The caller's company sent the task. */
  own: boolean;
  /** The caller's company is the task's vendor. */
  vendor: boolean;
  isInternalAssignee: boolean;
  isInternalSigner: boolean;
  isExternalAssignee: boolean;
  isExternalSigner: boolean;
};

export function taskViewerRole(actor: Actor, task: Pick<TaskRecord, 'companyId' | 'vendorCompanyId' | 'internalAssigneeId' | 'internalSignerId' | 'externalAssigneeId' | 'externalSignerId'>): TaskViewerRole {
  const companyId = actor.company?.id ?? null;
  const userId = actor.user.id;
  const own = companyId !== null && task.companyId === companyId;
  const vendor = companyId !== null && task.vendorCompanyId === companyId;
  return {
    own,
    vendor,
    isInternalAssignee: own && task.internalAssigneeId === userId,
    isInternalSigner: own && task.internalSignerId === userId,
    isExternalAssignee: vendor && task.externalAssigneeId === userId,
    isExternalSigner: vendor && task.externalSignerId === userId,
  };
}

/** Whether the caller, as far as people and permissions go, may take `action` (the status is checked apart). */
function mayTake(actor: Actor, role: TaskViewerRole, action: TaskAction): boolean {
  switch (action) {
    case 'submit':
    case 'submit_form':
    case 'acknowledge':
      return role.vendor && (role.isExternalAssignee || role.isExternalSigner || has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT));
    case 'sign_external':
      return role.vendor && role.isExternalSigner && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_SIGN);
    case 'approve':
    case 'reject':
      return role.own && (role.isInternalAssignee || has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_APPROVE));
    case 'sign_internal':
      return role.own && role.isInternalSigner && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_SIGN);
    case 'submit_for_approval':
    case 'send_for_signature':
      return role.own && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT);
    case 'revoke':
      return role.own && (has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_DELETE) || has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT));
    case 'work_start':
      return false; // the server does this on the scope's work start date
    default:
      return false;
  }
}

/** The per-row flags: view, edit (sender side, unfinished), revoke, and the actions the caller may take now. */
export function taskFlagsFor(actor: Actor, task: TaskRecord): TaskFlags {
  const role = taskViewerRole(actor, task);
  const view = (role.own || role.vendor) && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW);
  const status = task.status as TaskStatus;
  const unfinished = !isFinishedTaskStatus(status);
  const actions = view ? availableTaskActions(task.type as DocumentType, status).filter((action) => mayTake(actor, role, action)) : [];
  return {
    view,
    edit: view && role.own && unfinished && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT),
    revoke: actions.includes('revoke'),
    actions,
  };
}

/** A task the caller's company sees (404 otherwise), with task_and_documents.view (403 otherwise). */
export async function findVisibleTaskOrFail(db: Pick<Database, 'select'>, actor: Actor, taskId: number, options: { forUpdate?: boolean } = {}): Promise<TaskRecord> {
  if (!actor.company) throw notFound();
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), visibleTasksOf(actor.company.id)))
    .limit(1);
  const [task] = options.forUpdate ? await query.for('update') : await query;
  if (!task) throw notFound();
  if (!has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW)) throw forbidden();
  return task;
}

/**
 * Refuses an action the task's status does not allow (422 TASK_MESSAGES.transition) or the caller may
 * not take (403 TASK_MESSAGES.notYourAction). Call it inside the transaction, on a row read FOR UPDATE.
 */
export function assertTaskAction(actor: Actor, task: TaskRecord, action: TaskAction): void {
  if (taskTransitionTargets(task.type as DocumentType, task.status as TaskStatus, action).length === 0) throw new HttpError(422, TASK_MESSAGES.transition);
  if (!taskFlagsFor(actor, task).actions.includes(action)) throw forbidden(TASK_MESSAGES.notYourAction);
}

/** Appends one event to a task's timeline. */
export async function recordTaskEvent(db: Executor, taskId: number, userId: number | null, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await db.insert(taskEvents).values({ taskId, userId, action, details });
}

/**
 * Moves a task from its current status to `to` by `action`, if DOMAIN.md 4 allows it (422 otherwise),
 * guarded against a concurrent change (the UPDATE matches the status it read; a lost race is a 422
 * too), and records the event. `changes` are other columns set in the same UPDATE.
 */
export async function transitionTask(
  db: Executor,
  task: TaskRecord,
  action: TaskAction,
  to: TaskStatus,
  userId: number | null,
  options: { changes?: Partial<typeof tasks.$inferInsert>; details?: Record<string, unknown> } = {},
): Promise<TaskRecord> {
  const from = task.status as TaskStatus;
  if (!taskTransitionTargets(task.type as DocumentType, from, action).includes(to)) throw new HttpError(422, TASK_MESSAGES.transition);
  const finished = isFinishedTaskStatus(to);
  const [updated] = await db
    .update(tasks)
    .set({
      ...options.changes,
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'revoked' ? { revokedAt: sql`now()` } : finished ? { completedAt: sql`now()` } : {}),
      // reminders stop once the task leaves the active group (task-schedules sets the next one otherwise)
      ...(finished ? { nextReminderAt: null } : {}),
    })
    .where(and(eq(tasks.id, task.id), eq(tasks.status, from)))
    .returning();
  if (!updated) throw new HttpError(422, TASK_MESSAGES.transition);
  await recordTaskEvent(db, task.id, userId, action, { from, to, ...options.details });
  return updated;
}
