// A contract's approval round at the data level (000 section 4, DOMAIN.md 4): opening it from the
// project's contract workflow, and resetting the other approvers when the contract changes. Lives in
// lib/ (it reads only the schema and lib/) because tasks (creating a contract straight into approval,
// task/edit) and the contracts module both call it and modules import each other only through their
// index, without cycles; contracts/approval-round.ts is its name inside the contracts module.
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ROUTES } from 'shared-contract';
import { contractApprovals } from '../db/schema';
import { findWorkflowApprovers } from './approval-workflow';
import { appendContractAudit, type AuditActor, type AuditOrigin } from './contract-audit';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Where an approver reviews the contract (TaskReviewApprove; sign-in keeps it through failedRedirection). */
export const contractReviewLink = (taskId: number) => `${ROUTES.tasks}/${taskId}/contract/review`;

/**
 * Opens the contract's approval round: the workflow's approvers, steps in order, a person once (at
 * their first step), none approved or rejected. Replaces an earlier round. Answers the approvers of
 * step 1 (the ones to tell now).
 */
export async function openApprovalRound(tx: Executor, taskId: number, workflowId: number): Promise<number[]> {
  const approvers = await findWorkflowApprovers(tx, workflowId);
  await tx.delete(contractApprovals).where(eq(contractApprovals.taskId, taskId));
  if (approvers.length) await tx.insert(contractApprovals).values(approvers.map((a) => ({ taskId, userId: a.userId, step: a.step })));
  return approvers.filter((a) => a.step === 1).map((a) => a.userId);
}

/**
 * 000 section 4: a change resets every approver but `keepUserId` to neither approved nor rejected.
 * Answers who was reset and had acted (the ones to tell).
 */
export async function resetOtherContractApprovals(tx: Executor, taskId: number, keepUserId: number): Promise<number[]> {
  const reset = await tx
    .update(contractApprovals)
    .set({ approved: false, rejected: false, comment: null, actedAt: null, updatedAt: new Date() })
    .where(and(eq(contractApprovals.taskId, taskId), ne(contractApprovals.userId, keepUserId), or(eq(contractApprovals.approved, true), eq(contractApprovals.rejected, true))))
    .returning({ userId: contractApprovals.userId });
  return reset.map((r) => r.userId);
}

/** A change of a contract's content: the field, its value before and after. */
export type ContractChange = { field: string; from: unknown; to: unknown };

/**
 * Records a change of a contract in draft or in approval (contracts/:id/edit, task/edit): the audit's
 * 'edited', and in approval the reset of every other approver and its 'approvals_reset'. Answers who
 * was reset (the caller tells them). Call it in the change's transaction.
 */
export async function recordContractChange(
  tx: Executor,
  task: { id: number; status: string },
  actor: NonNullable<AuditActor>,
  changes: ContractChange[],
  origin?: AuditOrigin,
): Promise<number[]> {
  if (changes.length === 0) return [];
  await appendContractAudit(tx, { taskId: task.id, action: 'edited', actor, origin, details: { fields: changes.map((c) => c.field), changes } });
  if (task.status !== 'pending_approval') return [];
  const reset = await resetOtherContractApprovals(tx, task.id, actor.id);
  if (reset.length) await appendContractAudit(tx, { taskId: task.id, action: 'approvals_reset', actor, origin, details: { reset_user_ids: reset } });
  return reset;
}

/** The approvers of `step` who have not approved yet (the ones to tell when their step's turn comes). */
export async function pendingApproversOf(db: Pick<Database, 'select'>, taskId: number, step: number): Promise<number[]> {
  const rows = await db
    .select({ userId: contractApprovals.userId })
    .from(contractApprovals)
    .where(and(eq(contractApprovals.taskId, taskId), eq(contractApprovals.step, step), eq(contractApprovals.approved, false), eq(contractApprovals.rejected, false)));
  return rows.map((r) => r.userId);
}

/**
 * A contract enters approval (submitted, or created straight into pending_approval): the round is
 * opened from the workflow and the audit's 'submitted_for_approval' names the approvers. Answers the
 * approvers of step 1 (the caller tells them, with contractReviewLink).
 */
export async function enterApprovalRound(tx: Executor, taskId: number, workflowId: number, actor: AuditActor, origin?: AuditOrigin): Promise<number[]> {
  const firstStep = await openApprovalRound(tx, taskId, workflowId);
  const approvers = await tx.select({ userId: contractApprovals.userId, step: contractApprovals.step }).from(contractApprovals).where(eq(contractApprovals.taskId, taskId));
  await appendContractAudit(tx, { taskId, action: 'submitted_for_approval', actor, origin, details: { workflow_id: workflowId, approvers: approvers.map((a) => ({ user_id: a.userId, step: a.step })) } });
  return firstStep;
}
