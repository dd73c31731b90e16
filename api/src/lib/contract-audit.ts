// The contract's audit trail (DOMAIN.md 5, issue 16): every step of the record (created, approvals and
// their resets, edits, freezing, sending, viewing, consent, signatures, decline, revocation, sealing)
// is appended here, hash-chained per task with lib/pdf-seal's chainAuditEvent: each event's hash
// covers the previous event's hash and the event's canonical JSON, so changing, removing or
// reordering an event breaks the chain (readContractAudit says where). The table refuses UPDATE and
// DELETE (migration 0016). Lives in lib/ because tasks (revoke, create), bulk sends and contracts
// all write to it.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { CONTRACT_AUDIT_ACTIONS, type ContractAuditAction, type ContractAuditEvent } from 'shared-contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { contractAuditEvents, users } from '../db/schema';
import { chainAuditEvent, verifyAuditChain } from './pdf-seal/chain';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/** Who acted, as they were then; null for the server itself (the sealing job, the work start date). */
export type AuditActor = { id: number; name: string; email: string } | null;
/** Where the request came from (null for the server's own steps). */
export type AuditOrigin = { ip: string | null; userAgent: string | null };

export type ContractAuditInput = {
  taskId: number;
  roundId?: number | null;
  action: ContractAuditAction;
  actor: AuditActor;
  origin?: AuditOrigin;
  /** The SHA-256 of the document the event concerns (frozen PDF when signing, executed PDF when sealed). */
  documentSha256?: string | null;
  details?: Record<string, unknown>;
};

/** The audit actor of a signed-in user row. */
export const auditActorOf = (user: { id: number; firstName: string | null; lastName: string | null; email: string }): AuditActor => ({
  id: user.id,
  name: [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email,
  email: user.email,
});

/** The audit actor of a user id (null for the server itself, or a user that no longer exists). */
export async function auditActorById(db: Pick<Database, 'select'>, userId: number | null): Promise<AuditActor> {
  if (userId === null) return null;
  const [user] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? auditActorOf(user) : null;
}

/** The request's IP and user agent, as recorded (trimmed to the columns). */
export const auditOriginOf = (request: Pick<FastifyRequest, 'ip' | 'headers'>): AuditOrigin => ({
  ip: (request.ip ?? '').slice(0, 64) || null,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) || null,
});

/** The object each event's hash covers (also what the JSON export lists as `event`). */
export function hashedAuditEvent(row: typeof contractAuditEvents.$inferSelect): Record<string, unknown> {
  return {
    task_id: row.taskId,
    round_id: row.roundId,
    seq: row.seq,
    action: row.action,
    user_id: row.userId,
    actor_name: row.actorName,
    actor_email: row.actorEmail,
    ip: row.ip,
    user_agent: row.userAgent,
    document_sha256: row.documentSha256,
    details: row.details,
    occurred_at: row.occurredAt,
  };
}

/**
 * Appends one event to the task's chain. Call it inside the transaction of the change it records:
 * the transaction-scoped advisory lock on the task serialises writers, so each event follows the
 * last one committed (the unique (task_id, seq) index is the last line of defence).
 */
export async function appendContractAudit(db: Executor, input: ContractAuditInput): Promise<{ seq: number; hash: string }> {
  await db.execute(sql`select pg_advisory_xact_lock(1601, ${input.taskId})`);
  const [last] = await db
    .select({ seq: contractAuditEvents.seq, hash: contractAuditEvents.hash })
    .from(contractAuditEvents)
    .where(eq(contractAuditEvents.taskId, input.taskId))
    .orderBy(desc(contractAuditEvents.seq))
    .limit(1);
  const row = {
    taskId: input.taskId,
    roundId: input.roundId ?? null,
    seq: (last?.seq ?? 0) + 1,
    action: input.action,
    userId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? null,
    actorEmail: input.actor?.email ?? null,
    ip: input.origin?.ip ?? null,
    userAgent: input.origin?.userAgent ?? null,
    documentSha256: input.documentSha256 ?? null,
    details: input.details ?? {},
    occurredAt: new Date().toISOString(),
    prevHash: last?.hash ?? null,
  };
  const hash = chainAuditEvent(row.prevHash, hashedAuditEvent({ ...row, id: 0, hash: '', createdAt: new Date() }));
  await db.insert(contractAuditEvents).values({ ...row, hash });
  return { seq: row.seq, hash };
}

/** The task's whole chain, oldest first, as the API shows it, and whether every hash checks out. */
export async function readContractAudit(db: Pick<Database, 'select'>, taskId: number): Promise<{ events: ContractAuditEvent[]; chainValid: boolean; brokenAt: number | null; brokenSeq: number | null }> {
  const rows = await db.select().from(contractAuditEvents).where(eq(contractAuditEvents.taskId, taskId)).orderBy(asc(contractAuditEvents.seq));
  const check = verifyAuditChain(rows.map((row) => ({ event: hashedAuditEvent(row), hash: row.hash })));
  // a chain whose prev_hash links are not the previous hash is broken too
  const linkBrokenAt = rows.findIndex((row, i) => row.prevHash !== (i === 0 ? null : rows[i - 1].hash));
  const linksHold = linkBrokenAt === -1;
  // the first event where either check fails: the one the screens name
  const firstBroken = [check.brokenAt, linksHold ? null : linkBrokenAt].filter((i): i is number => i !== null).sort((a, b) => a - b)[0];
  return {
    events: rows.map((row) => ({
      seq: row.seq,
      action: row.action as ContractAuditAction,
      label: CONTRACT_AUDIT_ACTIONS[row.action as ContractAuditAction] ?? row.action,
      round_id: row.roundId,
      actor_name: row.actorName,
      actor_email: row.actorEmail,
      ip: row.ip,
      user_agent: row.userAgent,
      document_sha256: row.documentSha256,
      details: row.details,
      occurred_at: row.occurredAt,
      prev_hash: row.prevHash,
      hash: row.hash,
    })),
    chainValid: check.valid && linksHold,
    brokenAt: check.brokenAt,
    brokenSeq: firstBroken === undefined ? null : rows[firstBroken].seq,
  };
}
