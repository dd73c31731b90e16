// The contract approval round (000 section 4, DOMAIN.md 4, issue 16 "Approval"): sending a draft
// into the project's contract workflow, approving and rejecting step by step, and editing the
// contract's merge values (in approval every other approver is reset and told). Each change runs in
// one transaction on the task row read FOR UPDATE, writes its audit events, and queues its
// notifications (in the app and by mail) with it; the job runner is woken after the commit.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES, PERMISSIONS, TASK_MESSAGES, type TaskStatus } from 'shared-contract';
import { withTransaction } from '../../db/transaction';
import { contractApprovals, tasks } from '../../db/schema';
import { appendContractAudit, auditActorOf, auditOriginOf, type AuditOrigin } from '../../lib/contract-audit';
import { HttpError, forbidden, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { assertTaskAction, fillTaskDocument, notifyTaskParties, recordTaskEvent, taskViewerRole, transitionTask, type TaskRecord } from '../tasks';
import { contractApprovalState, contractFlagsFor, currentApprovalStep, findContractOrFail, loadContractState } from './access';
import { contractReviewLink, enterApprovalRound, pendingApproversOf, recordContractChange, type ContractChange } from './approval-round';

type Origin = Parameters<typeof auditOriginOf>[0];

/** The sender's side to tell when the round ends: who created the contract and its internal assignee. */
const senderIds = (task: TaskRecord) => [task.createdBy, task.internalAssigneeId].filter((id): id is number => id !== null);

/** POST contracts/:id/submit-for-approval: draft → pending_approval, the round opened, step 1 told. */
export async function submitForApproval(app: FastifyInstance, actor: Actor, taskId: number, request: Origin): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    assertTaskAction(actor, task, 'submit_for_approval');
    const state = await loadContractState(tx, task);
    if (!state.workflow) throw new HttpError(422, CONTRACT_MESSAGES.noWorkflow);
    if (!contractFlagsFor(actor, task, state).submit_for_approval) throw new HttpError(422, TASK_MESSAGES.transition);
    const submitted = await transitionTask(tx, task, 'submit_for_approval', 'pending_approval', actor.user.id, { changes: { sentAt: task.sentAt ?? new Date() } });
    const firstStep = await enterApprovalRound(tx, task.id, state.workflow.id, auditActorOf(actor.user), auditOriginOf(request));
    await notifyTaskParties(app, tx, submitted, 'pending', { userIds: firstStep, actorUserId: actor.user.id, title: CONTRACT_MESSAGES.approvalRequestTitle, link: contractReviewLink(task.id) });
  });
  app.jobs.wake();
}

/**
 * The caller's approval row, if they may act on it now: 403 for who is not an approver (notApprover)
 * or whose step has not come (notYourStep), 422 once they acted (alreadyActed) or when the contract
 * is not in approval.
 */
function assertMayApprove(actor: Actor, task: TaskRecord, state: Awaited<ReturnType<typeof loadContractState>>) {
  const mine = taskViewerRole(actor, task).own ? state.approvals.find((a) => a.userId === actor.user.id) : undefined;
  if (!mine) throw forbidden(CONTRACT_MESSAGES.notApprover);
  if ((task.status as TaskStatus) !== 'pending_approval') throw new HttpError(422, TASK_MESSAGES.transition);
  if (mine.approved || mine.rejected) throw new HttpError(422, CONTRACT_MESSAGES.alreadyActed);
  if (contractApprovalState(state.approvals) !== 'pending') throw new HttpError(422, TASK_MESSAGES.transition);
  if (currentApprovalStep(state.approvals) !== mine.step) throw forbidden(CONTRACT_MESSAGES.notYourStep);
  if (!contractFlagsFor(actor, task, state).approve) throw new HttpError(422, TASK_MESSAGES.transition);
  return mine;
}

/** The caller's checks of approve and reject before the body is read (404, 403, 422). */
export async function assertMayDecide(app: FastifyInstance, actor: Actor, taskId: number): Promise<void> {
  const task = await findContractOrFail(app.db, actor, taskId);
  assertMayApprove(actor, task, await loadContractState(app.db, task));
}

/**
 * POST contracts/:id/approve and reject: the current step's approver decides. Approving the last of
 * a step tells the next step; approving the last of the round tells the sender the contract is ready
 * to send for signature; rejecting tells the sender why.
 */
export async function decide(app: FastifyInstance, actor: Actor, taskId: number, decision: { approved: true; comment: string | null } | { approved: false; reason: string }, request: Origin): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const state = await loadContractState(tx, task);
    const mine = assertMayApprove(actor, task, state);
    const comment = decision.approved ? decision.comment?.trim() || null : decision.reason.trim();
    const [row] = await tx
      .update(contractApprovals)
      .set({ approved: decision.approved, rejected: !decision.approved, comment, actedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(contractApprovals.id, mine.id), eq(contractApprovals.approved, false), eq(contractApprovals.rejected, false)))
      .returning();
    if (!row) throw new HttpError(422, CONTRACT_MESSAGES.alreadyActed);
    await appendContractAudit(tx, {
      taskId: task.id,
      action: decision.approved ? 'approved' : 'rejected',
      actor: auditActorOf(actor.user),
      origin: auditOriginOf(request),
      details: { step: mine.step, comment },
    });
    if (!decision.approved) {
      await notifyTaskParties(app, tx, task, 'rejected', { userIds: senderIds(task), actorUserId: actor.user.id, reason: comment, title: CONTRACT_MESSAGES.rejectedTitle });
      return;
    }
    const approvals = state.approvals.map((a) => (a.id === row.id ? row : a));
    if (contractApprovalState(approvals) === 'approved') {
      await notifyTaskParties(app, tx, task, 'pending', { userIds: senderIds(task), actorUserId: actor.user.id, title: CONTRACT_MESSAGES.readyToSendTitle });
      return;
    }
    const next = currentApprovalStep(approvals);
    if (next !== null && next !== mine.step) {
      await notifyTaskParties(app, tx, task, 'pending', { userIds: await pendingApproversOf(tx, task.id, next), actorUserId: actor.user.id, title: CONTRACT_MESSAGES.approvalRequestTitle, link: contractReviewLink(task.id) });
    }
  });
  app.jobs.wake();
}

/** The caller's checks of edit before the body is read: 403 for who may not change the contract, 422 once it left draft and approval. */
export async function assertMayEditContract(app: FastifyInstance, actor: Actor, taskId: number): Promise<TaskRecord> {
  const task = await findContractOrFail(app.db, actor, taskId);
  assertEditable(actor, task, await loadContractState(app.db, task));
  return task;
}

function assertEditable(actor: Actor, task: TaskRecord, state: Awaited<ReturnType<typeof loadContractState>>): void {
  if (contractFlagsFor(actor, task, state).edit) return;
  const role = taskViewerRole(actor, task);
  if (!role.own || !actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT)) throw forbidden();
  throw new HttpError(422, TASK_MESSAGES.transition);
}

/** Which values changed, with before and after. */
function changedValues(before: Record<string, string>, after: Record<string, string>): ContractChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((name) => (before[name] ?? null) !== (after[name] ?? null)).map((name) => ({ field: name, from: before[name] ?? null, to: after[name] ?? null }));
}

/**
 * POST contracts/:id/edit: the document filled again with new merge values, checked as creation
 * checks them (422 merge_values.<name>); in approval, every other approver is reset and told.
 */
export async function editContract(app: FastifyInstance, actor: Actor, taskId: number, mergeValues: Record<string, string>, request: Origin): Promise<{ reset: number[] }> {
  const result = await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    assertEditable(actor, task, await loadContractState(tx, task));
    if (!task.templateId || !task.projectId) throw new HttpError(422, TASK_MESSAGES.transition);
    const filled = await fillTaskDocument(tx, task.companyId, {
      templateId: task.templateId,
      projectId: task.projectId,
      scopeId: task.scopeId,
      vendorCompanyId: task.vendorCompanyId,
      dueDate: task.dueDate,
      internalSignerId: task.internalSignerId,
      externalSignerId: task.externalSignerId,
      mergeValues,
    });
    const errors: Record<string, string[]> = {};
    for (const [name, message] of Object.entries(filled.invalid)) errors[`merge_values.${name}`] = [message];
    if (filled.missing.length) errors.merge_values = [TASK_MESSAGES.mergeFieldsMissing(filled.missing.join(', '))];
    if (Object.keys(errors).length) throw validationFailed(errors);
    const changes = changedValues(task.mergeValues, filled.values);
    const versionChanged = filled.template.version !== task.templateVersion;
    if (changes.length === 0 && !versionChanged) return { reset: [] };
    const [updated] = await tx
      .update(tasks)
      .set({ mergeValues: filled.values, body: filled.body, html: filled.html, templateVersion: filled.template.version, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();
    await recordTaskEvent(tx, task.id, actor.user.id, 'edited', { changes: ['merge values'] });
    const origin: AuditOrigin = auditOriginOf(request);
    const all = versionChanged ? [...changes, { field: 'template_version', from: task.templateVersion, to: filled.template.version }] : changes;
    const reset = await recordContractChange(tx, task, auditActorOf(actor.user)!, all, origin);
    if (reset.length) {
      await notifyTaskParties(app, tx, updated, 'pending', { userIds: reset, actorUserId: actor.user.id, title: CONTRACT_MESSAGES.approvalsResetTitle, link: contractReviewLink(task.id) });
    }
    return { reset };
  });
  app.jobs.wake();
  return result;
}
