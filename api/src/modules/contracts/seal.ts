// The contract sealing job (issue 16 "The executed contract", DOMAIN.md 5): when the last signer has
// signed (round 'sealing', queued by routes-signing), the frozen PDF gets every signer's signature,
// initials and date stamped into their nodes, the certificate page of the whole audit trail, and the
// PDF digital signature of the sealing identity; it is stored, the round becomes 'executed' with the
// executed PDF's SHA-256, the audit trail gets 'sealed', and signers and copy recipients are told.
// Crash-safe: the work runs under the round's row lock, the file is written whole before the round
// changes, and a round that is no longer 'sealing' is left alone, so a job run again after kill -9
// (the runner reclaims it) seals once.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { CONTRACT_RECORD_MESSAGES as R, CONTRACT_MESSAGES, ROUTES, formatMergeValue, initialsOf, type ContractAuditEvent } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { companies, contractRounds, contractSignatureNodes, contractSigners, tasks, users } from '../../db/schema';
import { appendContractAudit, readContractAudit } from '../../lib/contract-audit';
import type { MailMessage } from '../../lib/mail-message';
import { notifyUsers, queueNotifications } from '../../lib/notify';
import { SEALING_COMMON_NAME, appendCertificatePage, loadSealingIdentity, sealPdf, sha256Hex, stampSignatures, type CertificateEvent, type SealingIdentity, type SignatureNode, type SignatureNodeValue } from '../../lib/pdf-seal';
import { taskViewLink, type TaskRecord } from '../tasks';
import { CONTRACT_SEAL_JOB, contractExecutedKey } from './keys';

type Reader = Pick<Database, 'select'>;
/** The seal job retries a failure (a storage hiccup) a few times before giving up. */
const SEAL_ATTEMPTS = 5;

/** The record's file name: the task number and name, filesystem-safe. */
export const contractRecordName = (task: Pick<TaskRecord, 'number' | 'name'>, suffix: string) =>
  `${`${task.number} ${task.name}`.replace(/[\\/:*?"<>|\x00-\x1f]+/g, ' ').replace(/\s+/g, ' ').trim() || 'contract'}${suffix}`;

/** A stored file's bytes, or null when there is none. */
export async function readStoredFile(app: FastifyInstance, key: string): Promise<Buffer | null> {
  const stream: Readable | null = await app.storage.open(key).catch(() => null);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const identities = new WeakMap<FastifyInstance, Promise<SealingIdentity>>();
/** The app's sealing identity (SEAL_P12_PATH, or the one generated once under DATA_DIR), read once per app. */
export function sealingIdentityOf(app: FastifyInstance): Promise<SealingIdentity> {
  let identity = identities.get(app);
  if (!identity) {
    identity = loadSealingIdentity({ dataDir: app.config.dataDir, sealP12Path: app.config.sealP12Path, sealP12Password: app.config.sealP12Password });
    identities.set(app, identity);
    identity.catch(() => identities.delete(app)); // a missing file may be fixed without a restart
  }
  return identity;
}

/** The signers of a round with who they are (name, e-mail, company), oldest step first. */
export async function findRoundSigners(db: Reader, roundId: number) {
  return db
    .select({
      id: contractSigners.id,
      userId: contractSigners.userId,
      side: contractSigners.side,
      step: contractSigners.step,
      status: contractSigners.status,
      signature: contractSigners.signature,
      initials: contractSigners.initials,
      signedAt: contractSigners.signedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: companies.name,
    })
    .from(contractSigners)
    .innerJoin(users, eq(users.id, contractSigners.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(contractSigners.roundId, roundId))
    .orderBy(asc(contractSigners.side), asc(contractSigners.step), asc(contractSigners.id));
}
type RoundSigner = Awaited<ReturnType<typeof findRoundSigners>>[number];
export const signerName = (s: Pick<RoundSigner, 'firstName' | 'lastName' | 'email'>) => `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || s.email;

const pngOf = (png: string) => Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64');

/** What a node of `signer` shows: the adopted signature, the initials (typed from the name when none were adopted), or the signing date. */
function nodeValue(kind: string, signer: RoundSigner): SignatureNodeValue {
  const signature = signer.signature;
  if (!signature || !signer.signedAt) throw new Error(`contract seal: signer ${signer.id} has not signed`);
  if (kind === 'date') return { type: 'date', text: formatMergeValue('date', signer.signedAt.toISOString().slice(0, 10)) };
  const value = kind === 'initials' ? (signer.initials ?? { type: 'typed' as const, text: initialsOf(signature.type === 'typed' ? signature.text : signerName(signer)) }) : signature;
  return value.type === 'drawn' ? { type: 'drawn', png: pngOf(value.png) } : { type: 'typed', text: value.text };
}

/** The audit events as the certificate page lists them (the server's own steps signed by the sealing identity's name). */
export const certificateEventsOf = (events: ContractAuditEvent[]): CertificateEvent[] =>
  events.map((e) => ({
    action: e.label,
    actor: e.actor_name ?? SEALING_COMMON_NAME,
    email: e.actor_email ?? undefined,
    at: e.occurred_at,
    ip: e.ip ?? undefined,
    userAgent: e.user_agent ?? undefined,
    hash: e.hash,
  }));

export type SealOutcome = { status: 'sealed' | 'already_executed' | 'not_sealing'; executed_sha256?: string | null };

/**
 * Seals the round if it is 'sealing'. Everything happens in one transaction holding the round's row
 * lock, so two runs at once (a job reclaimed while its first instance still works) seal it once: the
 * second waits, then finds it executed.
 */
export async function sealContractRound(app: FastifyInstance, roundId: number): Promise<SealOutcome> {
  const identity = await sealingIdentityOf(app);
  const sealed = await withTransaction(app.db, async (tx) => {
    const [round] = await tx.select().from(contractRounds).where(eq(contractRounds.id, roundId)).for('update');
    if (!round) return { outcome: { status: 'not_sealing' } as SealOutcome };
    if (round.status === 'executed') return { outcome: { status: 'already_executed', executed_sha256: round.executedSha256 } as SealOutcome };
    if (round.status !== 'sealing') return { outcome: { status: 'not_sealing' } as SealOutcome };
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, round.taskId));
    if (!task) return { outcome: { status: 'not_sealing' } as SealOutcome };

    const frozen = await readStoredFile(app, round.documentKey);
    if (!frozen) throw new Error(`contract seal: the frozen document of round ${round.id} is missing`);
    if (sha256Hex(frozen) !== round.documentSha256) throw new Error(CONTRACT_MESSAGES.documentTampered);

    const signers = await findRoundSigners(tx, round.id);
    const bySigner = new Map(signers.map((s) => [s.id, s]));
    const nodeRows = await tx.select().from(contractSignatureNodes).where(eq(contractSignatureNodes.roundId, round.id)).orderBy(asc(contractSignatureNodes.id));
    const nodes: SignatureNode[] = nodeRows.map((n) => {
      const signer = bySigner.get(n.signerId);
      if (!signer) throw new Error(`contract seal: node ${n.id} has no signer`);
      return { page: n.page, x: n.x, y: n.y, width: n.width, height: n.height, kind: n.kind as SignatureNode['kind'], value: nodeValue(n.kind, signer) };
    });

    const title = `${task.number} ${task.name}`.trim();
    const audit = await readContractAudit(tx, task.id);
    const stamped = await stampSignatures(frozen, nodes);
    const certified = await appendCertificatePage(stamped, {
      title,
      documentHash: round.documentSha256,
      events: certificateEventsOf(audit.events),
    });
    const sealedAt = new Date();
    const pdf = await sealPdf(certified, identity, { reason: R.sealReason, name: SEALING_COMMON_NAME, signingTime: sealedAt, documentSha256: round.documentSha256 });
    const executedSha256 = sha256Hex(pdf);
    const executedKey = contractExecutedKey(task.id, round.id);
    // A whole overwrite: a run cut short left at most a file no round points at yet.
    await app.storage.put(executedKey, pdf);

    await tx.update(contractRounds).set({ status: 'executed', executedKey, executedSha256, sealedAt, updatedAt: sealedAt }).where(eq(contractRounds.id, round.id));
    await appendContractAudit(tx, {
      taskId: task.id,
      roundId: round.id,
      action: 'sealed',
      actor: null,
      documentSha256: executedSha256,
      details: { executed_sha256: executedSha256, document_sha256: round.documentSha256, certificate_sha256: identity.fingerprint },
    });
    await tellParties(app, tx, task, signers, round.copyRecipients, executedSha256, executedKey);
    return { outcome: { status: 'sealed', executed_sha256: executedSha256 } as SealOutcome };
  });
  if (sealed.outcome.status === 'sealed') app.jobs.wake(); // the notifications and mails were queued with the round
  return sealed.outcome;
}

/** Signers: an in-app notification and a mail with the executed PDF attached and a link to the contract; copy recipients: a mail with the PDF, its fingerprint and the public verify page. */
async function tellParties(
  app: FastifyInstance,
  tx: Database,
  task: typeof tasks.$inferSelect,
  signers: RoundSigner[],
  copyRecipients: { name: string; email: string }[],
  executedSha256: string,
  executedKey: string,
): Promise<void> {
  const label = `${task.number} ${task.name}`.trim();
  const link = taskViewLink(task);
  const fingerprint = R.executedFingerprint(executedSha256);
  await queueNotifications(
    app,
    tx,
    signers.map((s) => s.userId),
    { type: 'contract_executed', title: R.executedTitle, body: label, link },
  );
  const subject = `${R.executedTitle}: ${task.name}`;
  const attachments = [{ filename: contractRecordName(task, ' executed.pdf'), storageKey: executedKey, contentType: 'application/pdf' }];
  const mails: MailMessage[] = [
    ...signers.map((s) => ({ to: s.email, subject, attachments, text: [`Hello ${s.firstName ?? ''},`.replace(' ,', ','), '', R.executedMailIntro, label, fingerprint, '', `${app.config.publicUrl}${link}`].join('\n') })),
    ...copyRecipients.map((c) => ({ to: c.email, subject, attachments, text: [`Hello ${c.name},`, '', R.executedCopyIntro, R.executedMailIntro, label, fingerprint, '', `${app.config.publicUrl}${ROUTES.verifyContract}`].join('\n') })),
  ];
  // One mail an address: a copy recipient who also signs gets the signer's mail.
  const byAddress = new Map<string, MailMessage>();
  for (const mail of mails) if (!byAddress.has(mail.to.toLowerCase())) byAddress.set(mail.to.toLowerCase(), mail);
  const unique = [...byAddress.values()];
  if (unique.length) await app.mailer.queue(unique, { db: tx });
}

/** Registers the runner's handler of CONTRACT_SEAL_JOB {round_id} (once, by routes-record). */
export function registerContractSealJob(app: FastifyInstance): void {
  app.jobs.register(
    CONTRACT_SEAL_JOB,
    async (payload) => {
      const roundId = Number(payload.round_id);
      if (!Number.isInteger(roundId) || roundId <= 0) return { status: 'not_sealing' };
      return sealContractRound(app, roundId);
    },
    {
      // Given up (a frozen document that no longer matches its hash, storage gone): the round stays
      // 'sealing' for an operator to look at, and the sender's side hears of it.
      onFailed: async (job, error) => {
        app.log.error({ jobId: job.id, roundId: job.payload.round_id, error }, 'contract seal job failed');
        const [task] = await app.db
          .select({ id: tasks.id, type: tasks.type, number: tasks.number, name: tasks.name, createdBy: tasks.createdBy, internalAssigneeId: tasks.internalAssigneeId })
          .from(contractRounds)
          .innerJoin(tasks, eq(tasks.id, contractRounds.taskId))
          .where(eq(contractRounds.id, Number(job.payload.round_id)));
        if (!task) return;
        const people = [task.createdBy, task.internalAssigneeId].filter((id): id is number => id !== null);
        await notifyUsers(app, people, { type: 'contract_seal_failed', title: R.sealFailedTitle, body: `${task.number} ${task.name}`.trim(), link: taskViewLink(task) });
      },
    },
  );
}

/** Queues the seal job of a round (what routes-signing does after the last signature; also for a round found stuck in 'sealing'). */
export async function enqueueContractSeal(app: FastifyInstance, roundId: number, options: { db?: Database; userId?: number | null } = {}): Promise<void> {
  await app.jobs.enqueueMany(CONTRACT_SEAL_JOB, [{ round_id: roundId }], { db: options.db, userId: options.userId ?? null, maxAttempts: SEAL_ATTEMPTS });
}
