// Approval workflow rules: a workflow is the company's own and of the URL's kind (else a 404); its
// name is unique per kind; approvers are the company's active people who may approve the kind; a
// copy takes the first free "(copy n)" name; a workflow a project uses can not be deleted.
import { APPROVAL_WORKFLOW_MESSAGES as T, VALIDATION_MESSAGES as M, WORKFLOW_NAME_MAX, type ApprovalWorkflow, type ApprovalWorkflowInput, type ApprovalWorkflowKind } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, notFound, validationFailed } from '../../lib/http-error';
import { toApprovalWorkflow } from './presenter';
import * as repo from './repository';

export async function findOwnOrFail(db: Database, companyId: number, kind: ApprovalWorkflowKind, id: number): Promise<repo.WorkflowRow> {
  const row = await repo.findWorkflow(db, id);
  if (!row || row.companyId !== companyId || row.kind !== kind) throw notFound();
  return row;
}

/** Workflows with their steps, approvers and project counts, in the given order. */
export async function hydrate(db: Database, kind: ApprovalWorkflowKind, rows: repo.WorkflowRow[]): Promise<ApprovalWorkflow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { steps, approvers } = await repo.findStepsOf(db, ids);
  const used = await repo.countProjectsUsing(db, kind, ids);
  return rows.map((row) => toApprovalWorkflow(row, steps, approvers, used.get(row.id) ?? 0));
}

async function findOne(db: Database, kind: ApprovalWorkflowKind, row: repo.WorkflowRow): Promise<ApprovalWorkflow> {
  const [workflow] = await hydrate(db, kind, [row]);
  return workflow;
}

export async function listWorkflows(db: Database, companyId: number, kind: ApprovalWorkflowKind): Promise<ApprovalWorkflow[]> {
  return hydrate(db, kind, await repo.findWorkflows(db, companyId, kind));
}

export async function findWorkflowOrFail(db: Database, companyId: number, kind: ApprovalWorkflowKind, id: number): Promise<ApprovalWorkflow> {
  return findOne(db, kind, await findOwnOrFail(db, companyId, kind, id));
}

/** The server's own rules on a validated body: unique name per kind, approvers who may approve the kind. */
async function checkWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, input: ApprovalWorkflowInput, exceptId: number | null): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (await repo.isNameTaken(db, companyId, kind, input.name.trim(), exceptId)) errors.name = [M.unique('name')];
  const [people, approvers] = await Promise.all([repo.findApprovers(db, companyId, null), repo.findApprovers(db, companyId, kind)]);
  const known = new Set(people.map((u) => u.id));
  const allowed = new Set(approvers.map((u) => u.id));
  input.steps.forEach((step, i) => {
    if (step.approver_ids.some((id) => !known.has(id))) errors[`steps[${i}].approver_ids`] = [T.unknownApprover];
    else if (step.approver_ids.some((id) => !allowed.has(id))) errors[`steps[${i}].approver_ids`] = [T.approverMayNotApprove(kind)];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** A new workflow with these steps (each one step's approver ids), in one transaction. */
async function insertWithSteps(db: Database, companyId: number, kind: ApprovalWorkflowKind, name: string, steps: number[][]): Promise<ApprovalWorkflow> {
  const row = await withTransaction(db, async (t) => {
    const created = await repo.insertWorkflow(t, companyId, kind, name);
    await repo.replaceSteps(t, created.id, steps);
    return created;
  });
  return findOne(db, kind, row);
}

export async function createWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, input: ApprovalWorkflowInput): Promise<ApprovalWorkflow> {
  await checkWorkflow(db, companyId, kind, input, null);
  return insertWithSteps(
    db,
    companyId,
    kind,
    input.name.trim(),
    input.steps.map((s) => s.approver_ids),
  );
}

export async function updateWorkflow(db: Database, companyId: number, existing: repo.WorkflowRow, input: ApprovalWorkflowInput): Promise<ApprovalWorkflow> {
  const kind = existing.kind as ApprovalWorkflowKind;
  await checkWorkflow(db, companyId, kind, input, existing.id);
  await withTransaction(db, async (t) => {
    await repo.renameWorkflow(t, existing.id, input.name.trim());
    await repo.replaceSteps(
      t,
      existing.id,
      input.steps.map((s) => s.approver_ids),
    );
  });
  return findOne(db, kind, (await repo.findWorkflow(db, existing.id))!);
}

export async function deleteWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, id: number): Promise<void> {
  const existing = await findOwnOrFail(db, companyId, kind, id);
  const used = (await repo.countProjectsUsing(db, kind, [existing.id])).get(existing.id) ?? 0;
  if (used > 0) throw new HttpError(409, T.workflowInUse(used));
  await repo.deleteWorkflow(db, existing.id);
}

async function copyName(db: Database, companyId: number, kind: ApprovalWorkflowKind, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, WORKFLOW_NAME_MAX - suffix.length)}${suffix}`;
    if (!(await repo.isNameTaken(db, companyId, kind, candidate, null))) return candidate;
  }
}

/** A copy with the same steps under the first free "(copy n)" name. */
export async function copyWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, id: number): Promise<ApprovalWorkflow> {
  const source = await findWorkflowOrFail(db, companyId, kind, id);
  const name = await copyName(db, companyId, kind, source.name);
  return insertWithSteps(
    db,
    companyId,
    kind,
    name,
    source.steps.map((s) => s.approvers.map((a) => a.id)).filter((ids) => ids.length > 0),
  );
}
