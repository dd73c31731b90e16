// The keystone of the contracts module (issue 16): reading a contract task the caller sees, its
// approval round and signing rounds, what the caller may do (contractFlagsFor: the one place the
// rules of 000 section 4 and DOMAIN.md 4 are decided for contracts), and the details the API answers.
// Every contracts route reads through findContractOrFail and loadContractState; statuses still change
// only through tasks' transitionTask.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ESIGN_CONSENT_TEXT,
  OPEN_CONTRACT_ROUND_STATUSES,
  PERMISSIONS,
  approvalRoundState,
  currentSigningStep,
  isFinishedTaskStatus,
  type ContractApproval,
  type ContractApprovalState,
  type ContractDetails,
  type ContractFlags,
  type ContractRound,
  type ContractRoundStatus,
  type ContractSignerStatus,
  type SignatureFieldKind,
  type SignerRole,
  type TaskStatus,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { approvalWorkflows, companies, contractApprovals, contractRounds, contractSignatureNodes, contractSigners, projects, tasks, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { findVisibleTaskOrFail, presentTaskRows, taskViewerRole, type TaskRecord } from '../tasks';

type Reader = Pick<Database, 'select' | 'execute'>;
export type ContractApprovalRecord = typeof contractApprovals.$inferSelect;
export type ContractRoundRecord = typeof contractRounds.$inferSelect;
export type ContractSignerRecord = typeof contractSigners.$inferSelect;
export type ContractNodeRecord = typeof contractSignatureNodes.$inferSelect;

const has = (actor: Actor, key: string) => actor.permissions.includes(key);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A contract task the caller's company sees (404 otherwise, and for a task of another type). */
export async function findContractOrFail(db: Reader, actor: Actor, taskId: number, options: { forUpdate?: boolean } = {}): Promise<TaskRecord> {
  const task = await findVisibleTaskOrFail(db, actor, taskId, options);
  if (task.type !== 'contract') throw notFound();
  return task;
}

/** Everything about a contract beyond its task row: the approval round and the signing rounds. */
export type ContractState = {
  approvals: ContractApprovalRecord[];
  /** The task's rounds, oldest first. */
  rounds: ContractRoundRecord[];
  /** The open round, else the last; null before the first. */
  round: ContractRoundRecord | null;
  /** The signers and nodes of `round`. */
  signers: ContractSignerRecord[];
  nodes: ContractNodeRecord[];
  /** The project's contract workflow (id, name), if any. */
  workflow: { id: number; name: string } | null;
};

export async function loadContractState(db: Reader, task: TaskRecord): Promise<ContractState> {
  const [approvals, rounds, workflowRows] = await Promise.all([
    db.select().from(contractApprovals).where(eq(contractApprovals.taskId, task.id)).orderBy(asc(contractApprovals.step), asc(contractApprovals.id)),
    db.select().from(contractRounds).where(eq(contractRounds.taskId, task.id)).orderBy(asc(contractRounds.id)),
    task.projectId
      ? db
          .select({ id: approvalWorkflows.id, name: approvalWorkflows.name })
          .from(projects)
          .innerJoin(approvalWorkflows, eq(approvalWorkflows.id, projects.contractWorkflowId))
          .where(eq(projects.id, task.projectId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const round = rounds.find((r) => OPEN_CONTRACT_ROUND_STATUSES.includes(r.status as ContractRoundStatus)) ?? rounds[rounds.length - 1] ?? null;
  const [signers, nodes] = round
    ? await Promise.all([
        db.select().from(contractSigners).where(eq(contractSigners.roundId, round.id)).orderBy(asc(contractSigners.side), asc(contractSigners.step), asc(contractSigners.id)),
        db.select().from(contractSignatureNodes).where(eq(contractSignatureNodes.roundId, round.id)).orderBy(asc(contractSignatureNodes.page), asc(contractSignatureNodes.y), asc(contractSignatureNodes.id)),
      ])
    : [[], []];
  return { approvals, rounds, round, signers, nodes, workflow: workflowRows[0] ?? null };
}

/** Where the approval round stands: none (no approvers), rejected if any rejected, approved if all approved, else pending (shared-contract's approvalRoundState, as scopes). */
export function contractApprovalState(approvals: readonly Pick<ContractApprovalRecord, 'approved' | 'rejected'>[]): ContractApprovalState {
  return approvalRoundState(approvals);
}

/** The step whose approvers act now: the first step with an approver who has not approved; null when none is pending or the round was rejected. */
export function currentApprovalStep(approvals: readonly Pick<ContractApprovalRecord, 'approved' | 'rejected' | 'step'>[]): number | null {
  if (contractApprovalState(approvals) !== 'pending') return null;
  const open = approvals.filter((a) => !a.approved).map((a) => a.step);
  return open.length ? Math.min(...open) : null;
}

/**
 * Whether the contract may go out for signature as far as approval goes (000 section 4): its project
 * has no contract workflow and it never entered approval, or every approver approved.
 */
export function isContractApproved(task: TaskRecord, state: Pick<ContractState, 'approvals' | 'workflow'>): boolean {
  const approval = contractApprovalState(state.approvals);
  if (approval === 'none') return task.status === 'draft' ? state.workflow === null : task.status === 'pending_approval';
  return approval === 'approved';
}

/** The caller's signer row whose turn it is now (pending), if any. */
export function mySigningTurn(actor: Actor, state: Pick<ContractState, 'round' | 'signers'>): ContractSignerRecord | null {
  if (state.round?.status !== 'signing') return null;
  return currentSigningStep(state.signers).find((s) => s.userId === actor.user.id && s.status === 'pending') ?? null;
}

/** What the caller may do with the contract now (000 section 4, DOMAIN.md 4). */
export function contractFlagsFor(actor: Actor, task: TaskRecord, state: ContractState): ContractFlags {
  const role = taskViewerRole(actor, task);
  const status = task.status as TaskStatus;
  const finished = isFinishedTaskStatus(status);
  const sender = role.own && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT);
  const open = state.round && OPEN_CONTRACT_ROUND_STATUSES.includes(state.round.status as ContractRoundStatus) ? state.round : null;
  const step = currentApprovalStep(state.approvals);
  const myApproval = state.approvals.find((a) => a.userId === actor.user.id);
  const mayApprove = role.own && status === 'pending_approval' && !open && !!myApproval && step !== null && myApproval.step === step && !myApproval.approved && !myApproval.rejected;
  const inApprovalOrDraft = status === 'draft' || status === 'pending_approval';
  const turn = mySigningTurn(actor, state);
  const executed = state.rounds.some((r) => r.status === 'executed');
  return {
    submit_for_approval: sender && status === 'draft' && state.workflow !== null && !open,
    approve: mayApprove,
    reject: mayApprove,
    edit: sender && inApprovalOrDraft && !open,
    prepare: sender && inApprovalOrDraft && !open && task.internalAssigneeId !== null && task.vendorCompanyId !== null && isContractApproved(task, state),
    send: sender && open?.status === 'preparing',
    sign: !!turn && has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_SIGN),
    decline: !!turn,
    revoke: role.own && !finished && (has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_DELETE) || has(actor, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT)),
    resend: sender && status === 'revoked', // presentContractRecord turns it off once a corrected task exists
    download_executed: executed && (role.own || role.vendor),
    export_record: role.own || role.vendor,
  };
}

/** Names, e-mails and companies of users, by id. */
async function peopleOf(db: Reader, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { name: string; email: string; companyName: string | null }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, companyName: r.companyName }]));
}

/** The round as the API answers it. */
export function presentRound(round: ContractRoundRecord, number: number, signers: ContractSignerRecord[], nodes: ContractNodeRecord[], people: Map<number, { name: string; email: string; companyName: string | null }>): ContractRound {
  const signerUser = new Map(signers.map((s) => [s.id, s]));
  return {
    id: round.id,
    number,
    status: round.status as ContractRoundStatus,
    document_sha256: round.documentSha256,
    page_count: round.pageCount,
    page_sizes: round.pageSizes,
    copy_recipients: round.copyRecipients,
    signers: signers.map((s) => ({
      id: s.id,
      user_id: s.userId,
      full_name: people.get(s.userId)?.name ?? '',
      email: people.get(s.userId)?.email ?? '',
      company_name: people.get(s.userId)?.companyName ?? null,
      side: s.side as SignerRole,
      step: s.step,
      status: s.status as ContractSignerStatus,
      viewed_at: iso(s.viewedAt),
      signed_at: iso(s.signedAt),
      declined_at: iso(s.declinedAt),
      decline_reason: s.declineReason,
    })),
    nodes: nodes.map((n) => ({
      id: n.id,
      user_id: signerUser.get(n.signerId)?.userId ?? 0,
      kind: n.kind as SignatureFieldKind,
      page: n.page,
      x: n.x,
      y: n.y,
      width: n.width,
      height: n.height,
      signed: signerUser.get(n.signerId)?.status === 'signed',
    })),
    executed_sha256: round.executedSha256,
    sent_at: iso(round.sentAt),
    sealed_at: iso(round.sealedAt),
    decline_reason: round.declineReason,
    created_at: round.createdAt.toISOString(),
  };
}

/** A contract's details as the caller reads them (visibility checked by the caller through findContractOrFail). */
export async function presentContractRecord(db: Reader, actor: Actor, task: TaskRecord, state?: ContractState): Promise<ContractDetails> {
  const s = state ?? (await loadContractState(db, task));
  const [row] = await presentTaskRows(db, actor, [task]);
  const people = await peopleOf(db, [...s.approvals.map((a) => a.userId), ...s.signers.map((x) => x.userId)]);
  const [successor] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.supersedesTaskId, task.id), eq(tasks.companyId, task.companyId)))
    .orderBy(desc(tasks.id))
    .limit(1);
  const can = contractFlagsFor(actor, task, s);
  if (successor) can.resend = false;
  const approvals: ContractApproval[] = s.approvals.map((a) => ({
    id: a.id,
    user_id: a.userId,
    user_name: people.get(a.userId)?.name ?? '',
    step: a.step,
    approved: a.approved,
    rejected: a.rejected,
    comment: a.comment,
    acted_at: iso(a.actedAt),
  }));
  const mine = s.signers.find((x) => x.userId === actor.user.id) ?? null;
  return {
    task: row,
    html: task.html,
    merge_values: task.mergeValues,
    template_id: task.templateId,
    template_version: task.templateVersion,
    approval: { state: contractApprovalState(s.approvals), workflow_name: s.workflow?.name ?? null, current_step: currentApprovalStep(s.approvals), approvals },
    round: s.round ? presentRound(s.round, s.rounds.indexOf(s.round) + 1, s.signers, s.nodes, people) : null,
    rounds_count: s.rounds.length,
    my_signer_id: mine?.id ?? null,
    supersedes_task_id: task.supersedesTaskId,
    superseded_by_task_id: successor?.id ?? null,
    consent_text: ESIGN_CONSENT_TEXT,
    can,
  };
}

/** Reads (visibility checked) and presents a contract. */
export async function presentContract(db: Reader, actor: Actor, taskId: number): Promise<ContractDetails> {
  const task = await findContractOrFail(db, actor, taskId);
  return presentContractRecord(db, actor, task);
}
