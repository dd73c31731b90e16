// Demo contracts (issue 16 "Demo data"): the general contractor's contracts in each state of their
// record, made by the product's own service functions acting as the demo users, so every approval
// round, signing round (frozen PDF, signers, nodes), audit trail and sealed PDF is what their clicks
// would have produced: a draft, one in its two-step approval (step 1 approved), one waiting for the
// vendor's signature, one for the countersignature, one signed and waiting for its scope's work start
// date and one fully executed (both sealed and stored), and one the vendor declined (revoked).
// Needs the app (storage, jobs): the seed calls it after the database part. Idempotent: a company
// that has a scope-linked contract already is left alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { contractSignSchema, type TaskStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import { projects, scopes, tasks, templates, users } from '../../db/schema';
import { resolveContext, type Actor } from '../../lib/identity';
import { createTasksAs, todayIso } from '../tasks';
import { addDays } from '../../lib/task-schedule';
import { currentApprovalStep, loadContractState } from './access';
import { decide } from './approval';
import { sealContractRound, sealingIdentityOf } from './seal';
import { declineContract, markViewed, prepareContract, sendContract, signContract } from './signing';

/** How far each demo contract goes (in this order, each stage past the one before). */
type Stage = 'draft' | 'in_approval' | 'external' | 'internal' | 'work_start' | 'executed' | 'declined';

type ContractPlan = { stage: Stage; name: string; /** days from today */ due: number; reminders?: boolean; priority?: 'normal' | 'high' };

export const DEMO_CONTRACT_PLANS: readonly ContractPlan[] = [
  { stage: 'draft', name: 'Subcontract Agreement - draft', due: 20 },
  { stage: 'in_approval', name: 'Subcontract Agreement - in approval', due: 12, priority: 'high' },
  { stage: 'external', name: 'Subcontract Agreement', due: -3, reminders: true },
  { stage: 'internal', name: 'Change Order 1 Agreement', due: 5 },
  { stage: 'work_start', name: 'Subcontract Agreement - signed', due: -10 },
  { stage: 'executed', name: 'Lien Waiver - March', due: -30 },
  { stage: 'declined', name: 'Subcontract Agreement - declined', due: -15 },
];

export const DEMO_DECLINE_REASON = 'The retainage must be 5%, as agreed at the bid meeting, not 10%.';

/** Where the seed's actions are recorded from (the audit trail and the signers' rows say so). */
const SEED_REQUEST = { ip: '127.0.0.1', headers: { 'user-agent': 'Demo data seed' } } as FastifyRequest;

/** A demo user acting in-process: their company context and permissions, as a sign-in would resolve them; the session is never stored. */
async function demoActor(db: Database, userId: number): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const context = await resolveContext(db, user, null);
  const now = new Date();
  return { ...context, session: { id: '', userId, actingCompanyId: null, csrf: '', ip: SEED_REQUEST.ip, userAgent: 'Demo data seed', expiresAt: now, lastSeenAt: now, createdAt: now } };
}

export async function seedContractDemoData(app: FastifyInstance, companyId: number, now: Date = new Date()): Promise<void> {
  const db = app.db;
  const [already] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.type, 'contract'), isNotNull(tasks.scopeId)))
    .limit(1);
  if (already) return;
  const today = todayIso(now);
  const staff = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id));
  const manager = staff.find((u) => u.role === 'general_manager') ?? staff[0];
  const owner = staff.find((u) => u.role === 'general_owner') ?? staff[0];
  const [template] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), eq(templates.type, 'contract'), isNull(templates.archivedAt)))
    .orderBy(asc(templates.id))
    .limit(1);
  const scopeRows = await db
    .select({ id: scopes.id, projectId: scopes.projectId, vendorCompanyId: scopes.vendorCompanyId, name: scopes.name, workStartDate: scopes.workStartDate, contractWorkflowId: projects.contractWorkflowId })
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .where(and(eq(scopes.companyId, companyId), isNotNull(scopes.vendorCompanyId), isNull(projects.archivedAt), eq(projects.isDraft, false)))
    .orderBy(asc(scopes.id));
  if (!manager || !owner || !template || scopeRows.length === 0) return;
  const vendorStaff = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.companyId, [...new Set(scopeRows.map((s) => s.vendorCompanyId!))]))
    .orderBy(asc(users.id));
  const contactOf = (vendorId: number) => vendorStaff.find((u) => u.companyId === vendorId)?.id ?? null;

  // The draft's project sends its contracts without approval (no contract workflow); the others go through their project's.
  const projectIds = [...new Set(scopeRows.map((s) => s.projectId))];
  const draftProjectId = projectIds.length > 1 ? projectIds[projectIds.length - 1] : null;
  if (draftProjectId !== null) await db.update(projects).set({ contractWorkflowId: null, updatedAt: new Date() }).where(eq(projects.id, draftProjectId));
  const reviewed = scopeRows.filter((s) => s.projectId !== draftProjectId && s.contractWorkflowId !== null && contactOf(s.vendorCompanyId!));
  const unreviewed = scopeRows.filter((s) => s.projectId === draftProjectId && contactOf(s.vendorCompanyId!));
  if (reviewed.length === 0) return;
  // The signed contract waits for a work start date to come; the executed one's scope has started (or has no date).
  const startsLater = reviewed.find((s) => s.workStartDate && s.workStartDate > today) ?? reviewed[reviewed.length - 1];
  const started = reviewed.find((s) => s.id !== startsLater.id && (!s.workStartDate || s.workStartDate <= today)) ?? null;

  // The sealing identity (generated on a first start) is read while the contracts are made; sealing waits for it.
  sealingIdentityOf(app).catch(() => undefined);

  const actors = new Map<number, Promise<Actor>>();
  const as = (userId: number) => {
    if (!actors.has(userId)) actors.set(userId, demoActor(db, userId));
    return actors.get(userId)!;
  };
  const names = new Map((await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [owner.id, ...vendorStaff.map((u) => u.id)]))).map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim()]));

  for (const [i, plan] of DEMO_CONTRACT_PLANS.entries()) {
    let scope: (typeof scopeRows)[number] | null = plan.stage === 'draft' ? (unreviewed[0] ?? null) : reviewed[i % reviewed.length];
    if (plan.stage === 'work_start') scope = startsLater;
    else if (plan.stage === 'executed') scope = started;
    else if (scope?.id === startsLater.id && reviewed.length > 1) scope = reviewed.find((s) => s.id !== startsLater.id) ?? scope;
    if (!scope) continue;
    if (plan.stage === 'work_start' && (!scope.workStartDate || scope.workStartDate <= today)) {
      await db.update(scopes).set({ workStartDate: addDays(today, 21) }).where(eq(scopes.id, scope.id));
    }
    const contact = contactOf(scope.vendorCompanyId!)!;
    const [task] = await createTasksAs(app, db, { companyId, userId: manager.id }, [
      {
        type: 'contract',
        name: plan.name,
        project_id: scope.projectId,
        scope_id: scope.id,
        vendor_company_id: scope.vendorCompanyId,
        template_id: template.id,
        merge_values: { 'contract.retainage_percent': '10', 'contract.start_date': addDays(today, 14), 'insurance.min_coverage': '2000000' },
        internal_assignee_id: manager.id,
        internal_signer_id: owner.id,
        external_assignee_id: contact,
        external_signer_id: contact,
        package: scope.name,
        priority: plan.priority ?? 'normal',
        due_date: addDays(today, plan.due),
        ...(plan.reminders ? { reminders_every: 2, reminders_period: 'day', reminders_days: ['mon', 'tue', 'wed', 'thu', 'fri'] } : {}),
      },
    ]);
    if (plan.stage === 'draft') continue;
    await approve(app, task.id, plan.stage === 'in_approval' ? 1 : Number.POSITIVE_INFINITY, as);
    if (plan.stage === 'in_approval') continue;

    const sender = await as(manager.id);
    await prepareContract(app, sender, task.id, SEED_REQUEST);
    await sendContract(app, sender, task.id, SEED_REQUEST);
    if (plan.stage === 'external') continue;
    if (plan.stage === 'declined') {
      const [vendor] = (await loadContractState(db, await currentTask(db, task.id))).signers.filter((s) => s.status === 'pending');
      const actor = await as(vendor.userId);
      await markViewed(app, actor, task.id, SEED_REQUEST);
      await declineContract(app, actor, task.id, DEMO_DECLINE_REASON, SEED_REQUEST);
      continue;
    }
    const until: TaskStatus = plan.stage === 'internal' ? 'pending_internal_signature' : 'fully_executed';
    const roundId = await signUntil(app, task.id, until, as, (userId) => names.get(userId) || 'Signer');
    if (plan.stage === 'work_start' || plan.stage === 'executed') await sealContractRound(app, roundId);
  }
}

const currentTask = async (db: Database, taskId: number) => (await db.select().from(tasks).where(eq(tasks.id, taskId)))[0];

/** Approves the contract's round step by step, each approver as themselves, up to step `lastStep`. */
async function approve(app: FastifyInstance, taskId: number, lastStep: number, as: (userId: number) => Promise<Actor>): Promise<void> {
  for (;;) {
    const state = await loadContractState(app.db, await currentTask(app.db, taskId));
    const step = currentApprovalStep(state.approvals);
    if (step === null || step > lastStep) return;
    const pending = state.approvals.filter((a) => a.step === step && !a.approved && !a.rejected);
    if (pending.length === 0) return;
    for (const approval of pending) {
      await decide(app, await as(approval.userId), taskId, { approved: true, comment: step === 1 ? 'Scope, amounts and retainage checked.' : null }, SEED_REQUEST);
    }
  }
}

/**
 * Each signer of the current step views and signs (a typed signature of their name) until the task
 * reaches `until` (pending_internal_signature: the vendor's side signed; fully_executed: every signer,
 * which may leave it waiting for the work start date). Answers the round.
 */
async function signUntil(app: FastifyInstance, taskId: number, until: TaskStatus, as: (userId: number) => Promise<Actor>, nameOf: (userId: number) => string): Promise<number> {
  for (;;) {
    const task = await currentTask(app.db, taskId);
    const state = await loadContractState(app.db, task);
    const pending = state.signers.filter((s) => s.status === 'pending');
    const done = until === 'pending_internal_signature' ? task.status === until : state.round?.status !== 'signing';
    if (done || pending.length === 0) return state.round!.id;
    for (const signer of pending) {
      const actor = await as(signer.userId);
      await markViewed(app, actor, taskId, SEED_REQUEST);
      await signContract(app, actor, taskId, contractSignSchema.cast({ consent: true, signature: { type: 'typed', text: nameOf(signer.userId) }, initials: null }), SEED_REQUEST);
    }
  }
}
