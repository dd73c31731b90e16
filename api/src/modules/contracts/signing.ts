// A contract's signing round (issue 16 "Preparing and sending" and "Signing"; 000 section 4; DOMAIN.md
// 4 and 5): the approved contract is frozen as a PDF (stored, SHA-256 recorded) with default signers
// and nodes, the sender places the signers in steps and their nodes, sends it (the task goes to
// pending_external_signature), the signers consent and sign in order (every external step, then every
// internal step; a step's signers in parallel), the last signature executes the task and queues the
// sealing job. A signer may decline (the round ends, the task is revoked); a revoked contract is
// corrected by a new task naming it. Statuses change only through tasks' transitionTask; who may act
// is contractFlagsFor's; every step is on the contract's audit trail, in the transaction of the change.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  CONTRACT_MESSAGES,
  CONTRACT_NODE_DEFAULT_SIZE,
  ESIGN_CONSENT_TEXT,
  PERMISSIONS,
  TASK_MESSAGES,
  currentSigningStep,
  initialsOf,
  selected,
  type ContractSignInput,
  type ContractSigningSetupInput,
  type FieldErrors,
  type SignatureFieldKind,
  type SignerRole,
  type TaskStatus,
  type TemplateDocument,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { contractRounds, contractSignatureNodes, contractSigners, permissionGroups, scopes, tasks, userArchives, users } from '../../db/schema';
import { appendContractAudit, auditActorOf, auditOriginOf, type AuditActor, type AuditOrigin } from '../../lib/contract-audit';
import { HttpError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { sha256Hex } from '../../lib/pdf-seal';
import { nextReminderAt } from '../../lib/task-schedule';
import { TEMPLATE_PDF_MARGIN, renderTemplatePdf, type TemplatePdfSignatureField } from '../../lib/template-pdf';
import { createTasks, notifyTaskParties, taskViewerRole, todayIso, transitionTask, type TaskRecord } from '../tasks';
import { contractFlagsFor, findContractOrFail, isContractApproved, loadContractState, mySigningTurn, type ContractRoundRecord, type ContractState } from './access';
import { CONTRACT_SEAL_JOB, contractDocumentKey } from './keys';
import { contractSignLink, endOpenRound } from './round-end';

type Tx = Database;
type PageSize = { width: number; height: number };

/** A stored file's bytes, or null when it is not there. */
export async function readStoredFile(app: FastifyInstance, key: string): Promise<Buffer | null> {
  const stream = await app.storage.open(key).catch(() => null);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// ---- preparing --------------------------------------------------------------------------------

/** The frozen document: the task's filled document through the product's one template-to-PDF path. */
export type FrozenDocument = { pdf: Buffer; sha256: string; pageCount: number; pageSizes: PageSize[]; fields: TemplatePdfSignatureField[] };

export async function renderContractDocument(task: TaskRecord): Promise<FrozenDocument> {
  if (!task.body) throw notFound();
  const { pdf, pageCount, signatureFields } = await renderTemplatePdf(task.body as TemplateDocument, { title: task.name, values: task.mergeValues });
  const loaded = await PDFDocument.load(pdf);
  const pageSizes = loaded.getPages().map((page) => {
    const { width, height } = page.getSize();
    return { width, height };
  });
  return { pdf, sha256: sha256Hex(pdf), pageCount: pageCount || pageSizes.length, pageSizes, fields: signatureFields };
}

type DefaultSigner = { userId: number; side: SignerRole; step: number };
type DefaultNode = { userId: number; kind: SignatureFieldKind; page: number; x: number; y: number; width: number; height: number };

/**
 * The default set-up of a round: the task's external signer (else its external assignee) as external
 * step 1 and its internal signer (else internal assignee) as internal step 1; a node for each of the
 * template's signature fields (its role's signer), and for a side without a signature field, one
 * signature node for its signer at the bottom of the last page (left for the vendor, right for the sender).
 */
export function defaultSetup(task: TaskRecord, doc: Pick<FrozenDocument, 'pageCount' | 'pageSizes' | 'fields'>): { signers: DefaultSigner[]; nodes: DefaultNode[] } {
  const bySide: Partial<Record<SignerRole, number>> = {};
  const external = task.externalSignerId ?? task.externalAssigneeId;
  const internal = task.internalSignerId ?? task.internalAssigneeId;
  if (external) bySide.external = external;
  if (internal && internal !== external) bySide.internal = internal;
  const signers: DefaultSigner[] = (['external', 'internal'] as const).filter((side) => bySide[side]).map((side) => ({ userId: bySide[side]!, side, step: 1 }));
  const nodes: DefaultNode[] = doc.fields
    .filter((f) => bySide[f.role])
    .map((f) => ({ userId: bySide[f.role]!, kind: f.kind, page: f.page, x: f.x, y: f.y, width: f.width, height: f.height }));
  const last = doc.pageSizes[doc.pageCount - 1] ?? doc.pageSizes[doc.pageSizes.length - 1];
  for (const signer of signers) {
    if (nodes.some((n) => n.userId === signer.userId && n.kind === 'signature') || !last) continue;
    const { width, height } = CONTRACT_NODE_DEFAULT_SIZE.signature;
    // in the bottom margin, beside the centred page number
    const x = signer.side === 'external' ? TEMPLATE_PDF_MARGIN : last.width - TEMPLATE_PDF_MARGIN - width;
    const y = Math.max(0, last.height - TEMPLATE_PDF_MARGIN + 4);
    nodes.push({ userId: signer.userId, kind: 'signature', page: doc.pageCount, x, y, width, height: Math.min(height, last.height - y) });
  }
  return { signers, nodes };
}

/** Replaces a round's signers (all waiting) and nodes; points the task's signer columns at each side's first signer. */
async function writeSetup(tx: Tx, task: TaskRecord, roundId: number, signers: DefaultSigner[], nodes: DefaultNode[]): Promise<void> {
  await tx.delete(contractSignatureNodes).where(eq(contractSignatureNodes.roundId, roundId));
  await tx.delete(contractSigners).where(eq(contractSigners.roundId, roundId));
  const rows = signers.length
    ? await tx
        .insert(contractSigners)
        .values(signers.map((s) => ({ roundId, taskId: task.id, userId: s.userId, side: s.side, step: s.step, status: 'waiting' })))
        .returning({ id: contractSigners.id, userId: contractSigners.userId })
    : [];
  const signerOf = new Map(rows.map((r) => [r.userId, r.id]));
  const placed = nodes.filter((n) => signerOf.has(n.userId));
  if (placed.length) {
    await tx.insert(contractSignatureNodes).values(placed.map((n) => ({ roundId, signerId: signerOf.get(n.userId)!, kind: n.kind, page: n.page, x: n.x, y: n.y, width: n.width, height: n.height })));
  }
  const firstOf = (side: SignerRole) => [...signers].filter((s) => s.side === side).sort((a, b) => a.step - b.step)[0]?.userId;
  const external = firstOf('external');
  const internal = firstOf('internal');
  if (external || internal) {
    await tx
      .update(tasks)
      .set({ ...(external ? { externalSignerId: external } : {}), ...(internal ? { internalSignerId: internal } : {}), updatedAt: sql`now()` })
      .where(eq(tasks.id, task.id));
  }
}

/**
 * Opens the task's round from its frozen document (stored under contractDocumentKey) with the
 * default signers and nodes, and appends 'prepared'. Call it in the transaction, on the task read
 * FOR UPDATE, with no round open.
 */
async function openRound(app: FastifyInstance, tx: Tx, task: TaskRecord, doc: FrozenDocument, userId: number | null, actor: AuditActor, origin?: AuditOrigin): Promise<ContractRoundRecord> {
  const [inserted] = await tx
    .insert(contractRounds)
    .values({ taskId: task.id, status: 'preparing', documentKey: '', documentSha256: doc.sha256, pageCount: doc.pageCount, pageSizes: doc.pageSizes, createdBy: userId })
    .returning();
  const key = contractDocumentKey(task.id, inserted.id);
  await app.storage.put(key, doc.pdf);
  const [round] = await tx.update(contractRounds).set({ documentKey: key }).where(eq(contractRounds.id, inserted.id)).returning();
  const setup = defaultSetup(task, doc);
  await writeSetup(tx, task, round.id, setup.signers, setup.nodes);
  await appendContractAudit(tx, {
    taskId: task.id,
    roundId: round.id,
    action: 'prepared',
    actor,
    origin,
    documentSha256: doc.sha256,
    details: { template_id: task.templateId, template_version: task.templateVersion, page_count: doc.pageCount },
  });
  return round;
}

/** POST contracts/:id/prepare: freezes the contract (idempotent while its round is preparing). */
export async function prepareContract(app: FastifyInstance, actor: Actor, taskId: number, request: FastifyRequest): Promise<void> {
  const task = await findContractOrFail(app.db, actor, taskId);
  if (!isSender(actor, task)) throw forbidden();
  const state = await loadContractState(app.db, task);
  if (state.round?.status === 'preparing') return;
  assertMayPrepare(actor, task, state);
  const doc = await renderContractDocument(task);
  await withTransaction(app.db, async (tx) => {
    const locked = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const now = await loadContractState(tx, locked);
    if (now.round?.status === 'preparing') return;
    assertMayPrepare(actor, locked, now);
    await openRound(app, tx, locked, doc, actor.user.id, auditActorOf(actor.user), auditOriginOf(request));
  });
}

/** The sending side's editor: the company that sent the contract, with task_and_documents.edit. */
const isSender = (actor: Actor, task: TaskRecord) => taskViewerRole(actor, task).own && actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT);

/** Refuses preparing: 403 for anyone but the sender, else 422 with what is missing. */
function assertMayPrepare(actor: Actor, task: TaskRecord, state: ContractState): void {
  if (contractFlagsFor(actor, task, state).prepare) return;
  if (!isSender(actor, task)) throw forbidden();
  if (task.status === 'draft' || task.status === 'pending_approval') {
    if (task.internalAssigneeId === null) throw new HttpError(422, CONTRACT_MESSAGES.internalAssigneeRequired);
    if (task.vendorCompanyId === null) throw new HttpError(422, CONTRACT_MESSAGES.vendorRequired);
    if (!isContractApproved(task, state)) throw new HttpError(422, CONTRACT_MESSAGES.notApproved);
  }
  throw new HttpError(422, TASK_MESSAGES.transition);
}

// ---- the set-up -------------------------------------------------------------------------------

/** The users among `ids` who may sign for `side`: active users of the vendor, or of the sender with task_and_documents.sign. */
async function eligibleSigners(db: Pick<Database, 'select'>, task: TaskRecord, side: SignerRole, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const companyId = side === 'external' ? task.vendorCompanyId : task.companyId;
  if (companyId === null) return new Set();
  const active = and(inArray(users.id, ids), eq(users.companyId, companyId), notExists(db.select({ id: userArchives.userId }).from(userArchives).where(eq(userArchives.userId, users.id))));
  if (side === 'external') {
    const rows = await db.select({ id: users.id }).from(users).where(active);
    return new Set(rows.map((r) => r.id));
  }
  const rows = await db
    .select({ id: users.id, permissions: permissionGroups.permissions })
    .from(users)
    .innerJoin(permissionGroups, and(eq(permissionGroups.companyId, users.companyId), eq(permissionGroups.role, users.role)))
    .where(active);
  return new Set(rows.filter((r) => r.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_SIGN)).map((r) => r.id));
}

/** The server's checks of a set-up beyond its schema: pages, companies, permissions, duplicates, nodes of signers, two signers. */
async function checkSetup(db: Pick<Database, 'select'>, task: TaskRecord, round: ContractRoundRecord, input: ContractSigningSetupInput): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const signers = input.signers;
  const external = await eligibleSigners(db, task, 'external', signers.filter((s) => s.side === 'external').map((s) => s.user_id));
  const internal = await eligibleSigners(db, task, 'internal', signers.filter((s) => s.side === 'internal').map((s) => s.user_id));
  const seen = new Set<number>();
  signers.forEach((s, i) => {
    if (seen.has(s.user_id)) add(`signers.${i}.user_id`, CONTRACT_MESSAGES.duplicateSigner);
    seen.add(s.user_id);
    if (s.side === 'external' && !external.has(s.user_id)) add(`signers.${i}.user_id`, CONTRACT_MESSAGES.externalSignerCompany);
    if (s.side === 'internal' && !internal.has(s.user_id)) add(`signers.${i}.user_id`, CONTRACT_MESSAGES.internalSignerCompany);
  });
  input.nodes.forEach((n, i) => {
    const size = round.pageSizes[n.page - 1];
    if (n.page > round.pageCount || !size || n.x + n.width > size.width + 0.5 || n.y + n.height > size.height + 0.5) add(`nodes.${i}.page`, CONTRACT_MESSAGES.nodeOffPage);
    if (!seen.has(n.user_id)) add(`nodes.${i}.user_id`, selected('signer'));
  });
  const withSignature = new Set(input.nodes.filter((n) => n.kind === 'signature' && seen.has(n.user_id)).map((n) => n.user_id));
  if (withSignature.size < 2) add('nodes', CONTRACT_MESSAGES.twoSigners);
  for (const s of signers) if (!withSignature.has(s.user_id) && !errors.nodes?.includes(CONTRACT_MESSAGES.signerWithoutSignature)) add('nodes', CONTRACT_MESSAGES.signerWithoutSignature);
  // DOMAIN.md 4: the vendor signs, then the sender countersigns; a round needs both sides.
  if (!signers.some((s) => s.side === 'external') || !signers.some((s) => s.side === 'internal')) add('signers', CONTRACT_MESSAGES.twoSigners);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Refuses when the caller may not send (403) or the round is not being prepared (422 notPreparing). */
export async function assertMaySetUp(db: Database, actor: Actor, taskId: number): Promise<void> {
  const task = await findContractOrFail(db, actor, taskId);
  const state = await loadContractState(db, task);
  assertMaySend(actor, task, state);
}

/** Refuses a set-up or a send: 403 for anyone but the sender, 422 notPreparing when no round is being prepared. */
function assertMaySend(actor: Actor, task: TaskRecord, state: ContractState): void {
  if (contractFlagsFor(actor, task, state).send) return;
  if (!isSender(actor, task)) throw forbidden();
  throw new HttpError(422, CONTRACT_MESSAGES.notPreparing);
}

/** PUT contracts/:id/signing-setup. */
export async function saveSigningSetup(app: FastifyInstance, actor: Actor, taskId: number, input: ContractSigningSetupInput): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const state = await loadContractState(tx, task);
    assertMaySend(actor, task, state);
    const round = state.round!;
    await checkSetup(tx, task, round, input);
    await writeSetup(
      tx,
      task,
      round.id,
      input.signers.map((s) => ({ userId: s.user_id, side: s.side as SignerRole, step: s.step })),
      input.nodes.map((n) => ({ userId: n.user_id, kind: n.kind as SignatureFieldKind, page: n.page, x: n.x, y: n.y, width: n.width, height: n.height })),
    );
    await tx.update(contractRounds).set({ copyRecipients: input.copy_recipients ?? [], updatedAt: new Date() }).where(eq(contractRounds.id, round.id));
  });
}

// ---- sending ----------------------------------------------------------------------------------

/**
 * Sends the task's preparing round: the set-up is checked again, the task goes to
 * pending_external_signature (transitionTask), the round to signing, the first step's signers are
 * pending and told (in the app and by mail, linking to the sign page), the others wait; 'sent'.
 */
async function sendRound(app: FastifyInstance, tx: Tx, task: TaskRecord, state: ContractState, userId: number | null, actor: AuditActor, options: { origin?: AuditOrigin; details?: Record<string, unknown> } = {}): Promise<TaskRecord> {
  const round = state.round!;
  await checkSetup(
    tx,
    task,
    round,
    {
      signers: state.signers.map((s) => ({ user_id: s.userId, side: s.side as SignerRole, step: s.step })),
      nodes: state.nodes.map((n) => ({ user_id: state.signers.find((s) => s.id === n.signerId)?.userId ?? 0, kind: n.kind as SignatureFieldKind, page: n.page, x: n.x, y: n.y, width: n.width, height: n.height })),
      copy_recipients: round.copyRecipients,
    },
  );
  const now = new Date();
  const sent = await transitionTask(tx, task, 'send_for_signature', 'pending_external_signature', userId, {
    changes: { sentAt: task.sentAt ?? now, nextReminderAt: nextReminderAt({ ...task, status: 'pending_external_signature' }, now) },
    details: options.details ?? {},
  });
  await tx.update(contractRounds).set({ status: 'signing', sentAt: now, updatedAt: now }).where(eq(contractRounds.id, round.id));
  const first = currentSigningStep(state.signers);
  if (first.length) await tx.update(contractSigners).set({ status: 'pending', notifiedAt: now, updatedAt: now }).where(inArray(contractSigners.id, first.map((s) => s.id)));
  await notifyTaskParties(app, tx, sent, 'pending', { userIds: first.map((s) => s.userId), actorUserId: userId, link: contractSignLink(task.id) });
  await appendContractAudit(tx, {
    taskId: task.id,
    roundId: round.id,
    action: 'sent',
    actor,
    origin: options.origin,
    documentSha256: round.documentSha256,
    details: { signers: state.signers.map((s) => ({ user_id: s.userId, side: s.side, step: s.step })), copy_recipients: round.copyRecipients.length, ...options.details },
  });
  return sent;
}

/** POST contracts/:id/send. */
export async function sendContract(app: FastifyInstance, actor: Actor, taskId: number, request: FastifyRequest): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const state = await loadContractState(tx, task);
    assertMaySend(actor, task, state);
    await sendRound(app, tx, task, state, actor.user.id, auditActorOf(actor.user), { origin: auditOriginOf(request) });
  });
  app.jobs.wake();
}

/**
 * Sends a newly created contract with the default set-up, in the caller's transaction (the bulk
 * send): a draft is frozen and sent for signature at once; a contract in its project's approval
 * workflow is left to its approvers (the sender prepares and sends it once approved). Answers the
 * task as it is now. Refuses (422) a contract that can not be signed by two people.
 */
export async function sendContractWithDefaults(app: FastifyInstance, tx: Tx, task: TaskRecord, senderUserId: number | null, details: Record<string, unknown> = {}): Promise<TaskRecord> {
  if (task.type !== 'contract' || task.status !== 'draft') return task;
  if (task.internalAssigneeId === null) throw new HttpError(422, CONTRACT_MESSAGES.internalAssigneeRequired);
  if (task.vendorCompanyId === null) throw new HttpError(422, CONTRACT_MESSAGES.vendorRequired);
  const [locked] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
  const [sender] = senderUserId === null ? [] : await tx.select().from(users).where(eq(users.id, senderUserId)).limit(1);
  const actor = sender ? auditActorOf(sender) : null;
  const doc = await renderContractDocument(locked);
  await openRound(app, tx, locked, doc, senderUserId, actor);
  const [current] = await tx.select().from(tasks).where(eq(tasks.id, task.id));
  return sendRound(app, tx, current, await loadContractState(tx, current), senderUserId, actor, { details });
}

// ---- viewing, signing, declining --------------------------------------------------------------

/** POST contracts/:id/viewed: the calling signer's first view of the round out for signature (others: nothing). */
export async function markViewed(app: FastifyInstance, actor: Actor, taskId: number, request: FastifyRequest): Promise<void> {
  const task = await findContractOrFail(app.db, actor, taskId);
  const state = await loadContractState(app.db, task);
  const mine = state.round?.status === 'signing' ? state.signers.find((s) => s.userId === actor.user.id && s.viewedAt === null) : undefined;
  if (!mine) return;
  await withTransaction(app.db, async (tx) => {
    const [viewed] = await tx
      .update(contractSigners)
      .set({ viewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(contractSigners.id, mine.id), sql`${contractSigners.viewedAt} is null`))
      .returning({ id: contractSigners.id });
    if (!viewed) return;
    await appendContractAudit(tx, { taskId, roundId: state.round!.id, action: 'viewed', actor: auditActorOf(actor.user), origin: auditOriginOf(request), documentSha256: state.round!.documentSha256, details: { signer_id: mine.id } });
  });
}

/** Whose turn: the caller's pending signer row (403 notASigner or notYourTurn otherwise). */
function turnOrFail(actor: Actor, state: ContractState) {
  const turn = mySigningTurn(actor, state);
  if (turn) return turn;
  const signer = state.round && state.signers.some((s) => s.userId === actor.user.id);
  throw forbidden(signer ? CONTRACT_MESSAGES.notYourTurn : CONTRACT_MESSAGES.notASigner);
}

/** Refuses a caller who may not sign now (403), before the body is read. */
export async function assertMaySign(db: Database, actor: Actor, taskId: number, action: 'sign' | 'decline'): Promise<void> {
  const task = await findContractOrFail(db, actor, taskId);
  const state = await loadContractState(db, task);
  turnOrFail(actor, state);
  if (action === 'sign' && !contractFlagsFor(actor, task, state).sign) throw forbidden();
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A drawn signature's PNG: a real PNG (it decodes) between 10×10 and 4000×2000 pixels; the base64 stored, else 422 on `field`. */
async function drawnPng(dataUrl: string, field: string): Promise<string> {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  const invalid = () => validationFailed({ [field]: [CONTRACT_MESSAGES.drawnSignatureInvalid] });
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw invalid();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 10 || height < 10 || width > 4000 || height > 2000) throw invalid();
  try {
    const image = await (await PDFDocument.create()).embedPng(bytes);
    if (image.width !== width || image.height !== height) throw invalid();
  } catch {
    throw invalid();
  }
  return bytes.toString('base64');
}

type StoredSignature = { type: 'typed'; text: string } | { type: 'drawn'; png: string };
async function storedSignature(value: ContractSignInput['signature'] | null | undefined, field: string): Promise<StoredSignature | null> {
  if (!value) return null;
  if (value.type === 'drawn') return { type: 'drawn', png: await drawnPng(value.png ?? '', `${field}.png`) };
  return { type: 'typed', text: (value.text ?? '').trim() };
}

/** The sealing job's work on the round: signatures stamped, certificate, seal (routes-record's handler). */
const sealJobOf = (roundId: number) => ({ round_id: roundId });

/**
 * POST contracts/:id/sign: the caller, a pending signer of the current step, consents and signs (every
 * node of theirs) the frozen document as stored (re-hashed: 409 documentTampered when it changed).
 * A finished step hands over to the next; the last external signature moves the task to
 * pending_internal_signature, the last internal one executes it (or leaves it waiting for the
 * scope's work start date), ends the round in 'sealing' and queues the sealing job once.
 */
export async function signContract(app: FastifyInstance, actor: Actor, taskId: number, input: ContractSignInput, request: FastifyRequest): Promise<void> {
  const signature = await storedSignature(input.signature, 'signature');
  const initials = (await storedSignature(input.initials, 'initials')) ?? (signature?.type === 'typed' ? { type: 'typed' as const, text: initialsOf(signature.text) } : null);
  const origin = auditOriginOf(request);
  const auditActor = auditActorOf(actor.user);
  await withTransaction(app.db, async (tx) => {
    // the task's row lock orders the signers of one step: each sees the others' signatures
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const state = await loadContractState(tx, task);
    const turn = turnOrFail(actor, state);
    if (!contractFlagsFor(actor, task, state).sign) throw forbidden();
    const round = state.round!;
    const stored = await readStoredFile(app, round.documentKey);
    const sha = stored ? sha256Hex(stored) : null;
    if (sha !== round.documentSha256) throw new HttpError(409, CONTRACT_MESSAGES.documentTampered);

    const now = new Date();
    await tx
      .update(contractSigners)
      .set({ status: 'signed', consentText: ESIGN_CONSENT_TEXT, consentedAt: now, signature, initials, signedAt: now, ip: origin.ip, userAgent: origin.userAgent, documentSha256: sha, updatedAt: now })
      .where(eq(contractSigners.id, turn.id));
    await appendContractAudit(tx, { taskId, roundId: round.id, action: 'consented', actor: auditActor, origin, documentSha256: sha, details: { signer_id: turn.id, consent_text: ESIGN_CONSENT_TEXT } });
    await appendContractAudit(tx, {
      taskId,
      roundId: round.id,
      action: 'signed',
      actor: auditActor,
      origin,
      documentSha256: sha,
      details: { signer_id: turn.id, side: turn.side, step: turn.step, signature_type: signature?.type ?? null, nodes: state.nodes.filter((n) => n.signerId === turn.id).length },
    });

    const signers = state.signers.map((s) => (s.id === turn.id ? { ...s, status: 'signed' } : s));
    const next = currentSigningStep(signers);
    const stepDone = !next.some((s) => s.side === turn.side && s.step === turn.step);
    let current = task;
    if (turn.side === 'external' && !signers.some((s) => s.side === 'external' && s.status !== 'signed')) {
      current = await transitionTask(tx, current, 'sign_external', 'pending_internal_signature', actor.user.id, {
        changes: { nextReminderAt: nextReminderAt({ ...current, status: 'pending_internal_signature' }, now) },
        details: { round_id: round.id },
      });
    }
    if (next.length === 0) {
      const workStart = current.scopeId ? (await tx.select({ date: scopes.workStartDate }).from(scopes).where(eq(scopes.id, current.scopeId)).limit(1))[0]?.date ?? null : null;
      const to: TaskStatus = workStart && workStart > todayIso(now) ? 'pending_work_start_date' : 'fully_executed';
      current = await transitionTask(tx, current, 'sign_internal', to, actor.user.id, { details: { round_id: round.id, ...(to === 'pending_work_start_date' ? { work_start_date: workStart } : {}) } });
      await tx.update(contractRounds).set({ status: 'sealing', updatedAt: now }).where(and(eq(contractRounds.id, round.id), eq(contractRounds.status, 'signing')));
      await appendContractAudit(tx, { taskId, roundId: round.id, action: 'executed', actor: null, documentSha256: round.documentSha256, details: { status: to } });
      await app.jobs.enqueueMany(CONTRACT_SEAL_JOB, [sealJobOf(round.id)], { db: tx });
      await notifyTaskParties(app, tx, current, 'completed', { actorUserId: actor.user.id });
    } else if (stepDone) {
      await tx.update(contractSigners).set({ status: 'pending', notifiedAt: now, updatedAt: now }).where(inArray(contractSigners.id, next.map((s) => s.id)));
      await notifyTaskParties(app, tx, current, 'pending', { userIds: next.map((s) => s.userId), actorUserId: actor.user.id, link: contractSignLink(taskId) });
    }
  });
  app.jobs.wake();
}

/** POST contracts/:id/decline: the round ends declined, the task is revoked with the reason, the sender is told. */
export async function declineContract(app: FastifyInstance, actor: Actor, taskId: number, reason: string, request: FastifyRequest): Promise<void> {
  const text = reason.trim();
  await withTransaction(app.db, async (tx) => {
    const task = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const state = await loadContractState(tx, task);
    const turn = turnOrFail(actor, state);
    const now = new Date();
    await tx.update(contractSigners).set({ status: 'declined', declinedAt: now, declineReason: text, ip: auditOriginOf(request).ip, userAgent: auditOriginOf(request).userAgent, updatedAt: now }).where(eq(contractSigners.id, turn.id));
    await endOpenRound(tx, task.id, 'declined', { actor: auditActorOf(actor.user), origin: auditOriginOf(request), reason: text, declinedBy: actor.user.id });
    const revoked = await transitionTask(tx, task, 'revoke', 'revoked', actor.user.id, { changes: { revokeReason: text }, details: { reason: text, declined: true } });
    const sender = [task.createdBy, task.internalAssigneeId].filter((id): id is number => id !== null);
    await notifyTaskParties(app, tx, revoked, 'revoked', { userIds: sender, actorUserId: actor.user.id, reason: text });
  });
  app.jobs.wake();
}

// ---- correcting and sending again -------------------------------------------------------------

/** Refuses a caller who may not correct the contract (403), or a contract that can not be corrected now (422 notResendable). */
export async function assertMayResend(db: Database, actor: Actor, taskId: number): Promise<void> {
  const task = await findContractOrFail(db, actor, taskId);
  if (!isSender(actor, task)) throw forbidden();
  const state = await loadContractState(db, task);
  const [successor] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.supersedesTaskId, task.id)).limit(1);
  if (successor || !contractFlagsFor(actor, task, state).resend) throw new HttpError(422, CONTRACT_MESSAGES.notResendable);
}

/**
 * POST contracts/:id/resend: a new contract task copying the revoked one (name, project, scope,
 * vendor, people, template, merge values, schedule), created as POST tasks creates (numbered,
 * checked, into the approval workflow when the project has one), naming the one it supersedes; the
 * old task's record says 'resent', the new one's starts with 'created' naming the old.
 */
export async function resendContract(app: FastifyInstance, actor: Actor, taskId: number, request: FastifyRequest): Promise<TaskRecord> {
  const created = await withTransaction(app.db, async (tx) => {
    const old = await findContractOrFail(tx, actor, taskId, { forUpdate: true });
    const [successor] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.supersedesTaskId, old.id)).limit(1);
    if (successor || !contractFlagsFor(actor, old, await loadContractState(tx, old)).resend) throw new HttpError(422, CONTRACT_MESSAGES.notResendable);
    const today = todayIso();
    const input = {
      type: 'contract',
      name: old.name,
      project_id: old.projectId,
      scope_id: old.scopeId,
      vendor_company_id: old.vendorCompanyId,
      template_id: old.templateId,
      merge_values: old.mergeValues,
      internal_assignee_id: old.internalAssigneeId,
      internal_signer_id: old.internalSignerId,
      external_assignee_id: old.externalAssigneeId,
      external_signer_id: old.externalSignerId,
      package: old.package,
      description: old.description,
      priority: old.priority,
      // a due date already past moves to today: the corrected contract is due no earlier than now
      due_date: old.dueDate && old.dueDate >= today ? old.dueDate : today,
      assign_date: old.assignDate && old.assignDate >= today ? old.assignDate : null,
      reminders_every: old.remindersEvery,
      reminders_period: old.remindersPeriod,
      reminders_days: old.remindersDays,
      recurrence_every: old.recurrenceEvery,
      recurrence_period: old.recurrencePeriod,
      recurrence_days: old.recurrenceDays,
      recurrence_until_repeats: old.recurrenceUntilRepeats,
      recurrence_until_date: old.recurrenceUntilDate,
      requirement_template_id: null,
    };
    const [task] = await createTasks(app, actor, [input], { db: tx, supersedesTaskId: old.id });
    await appendContractAudit(tx, { taskId: old.id, action: 'resent', actor: auditActorOf(actor.user), origin: auditOriginOf(request), details: { new_task_id: task.id, new_task_number: task.number } });
    return task;
  });
  app.jobs.wake();
  return created;
}

export { sealJobOf };
