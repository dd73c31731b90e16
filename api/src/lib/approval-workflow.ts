// An approval workflow's approvers in order (settings/{contract|scope}/approval-workflow): what a
// scope's and a contract's approval round are copied from when they enter approval. Steps are
// numbered from 1 in their position order; a person listed in several steps approves once, at the
// first of them.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { approvalWorkflowApprovers, approvalWorkflowSteps } from '../db/schema';

export type WorkflowApprover = { step: number; userId: number };

export async function findWorkflowApprovers(db: Pick<Database, 'select'>, workflowId: number): Promise<WorkflowApprover[]> {
  const rows = await db
    .select({ position: approvalWorkflowSteps.position, userId: approvalWorkflowApprovers.userId })
    .from(approvalWorkflowSteps)
    .innerJoin(approvalWorkflowApprovers, eq(approvalWorkflowApprovers.stepId, approvalWorkflowSteps.id))
    .where(eq(approvalWorkflowSteps.workflowId, workflowId))
    .orderBy(asc(approvalWorkflowSteps.position), asc(approvalWorkflowApprovers.id));
  const positions = [...new Set(rows.map((r) => r.position))];
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.userId) && seen.add(r.userId)).map((r) => ({ step: positions.indexOf(r.position) + 1, userId: r.userId }));
}
