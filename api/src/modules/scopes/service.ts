// Scope rules (000 sections 4 and 6, DOMAIN.md 3): who may see and change a scope, the vendor's
// defaults, the approval round (approvers act in step order; a change while pending resets every
// other approver; a scope leaves drafting only through approval, or straight to not sent when the
// project has no scope workflow), notifications (DOMAIN.md 8) and the project activity.
import type { FastifyInstance } from 'fastify';
import {
  CHAT_CHANNEL_PREFIX,
  PERMISSIONS,
  chatChannel,
  SCOPE_MESSAGES as T,
  selected,
  type CreateScopeInput,
  type ScopeDetails,
  type ScopeFlags,
  type ScopeFormInput,
  type ScopePermission,
  type ScopeRow,
  type ScopeVendorOption,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { queueNotifications } from '../../lib/notify';
import { findPrimaryContact, findPrimaryContacts } from '../network';
import { deleteEntityCustomFieldValues, findEntityCustomFieldValues } from '../project-setup';
import { assertProjectActive, recordProjectActivity } from '../projects';
import { checkScopeFiles, removeScopeFile, storeScopeFile, type UploadedFile } from './files';
import { toScopeApproval, toScopeAttachment, toScopeRow, toScopeUser } from './presenter';
import * as repo from './repository';
import { coiPairKey, findLapsedCoiPairs } from '../../lib/coi-lapsed';

/** What the flags read: the owner, the status and, when known, whether the project is archived (read-only). */
type ScopeLike = { companyId: number; status: string; projectArchivedAt?: Date | null };

const has = (actor: Actor, key: string) => actor.permissions.includes(key);
const onGeneralPlan = (actor: Actor) => actor.company?.plan === 'general';

/**
 * Per-item flags. Owner side: view with projects.view; update and delete with projects.assign
 * ("create and edit Scopes") on the general plan, until the scope is sent; chat with
 * projects.communication or assign. Vendor side (an external scope): view and chat only. An archived
 * project's scopes are read-only.
 */
export function scopeFlagsFor(actor: Actor, scope: ScopeLike): ScopeFlags {
  const own = scope.companyId === actor.company?.id;
  const view = has(actor, PERMISSIONS.PROJECTS_VIEW);
  const edit = own && view && has(actor, PERMISSIONS.PROJECTS_ASSIGN) && onGeneralPlan(actor) && scope.status !== 'sent' && !scope.projectArchivedAt;
  const chat = view && (has(actor, PERMISSIONS.PROJECTS_COMMUNICATION) || (own && has(actor, PERMISSIONS.PROJECTS_ASSIGN)));
  return { view, update: edit, delete: edit, chat };
}

/** The scope the caller's company owns or is the vendor of; 404 otherwise. */
export async function findVisibleScopeOrFail(db: Database, company: CompanyRow, scopeId: number) {
  const scope = await repo.findVisibleScope(db, company.id, scopeId);
  if (!scope) throw notFound();
  return scope;
}

/** A scope the caller may change: 404 for strangers, 422 once sent or its project archived, 403 for the vendor or without the right. */
async function findEditableScope(db: Database, actor: Actor, scopeId: number) {
  const scope = await findVisibleScopeOrFail(db, actor.company!, scopeId);
  if (scope.companyId === actor.company!.id) assertProjectActive({ archivedAt: scope.projectArchivedAt });
  if (scope.companyId === actor.company!.id && scope.status === 'sent') throw new HttpError(422, T.sentLocked);
  if (!scopeFlagsFor(actor, scope).update) throw forbidden();
  return scope;
}

/** Item checks of the update, before its body is read. */
export const assertMayUpdate = async (db: Database, actor: Actor, scopeId: number) => {
  await findEditableScope(db, actor, scopeId);
};

// ---- reading ----------------------------------------------------------------------------------

/** The step whose approvers act now: the first with an approver who has not approved. */
const currentStep = (approvals: readonly repo.ApprovalRecord[]) => Math.min(...approvals.filter((a) => !a.approved).map((a) => a.step));

function mayAct(actor: Actor, scope: ScopeLike, approvals: readonly repo.ApprovalRecord[], approval: repo.ApprovalRecord) {
  return (
    scope.status === 'pending' &&
    !scope.projectArchivedAt &&
    scope.companyId === actor.company?.id &&
    approval.userId === actor.user.id &&
    !approval.approved &&
    !approval.rejected &&
    !approvals.some((a) => a.rejected) &&
    approval.step === currentStep(approvals) &&
    has(actor, PERMISSIONS.PROJECTS_APPROVE) &&
    onGeneralPlan(actor)
  );
}

export async function toScopeRows(db: Database, actor: Actor, scopes: repo.ScopeRecord[]): Promise<ScopeRow[]> {
  const approvals = await repo.findApprovals(
    db,
    scopes.map((s) => s.id),
  );
  const users = await repo.findUsers(
    db,
    scopes.flatMap((s) => [s.vendorAssigneeId, s.vendorSignerId]).filter((id): id is number => id !== null),
  );
  const lapsed = await findLapsedCoiPairs(db, scopes);
  return scopes.map((s) =>
    toScopeRow(
      s,
      actor.company!.id,
      users,
      approvals.filter((a) => a.scopeId === s.id),
      scopeFlagsFor(actor, s),
      s.vendorCompanyId !== null && lapsed.has(coiPairKey(s.companyId, s.vendorCompanyId)),
    ),
  );
}

export async function scopeDetails(db: Database, actor: Actor, scopeId: number): Promise<ScopeDetails> {
  const scope = await findVisibleScopeOrFail(db, actor.company!, scopeId);
  const [approvals, attachments, editorIds, customFields] = await Promise.all([
    repo.findApprovals(db, [scope.id]),
    repo.findAttachments(db, scope.id),
    repo.findEditorIds(db, [scope.id]),
    findEntityCustomFieldValues(db, 'scope', [scope.id]),
  ]);
  const editors = editorIds.get(scope.id) ?? [];
  const users = await repo.findUsers(db, [
    ...editors,
    ...approvals.map((a) => a.userId),
    ...[scope.vendorAssigneeId, scope.vendorSignerId].filter((id): id is number => id !== null),
  ]);
  const lapsed = await findLapsedCoiPairs(db, [scope]);
  return {
    ...toScopeRow(scope, actor.company!.id, users, approvals, scopeFlagsFor(actor, scope), scope.vendorCompanyId !== null && lapsed.has(coiPairKey(scope.companyId, scope.vendorCompanyId))),
    editors: editors.filter((id) => users.has(id)).map((id) => toScopeUser(users.get(id)!)),
    attachments: attachments.map(toScopeAttachment),
    approvals: approvals.map((a) => toScopeApproval(a, users, mayAct(actor, scope, approvals, a))),
    custom_fields: customFields.get(scope.id) ?? [],
  };
}

export async function listApprovals(db: Database, actor: Actor, scopeId: number) {
  const scope = await findVisibleScopeOrFail(db, actor.company!, scopeId);
  const approvals = await repo.findApprovals(db, [scope.id]);
  const users = await repo.findUsers(
    db,
    approvals.map((a) => a.userId),
  );
  return approvals.map((a) => toScopeApproval(a, users, mayAct(actor, scope, approvals, a)));
}

/** A project the caller's company owns, or one where it is the vendor of a scope; 404 otherwise. */
export async function findProjectForViewer(db: Database, company: CompanyRow, projectId: number) {
  const project = await repo.findProject(db, projectId);
  if (!project) throw notFound();
  if (project.companyId === company.id) return { project, own: true };
  if (await repo.isVendorInProject(db, company.id, projectId)) return { project, own: false };
  throw notFound();
}

/** GET scope/check-permission: what the caller may do with scopes in the project. */
export async function scopePermission(db: Database, actor: Actor, projectId: number): Promise<ScopePermission> {
  const { project, own } = await findProjectForViewer(db, actor.company!, projectId);
  const view = has(actor, PERMISSIONS.PROJECTS_VIEW);
  const flags = scopeFlagsFor(actor, { companyId: project.companyId, status: 'drafting', projectArchivedAt: project.archivedAt });
  const write = own && flags.update;
  return { view, create: write, update: write, delete: write, approve: own && view && !project.archivedAt && has(actor, PERMISSIONS.PROJECTS_APPROVE) && onGeneralPlan(actor), chat: flags.chat };
}

export async function listEditorOptions(db: Database, company: CompanyRow, scopeId: number | undefined) {
  let selectedIds: number[] = [];
  if (scopeId !== undefined) {
    const scope = await repo.findVisibleScope(db, company.id, scopeId);
    if (!scope || scope.companyId !== company.id) throw notFound();
    selectedIds = (await repo.findEditorIds(db, [scopeId])).get(scopeId) ?? [];
  }
  return (await repo.findActiveEmployees(db, company.id)).map((u) => ({ ...toScopeUser(u), selected: selectedIds.includes(u.id) }));
}

/** The scope form's vendors: the network companies, each with its active users and its primary contact as default assignee and signer. */
export async function listVendorOptions(db: Database, company: CompanyRow): Promise<ScopeVendorOption[]> {
  const vendors = await repo.findNetworkCompanies(db, company.id);
  const ids = vendors.map((v) => v.id);
  // Three queries whatever the size of the network: the vendors, their active users, their contacts.
  const [people, contacts] = await Promise.all([repo.findActiveUsersOf(db, ids), findPrimaryContacts(db, ids)]);
  return vendors.map((v) => {
    const contactId = contacts.get(v.id)?.id ?? null;
    return { id: v.id, name: v.name, users: people.filter((u) => u.companyId === v.id).map(toScopeUser), default_assignee_id: contactId, default_signer_id: contactId };
  });
}

export async function listApprovalRounds(db: Database, company: CompanyRow) {
  const flows = await repo.findScopeWorkflows(db, company.id);
  const users = await repo.findUsers(
    db,
    flows.flatMap((f) => f.steps.flatMap((s) => s.userIds)),
  );
  return flows.map((f) => ({
    id: f.id,
    name: f.name,
    steps: f.steps.map((s) => ({ step: s.step, approvers: s.userIds.filter((id) => users.has(id)).map((id) => toScopeUser(users.get(id)!)) })),
  }));
}

// ---- writing ----------------------------------------------------------------------------------

/** The vendor from the network, its assignee and signer (default: its primary contact), the editors. */
async function resolveForm(db: Database, company: CompanyRow, input: ScopeFormInput) {
  const errors: Record<string, string[]> = {};
  const vendorId = input.vendor_company_id;
  const inNetwork = vendorId !== company.id && (await repo.isInNetwork(db, company.id, vendorId));
  if (!inNetwork) errors.vendor_company_id = [selected('vendor company')];
  let assignee = input.vendor_assignee_id ?? null;
  let signer = input.vendor_signer_id ?? null;
  if (inNetwork) {
    const named = [assignee, signer].filter((id): id is number => id !== null);
    const active = await repo.findActiveUserIds(db, vendorId, named);
    if (assignee !== null && !active.includes(assignee)) errors.vendor_assignee_id = [selected('vendor assignee')];
    if (signer !== null && !active.includes(signer)) errors.vendor_signer_id = [selected('vendor signer')];
    if (assignee === null || signer === null) {
      const contact = await findPrimaryContact(db, vendorId);
      assignee ??= contact?.id ?? null;
      signer ??= contact?.id ?? null;
    }
  }
  const editorIds = [...new Set(input.editor_ids ?? [])];
  if (editorIds.length && (await repo.findActiveUserIds(db, company.id, editorIds)).length !== editorIds.length) errors.editor_ids = [selected('editor')];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', undefined, errors);
  return {
    values: {
      name: input.name,
      description: input.description?.trim() ? input.description : null,
      vendorCompanyId: vendorId,
      vendorAssigneeId: assignee,
      vendorSignerId: signer,
      amount: input.amount === undefined || input.amount === null ? null : input.amount.toFixed(2),
      workStartDate: input.work_start_date ?? null,
    },
    editorIds: input.editor_ids === undefined ? undefined : editorIds,
  };
}

async function storeFiles(app: FastifyInstance, actor: Actor, scopeId: number, files: readonly UploadedFile[]) {
  const stored: { scopeId: number; path: string; name: string; size: number; mimeType: string; uploadedBy: number }[] = [];
  for (const file of files) {
    stored.push({ scopeId, path: await storeScopeFile(app, scopeId, file), name: file.filename.slice(0, 255), size: file.bytes.length, mimeType: file.mimeType.slice(0, 255), uploadedBy: actor.user.id });
  }
  return stored;
}

const scopeLink = (projectId: number, scopeId: number) => `/projects/${projectId}/scopes/${scopeId}`;

export async function createScope(app: FastifyInstance, actor: Actor, input: CreateScopeInput, files: readonly UploadedFile[]): Promise<ScopeDetails> {
  const company = actor.company!;
  const project = await repo.findOwnProject(app.db, company.id, input.project_id);
  if (!project) throw notFound();
  assertProjectActive(project);
  checkScopeFiles(files);
  const { values, editorIds } = await resolveForm(app.db, company, input);
  const scope = await withTransaction(app.db, async (tx) => {
    const row = await repo.insertScope(tx, { ...values, companyId: company.id, projectId: project.id, status: 'drafting', createdBy: actor.user.id });
    if (editorIds?.length) await repo.replaceEditors(tx, row.id, editorIds);
    await recordProjectActivity(tx, { projectId: project.id, companyId: company.id, userId: actor.user.id, action: 'scope.created', subjectType: 'scope', subjectId: row.id, details: { name: row.name } });
    return row;
  });
  if (files.length) await repo.insertAttachments(app.db, await storeFiles(app, actor, scope.id, files));
  return scopeDetails(app.db, actor, scope.id);
}

/**
 * Saves a scope. While it is pending, or approved and not yet sent, the change reopens the round:
 * every other approver is reset to neither approved nor rejected (000 section 4) and the scope is
 * pending again; the approvers whose turn it is are asked again.
 */
export async function updateScope(app: FastifyInstance, actor: Actor, scopeId: number, input: ScopeFormInput, files: readonly UploadedFile[]): Promise<ScopeDetails> {
  const scope = await findEditableScope(app.db, actor, scopeId);
  const company = actor.company!;
  checkScopeFiles(files);
  const { values, editorIds } = await resolveForm(app.db, company, input);
  const formerEditors = editorIds === undefined ? [] : ((await repo.findEditorIds(app.db, [scope.id])).get(scope.id) ?? []).filter((id) => !editorIds.includes(id));
  const reopened = await withTransaction(app.db, async (tx) => {
    const approvals = await repo.findApprovals(tx, [scope.id]);
    const reopen = approvals.length > 0 && (scope.status === 'pending' || scope.status === 'not_sent');
    await repo.updateScope(tx, scope.id, { ...values, ...(reopen ? { status: 'pending' } : {}) });
    if (editorIds !== undefined) await repo.replaceEditors(tx, scope.id, editorIds);
    if (reopen) await repo.resetOtherApprovals(tx, scope.id, actor.user.id);
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: company.id, userId: actor.user.id, action: 'scope.updated', subjectType: 'scope', subjectId: scope.id, details: { name: values.name } });
    if (reopen) await queueApproverRequests(app, tx, scope.id, scope.projectId, values.name, actor.user.id);
    return reopen;
  });
  if (reopened) app.jobs.wake();
  // A former editor's, or the former vendor assignee's, open chat of the scope stops receiving its
  // events (unless still a member another way).
  const formerAssignee = scope.vendorAssigneeId !== null && scope.vendorAssigneeId !== values.vendorAssigneeId ? [scope.vendorAssigneeId] : [];
  await app.realtime.recheckUserChannels([...formerEditors, ...formerAssignee], CHAT_CHANNEL_PREFIX);
  if (files.length) await repo.insertAttachments(app.db, await storeFiles(app, actor, scope.id, files));
  return scopeDetails(app.db, actor, scope.id);
}

export async function deleteScope(app: FastifyInstance, actor: Actor, scopeId: number): Promise<void> {
  const scope = await findEditableScope(app.db, actor, scopeId);
  const paths = await repo.findAttachmentPaths(app.db, scope.id);
  await withTransaction(app.db, async (tx) => {
    await repo.deleteScope(tx, scope.id);
    // Custom field values name their scope without a foreign key.
    await deleteEntityCustomFieldValues(tx, 'scope', scope.id);
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: scope.companyId, userId: actor.user.id, action: 'scope.deleted', subjectType: 'scope', subjectId: scope.id, details: { name: scope.name } });
  });
  // Its chat is gone: every socket leaves the room.
  app.realtime.closeChannel(chatChannel(scope.id));
  for (const p of paths) await removeScopeFile(app, p);
}

// ---- attachments ------------------------------------------------------------------------------

export async function listAttachments(db: Database, actor: Actor, scopeId: number) {
  const scope = await findVisibleScopeOrFail(db, actor.company!, scopeId);
  return (await repo.findAttachments(db, scope.id)).map(toScopeAttachment);
}

export async function addAttachments(app: FastifyInstance, actor: Actor, scopeId: number, files: readonly UploadedFile[]) {
  const scope = await findEditableScope(app.db, actor, scopeId);
  if (files.length === 0) throw fieldError('attachments', 'This field is required.');
  checkScopeFiles(files);
  const rows = await storeFiles(app, actor, scope.id, files);
  await withTransaction(app.db, async (tx) => {
    await repo.insertAttachments(tx, rows);
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: scope.companyId, userId: actor.user.id, action: 'scope.attachments_added', subjectType: 'scope', subjectId: scope.id, details: { name: scope.name, files: rows.map((r) => r.name) } });
  });
  const all = await repo.findAttachments(app.db, scope.id);
  const added = new Set(rows.map((r) => r.path));
  return all.filter((a) => added.has(a.path)).map(toScopeAttachment);
}

/** The attachment with the scope it belongs to, if the caller's company may see that scope. */
export async function findVisibleAttachment(db: Database, company: CompanyRow, attachmentId: number) {
  const attachment = await repo.findAttachment(db, attachmentId);
  if (!attachment) throw notFound();
  const scope = await findVisibleScopeOrFail(db, company, attachment.scopeId);
  return { attachment, scope };
}

export async function deleteAttachment(app: FastifyInstance, actor: Actor, attachmentId: number) {
  const { attachment } = await findVisibleAttachment(app.db, actor.company!, attachmentId);
  const scope = await findEditableScope(app.db, actor, attachment.scopeId);
  await withTransaction(app.db, async (tx) => {
    await repo.deleteAttachment(tx, attachment.id);
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: scope.companyId, userId: actor.user.id, action: 'scope.attachment_deleted', subjectType: 'scope', subjectId: scope.id, details: { name: scope.name, file: attachment.name } });
  });
  await removeScopeFile(app, attachment.path);
}

// ---- approvals --------------------------------------------------------------------------------

// Notifications (DOMAIN.md 8) are queued in the transaction of the change they tell of: the job
// runner stores and pushes them once it commits (app.jobs.wake()), so the click is answered first and
// none is lost.

/** Asks the approvers whose turn it now is (read in the transaction, as of the change). */
async function queueApproverRequests(app: FastifyInstance, tx: Database, scopeId: number, projectId: number, name: string, exceptUserId: number) {
  const approvals = await repo.findApprovals(tx, [scopeId]);
  if (approvals.length === 0 || approvals.every((a) => a.approved)) return;
  const step = currentStep(approvals);
  const userIds = approvals.filter((a) => a.step === step && !a.approved && a.userId !== exceptUserId).map((a) => a.userId);
  await queueNotifications(app, tx, userIds, { type: 'scope_approval_requested', title: T.approvalRequestedTitle, body: name, link: scopeLink(projectId, scopeId) });
}

/** Submit for approval: the project's scope workflow gives the round; without one the scope is not sent at once. */
export async function submitForApproval(app: FastifyInstance, actor: Actor, scopeId: number): Promise<string> {
  const scope = await findVisibleScopeOrFail(app.db, actor.company!, scopeId);
  if (scope.companyId === actor.company!.id) assertProjectActive({ archivedAt: scope.projectArchivedAt });
  if (scope.companyId !== actor.company!.id || !scopeFlagsFor(actor, scope).update) {
    if (scope.companyId === actor.company!.id && scope.status === 'sent') throw new HttpError(422, T.notDrafting);
    throw forbidden();
  }
  if (scope.status !== 'drafting') throw new HttpError(422, T.notDrafting);
  const project = await repo.findProject(app.db, scope.projectId);
  const approvers = project?.scopeWorkflowId ? await repo.findWorkflowApprovers(app.db, project.scopeWorkflowId) : [];
  const formerApprovers = (await repo.findApprovals(app.db, [scope.id])).map((a) => a.userId).filter((id) => !approvers.some((a) => a.userId === id));
  await withTransaction(app.db, async (tx) => {
    await repo.replaceApprovals(tx, scope.id, approvers);
    await repo.updateScope(tx, scope.id, { status: approvers.length ? 'pending' : 'not_sent' });
    await recordProjectActivity(tx, {
      projectId: scope.projectId,
      companyId: scope.companyId,
      userId: actor.user.id,
      action: approvers.length ? 'scope.submitted' : 'scope.approved',
      subjectType: 'scope',
      subjectId: scope.id,
      details: { name: scope.name },
    });
    if (approvers.length) await queueApproverRequests(app, tx, scope.id, scope.projectId, scope.name, actor.user.id);
  });
  app.jobs.wake();
  // An approver of the last round who is not in this one (the workflow changed) leaves the chat room,
  // unless still a member another way.
  await app.realtime.recheckUserChannels(formerApprovers, CHAT_CHANNEL_PREFIX);
  return approvers.length ? T.submitted : T.submittedWithoutWorkflow;
}

/** The caller's approval in a pending round at its step's turn: 403 when not an approver, 422 otherwise. */
async function findActingApproval(db: Database, actor: Actor, scopeId: number) {
  const scope = await findVisibleScopeOrFail(db, actor.company!, scopeId);
  if (scope.companyId !== actor.company!.id) throw forbidden();
  assertProjectActive({ archivedAt: scope.projectArchivedAt });
  const approvals = await repo.findApprovals(db, [scope.id]);
  const mine = approvals.find((a) => a.userId === actor.user.id);
  if (scope.status !== 'pending') throw new HttpError(422, T.notPending);
  if (!mine) throw forbidden();
  if (!mayAct(actor, scope, approvals, mine)) throw new HttpError(422, T.notYourTurn);
  return { scope, approvals, mine };
}

export async function approve(app: FastifyInstance, actor: Actor, scopeId: number): Promise<void> {
  const { scope, approvals, mine } = await findActingApproval(app.db, actor, scopeId);
  const done = approvals.every((a) => a.approved || a.id === mine.id);
  await withTransaction(app.db, async (tx) => {
    await repo.setApproval(tx, mine.id, { approved: true, rejected: false, reason: null, actedAt: new Date() });
    if (done) await repo.updateScope(tx, scope.id, { status: 'not_sent' });
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: scope.companyId, userId: actor.user.id, action: 'scope.approved', subjectType: 'scope', subjectId: scope.id, details: { name: scope.name, step: mine.step } });
    // The author and the editors hear of each approval; the next step's approvers are asked.
    const editors = (await repo.findEditorIds(tx, [scope.id])).get(scope.id) ?? [];
    await queueNotifications(
      app,
      tx,
      [scope.createdBy, ...editors].filter((id): id is number => id !== null && id !== actor.user.id),
      { type: 'scope_approved', title: T.approvedTitle, body: scope.name, link: scopeLink(scope.projectId, scope.id) },
    );
    if (!done) await queueApproverRequests(app, tx, scope.id, scope.projectId, scope.name, actor.user.id);
  });
  app.jobs.wake();
}

/** A rejection (with its reason) ends the round: the scope is drafting again until it is resubmitted. */
export async function reject(app: FastifyInstance, actor: Actor, scopeId: number, reason: string): Promise<void> {
  const { scope, approvals, mine } = await findActingApproval(app.db, actor, scopeId);
  await withTransaction(app.db, async (tx) => {
    await repo.setApproval(tx, mine.id, { approved: false, rejected: true, reason, actedAt: new Date() });
    await repo.updateScope(tx, scope.id, { status: 'drafting' });
    await recordProjectActivity(tx, { projectId: scope.projectId, companyId: scope.companyId, userId: actor.user.id, action: 'scope.rejected', subjectType: 'scope', subjectId: scope.id, details: { name: scope.name, reason } });
    const editors = (await repo.findEditorIds(tx, [scope.id])).get(scope.id) ?? [];
    await queueNotifications(
      app,
      tx,
      [scope.createdBy, ...editors, ...approvals.filter((a) => a.approved).map((a) => a.userId)].filter((id): id is number => id !== null && id !== actor.user.id),
      { type: 'scope_rejected', title: T.rejectedTitle, body: `${scope.name}: ${reason}`, link: scopeLink(scope.projectId, scope.id) },
    );
  });
  app.jobs.wake();
}


/** Item checks of a rejection, before its reason is read. */
export const assertMayAct = async (db: Database, actor: Actor, scopeId: number) => {
  await findActingApproval(db, actor, scopeId);
};

/** The scope's own chat members (DOMAIN.md 3): its editors and the vendor's assignee; the project team comes from project-setup. */
export async function findScopeMemberIds(db: Database, scopeId: number): Promise<{ editorIds: number[]; vendorAssigneeId: number | null }> {
  const scope = await repo.findScopeById(db, scopeId);
  if (!scope) return { editorIds: [], vendorAssigneeId: null };
  return { editorIds: (await repo.findEditorIds(db, [scopeId])).get(scopeId) ?? [], vendorAssigneeId: scope.vendorAssigneeId };
}
