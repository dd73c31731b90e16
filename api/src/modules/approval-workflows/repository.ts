// Data access of approval workflows: workflows of a kind with their ordered steps and approvers,
// the projects that use a workflow, and the company's users who may approve each kind.
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { APPROVAL_WORKFLOW_APPROVE_PERMISSION, type ApprovalWorkflowApprover, type ApprovalWorkflowKind } from 'shared-contract';
import type { Database } from '../../db/client';
import { approvalWorkflowApprovers, approvalWorkflowSteps, approvalWorkflows, permissionGroups, projects, userArchives, users } from '../../db/schema';

export type WorkflowRow = typeof approvalWorkflows.$inferSelect;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Active (not archived) people of the company, by name; with a kind, only those whose role's
 * permission group holds the kind's approve right (who may be an approver of that kind).
 */
export async function findApprovers(db: Database, companyId: number, kind: ApprovalWorkflowKind | null): Promise<ApprovalWorkflowApprover[]> {
  const mayApprove = kind ? sql`${permissionGroups.permissions} @> ${JSON.stringify([APPROVAL_WORKFLOW_APPROVE_PERMISSION[kind]])}::jsonb` : undefined;
  return db
    .select({ id: users.id, full_name: fullName, email: users.email })
    .from(users)
    .leftJoin(permissionGroups, and(eq(permissionGroups.companyId, users.companyId), eq(permissionGroups.role, users.role)))
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(users.isSuperuser, false), isNull(userArchives.userId), mayApprove))
    .orderBy(asc(sql`lower(${fullName})`), asc(users.id));
}

const usageColumn = (kind: ApprovalWorkflowKind) => (kind === 'contract' ? projects.contractWorkflowId : projects.scopeWorkflowId);

export async function countProjectsUsing(db: Database, kind: ApprovalWorkflowKind, workflowIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!workflowIds.length) return counts;
  const column = usageColumn(kind);
  const rows = await db
    .select({ id: column, n: count() })
    .from(projects)
    .where(inArray(column, workflowIds))
    .groupBy(column);
  for (const r of rows) if (r.id !== null) counts.set(r.id, Number(r.n));
  return counts;
}

export type StepRecord = typeof approvalWorkflowSteps.$inferSelect;
export type StepApproverRecord = ApprovalWorkflowApprover & { stepId: number };

/** The steps of these workflows (by position) and their approvers (by name). */
export async function findStepsOf(db: Database, workflowIds: number[]): Promise<{ steps: StepRecord[]; approvers: StepApproverRecord[] }> {
  const steps = await db
    .select()
    .from(approvalWorkflowSteps)
    .where(inArray(approvalWorkflowSteps.workflowId, workflowIds))
    .orderBy(asc(approvalWorkflowSteps.position), asc(approvalWorkflowSteps.id));
  const approvers = steps.length
    ? await db
        .select({ stepId: approvalWorkflowApprovers.stepId, id: users.id, full_name: fullName, email: users.email })
        .from(approvalWorkflowApprovers)
        .innerJoin(users, eq(users.id, approvalWorkflowApprovers.userId))
        .where(
          inArray(
            approvalWorkflowApprovers.stepId,
            steps.map((s) => s.id),
          ),
        )
        .orderBy(asc(sql`lower(${fullName})`), asc(users.id))
    : [];
  return { steps, approvers };
}

export const findWorkflows = (db: Database, companyId: number, kind: ApprovalWorkflowKind) =>
  db
    .select()
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.kind, kind)))
    .orderBy(asc(sql`lower(${approvalWorkflows.name})`), asc(approvalWorkflows.id));

export async function findWorkflow(db: Database, id: number): Promise<WorkflowRow | null> {
  const [row] = await db.select().from(approvalWorkflows).where(eq(approvalWorkflows.id, id)).limit(1);
  return row ?? null;
}

export async function isNameTaken(db: Database, companyId: number, kind: ApprovalWorkflowKind, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalWorkflows.id })
    .from(approvalWorkflows)
    .where(
      and(
        eq(approvalWorkflows.companyId, companyId),
        eq(approvalWorkflows.kind, kind),
        eq(sql`lower(${approvalWorkflows.name})`, name.toLowerCase()),
        exceptId ? ne(approvalWorkflows.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Replaces a workflow's steps: each entry is one step's approver ids, in order. */
export async function replaceSteps(db: Database, workflowId: number, steps: number[][]): Promise<void> {
  await db.delete(approvalWorkflowSteps).where(eq(approvalWorkflowSteps.workflowId, workflowId));
  for (const [i, approverIds] of steps.entries()) {
    const [step] = await db
      .insert(approvalWorkflowSteps)
      .values({ workflowId, position: i + 1 })
      .returning();
    await db.insert(approvalWorkflowApprovers).values([...new Set(approverIds)].map((userId) => ({ stepId: step.id, userId })));
  }
}

export async function insertWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, name: string): Promise<WorkflowRow> {
  const [row] = await db.insert(approvalWorkflows).values({ companyId, kind, name }).returning();
  return row;
}

export async function renameWorkflow(db: Database, id: number, name: string): Promise<void> {
  await db.update(approvalWorkflows).set({ name, updatedAt: new Date() }).where(eq(approvalWorkflows.id, id));
}

export async function deleteWorkflow(db: Database, id: number): Promise<void> {
  await db.delete(approvalWorkflows).where(eq(approvalWorkflows.id, id));
}
