// The vendor's and the reviewer's task actions (DOMAIN.md 4 and 8): submit files on a document request
// or COI, approve or reject the submission, acknowledge, fill the SF 1413 form. Each locks the task
// (FOR UPDATE), checks the action against the status and the person (assertTaskAction: 422 / 403),
// moves the status only through transitionTask (guarded UPDATE + timeline event), and queues the
// notifications of DOMAIN.md 8 in the same transaction; the job runner is woken after the commit.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import {
  COI_MESSAGES,
  TASK_ACTION_MESSAGES as A,
  coiFieldsSchema,
  type CoiFields,
  type Sf1413Form,
  type TaskStatus,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { taskFiles } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { assertTaskAction, findVisibleTaskOrFail, notifyTaskParties, transitionTask, type TaskRecord } from '../tasks';
import { findCoiProblems, recordInsuranceCertificate, todayUtc } from './coi';
import { removeTaskFolder, storeTaskFiles, type Submission } from './uploads';

const COI = 'certificate-of-insurance';
export const isCoiTask = (task: Pick<TaskRecord, 'type'>) => task.type === COI;

/** The task, locked for the action, after the tenant (404), status (422) and person (403) checks. */
async function lockForAction(tx: Database, actor: Actor, taskId: number, action: Parameters<typeof assertTaskAction>[2]): Promise<TaskRecord> {
  const task = await findVisibleTaskOrFail(tx, actor, taskId, { forUpdate: true });
  assertTaskAction(actor, task, action);
  return task;
}

/** The checks before a request body is read: another company's task is a 404, a wrong status 422, a wrong person 403, whatever the body holds. */
export async function assertMayAct(db: Database, actor: Actor, taskId: number, action: Parameters<typeof assertTaskAction>[2]): Promise<TaskRecord> {
  const task = await findVisibleTaskOrFail(db, actor, taskId);
  assertTaskAction(actor, task, action);
  return task;
}

// ---- submit ----------------------------------------------------------------------------------

/**
 * The vendor's upload: the files are stored, then one transaction adds their rows (submission,
 * pending review) and moves the task to pending_approval; if it fails, the stored files are removed.
 * A COI's insurance fields go on its first file (the certificate), with the problems the
 * requirement check finds now (requirement_problems), so the reviewer sees them before approving.
 */
export async function submitFiles(app: FastifyInstance, actor: Actor, taskId: number, submission: Submission): Promise<void> {
  const { folder, paths } = await storeTaskFiles(app, taskId, submission.files);
  try {
    await withTransaction(app.db, async (tx) => {
      const task = await lockForAction(tx, actor, taskId, 'submit');
      const problems = submission.insurance ? await findCoiProblems(tx, task, submission.insurance) : [];
      const rows = await tx
        .insert(taskFiles)
        .values(
          submission.files.map((file, i) => ({
            taskId: task.id,
            kind: 'submission',
            path: paths[i],
            name: file.filename.slice(0, 255),
            size: file.bytes.length,
            mimeType: file.mimeType?.slice(0, 255) || null,
            reviewStatus: 'pending',
            insurance: i === 0 && submission.insurance ? { ...submission.insurance, requirement_problems: problems } : null,
            uploadedBy: actor.user.id,
          })),
        )
        .returning({ id: taskFiles.id, name: taskFiles.name });
      const updated = await transitionTask(tx, task, 'submit', 'pending_approval', actor.user.id, {
        details: { files: rows.map((r) => r.name), file_ids: rows.map((r) => r.id), ...(submission.insurance ? { requirement_problems: problems } : {}) },
      });
      await notifyTaskParties(app, tx, updated, 'pending', { actorUserId: actor.user.id });
    });
  } catch (error) {
    await removeTaskFolder(app, folder);
    throw error;
  }
  app.jobs.wake();
}

// ---- approve / reject --------------------------------------------------------------------------

/**
 * Whether a recurring request stays open for more submissions after this approval: its series has
 * not ended (task-schedules marks recurrence_ended_at), this is not its last occurrence and its
 * repeat-until date is still ahead.
 */
export function recurrenceContinues(task: TaskRecord, today = todayUtc()): boolean {
  if (!task.recurrencePeriod || task.recurrenceEndedAt) return false;
  if (task.recurrenceUntilRepeats !== null && task.recurrenceIndex >= task.recurrenceUntilRepeats) return false;
  if (task.recurrenceUntilDate !== null && task.recurrenceUntilDate <= today) return false;
  return true;
}

async function pendingSubmissions(tx: Database, taskId: number) {
  return tx
    .select()
    .from(taskFiles)
    .where(and(eq(taskFiles.taskId, taskId), eq(taskFiles.kind, 'submission'), eq(taskFiles.reviewStatus, 'pending')))
    .orderBy(desc(taskFiles.id));
}

/**
 * The internal assignee (or task_and_documents.approve on the sending side) approves the pending
 * submission: its files are approved, the task completes (or, on a recurring request whose series
 * goes on, waits in submit_as_needed). A COI is checked against its requirement first: problems
 * answer 422 (listed on `insurance`) unless `override` is true; an expired certificate is never
 * approved. The approved COI becomes the vendor's current certificate from this company.
 */
export async function approveTask(app: FastifyInstance, actor: Actor, taskId: number, input: { comment?: string | null; override?: boolean }): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await lockForAction(tx, actor, taskId, 'approve');
    const files = await pendingSubmissions(tx, task.id);
    let certificate: { fileId: number; insurance: CoiFields; problems: string[] } | null = null;
    if (isCoiTask(task)) {
      // The newest submission's certificate (its first file carries the insurance fields).
      const file = files.find((f) => f.insurance);
      if (!file) throw new HttpError(422, A.insuranceUnreadable);
      const insurance = coiFieldsSchema.cast(file.insurance, { stripUnknown: true }) as CoiFields;
      const problems = await findCoiProblems(tx, task, insurance);
      if (problems.includes(COI_MESSAGES.expired)) throw new HttpError(422, A.coiExpired, undefined, { insurance: problems });
      if (problems.length && input.override !== true) throw new HttpError(422, A.coiRequirementNotMet, undefined, { insurance: problems });
      certificate = { fileId: file.id, insurance, problems };
    }
    const now = new Date();
    await tx
      .update(taskFiles)
      .set({ reviewStatus: 'approved', reviewReason: null, reviewedBy: actor.user.id, reviewedAt: now })
      .where(and(eq(taskFiles.taskId, task.id), eq(taskFiles.kind, 'submission'), eq(taskFiles.reviewStatus, 'pending')));
    const to: TaskStatus = recurrenceContinues(task) ? 'submit_as_needed' : 'completed';
    const updated = await transitionTask(tx, task, 'approve', to, actor.user.id, {
      changes: { rejectReason: null },
      details: {
        files: files.map((f) => f.name),
        ...(input.comment ? { comment: input.comment } : {}),
        ...(certificate?.problems.length ? { override: true, requirement_problems: certificate.problems } : {}),
      },
    });
    if (certificate) await recordInsuranceCertificate(tx, updated, certificate.fileId, certificate.insurance);
    // Completed: the sender's side and the vendor hear of it; a request that stays open tells the vendor more can be submitted.
    await notifyTaskParties(app, tx, updated, to === 'completed' ? 'completed' : 'pending', { actorUserId: actor.user.id });
  });
  app.jobs.wake();
}

/** Rejects the pending submission with a reason: its files are rejected with it, the task goes back to pending_submission and the vendor is told why. */
export async function rejectTask(app: FastifyInstance, actor: Actor, taskId: number, reason: string): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await lockForAction(tx, actor, taskId, 'reject');
    const files = await pendingSubmissions(tx, task.id);
    await tx
      .update(taskFiles)
      .set({ reviewStatus: 'rejected', reviewReason: reason, reviewedBy: actor.user.id, reviewedAt: new Date() })
      .where(and(eq(taskFiles.taskId, task.id), eq(taskFiles.kind, 'submission'), eq(taskFiles.reviewStatus, 'pending')));
    const updated = await transitionTask(tx, task, 'reject', 'pending_submission', actor.user.id, {
      changes: { rejectReason: reason },
      details: { reason, files: files.map((f) => f.name) },
    });
    await notifyTaskParties(app, tx, updated, 'rejected', { actorUserId: actor.user.id, reason });
  });
  app.jobs.wake();
}

// ---- acknowledge / SF 1413 form ------------------------------------------------------------------

/** The external assignee (or a vendor user with task_and_documents.edit) acknowledges: completed, who and when on the timeline. */
export async function acknowledgeTask(app: FastifyInstance, actor: Actor, taskId: number): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await lockForAction(tx, actor, taskId, 'acknowledge');
    const updated = await transitionTask(tx, task, 'acknowledge', 'completed', actor.user.id, {
      details: { acknowledged_by: `${actor.user.firstName} ${actor.user.lastName}`.trim() },
    });
    await notifyTaskParties(app, tx, updated, 'completed', { actorUserId: actor.user.id });
  });
  app.jobs.wake();
}

/** The vendor fills the SF 1413: the form is kept on the task, which waits for the external signature (the contracts issue signs it). */
export async function submitTaskForm(app: FastifyInstance, actor: Actor, taskId: number, form: Sf1413Form): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await lockForAction(tx, actor, taskId, 'submit_form');
    const updated = await transitionTask(tx, task, 'submit_form', 'pending_external_signature', actor.user.id, {
      changes: { form: { ...form } },
      details: { subcontract_number: form.subcontract_number },
    });
    await notifyTaskParties(app, tx, updated, 'pending', { actorUserId: actor.user.id });
  });
  app.jobs.wake();
}

// ---- downloads ---------------------------------------------------------------------------------

export async function findTaskFileOrFail(db: Database, actor: Actor, taskId: number, fileId: number) {
  const task = await findVisibleTaskOrFail(db, actor, taskId);
  const [file] = await db
    .select()
    .from(taskFiles)
    .where(and(eq(taskFiles.id, fileId), eq(taskFiles.taskId, task.id)))
    .limit(1);
  return { task, file: file ?? null };
}
