// The end of a contract's open signing round (issue 16, DOMAIN.md 4 and 5): a revocation (tasks'
// revokeTask) or a signer's decline ends it, and the audit trail says so; the reminders ask who must
// sign now. In lib/ (it reads only the schema and lib/), so tasks, task-schedules and contracts share
// it without importing each other; modules/contracts/round-end.ts re-exports it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { OPEN_CONTRACT_ROUND_STATUSES, currentSigningStep } from 'shared-contract';
import type { Database } from '../db/client';
import { contractRounds, contractSigners } from '../db/schema';
import { appendContractAudit, type AuditActor, type AuditOrigin } from './contract-audit';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Where a signer signs (TaskSign; the notifications and reminders link to it). */
export const contractSignLink = (taskId: number) => `/tasks/${taskId}/sign`;

export type RoundEnd = {
  actor: AuditActor;
  origin?: AuditOrigin;
  /** The revocation's or the decline's reason. */
  reason?: string | null;
  /** A decline: the signer who declined. */
  declinedBy?: number | null;
};

/**
 * Ends the task's open round (preparing, signing or sealing) as `status` and appends the audit's
 * 'revoked' or 'declined' (with the reason); a contract revoked before it had a round gets its
 * 'revoked' too. Call it in the transaction that revokes the task. Answers the ended round's id.
 */
export async function endOpenRound(tx: Executor, taskId: number, status: 'revoked' | 'declined', end: RoundEnd): Promise<number | null> {
  const reason = end.reason?.trim() || null;
  const [round] = await tx
    .update(contractRounds)
    .set({
      status,
      endedAt: new Date(),
      updatedAt: new Date(),
      ...(status === 'declined' ? { declineReason: reason, declinedBy: end.declinedBy ?? null } : {}),
    })
    .where(and(eq(contractRounds.taskId, taskId), inArray(contractRounds.status, [...OPEN_CONTRACT_ROUND_STATUSES])))
    .returning({ id: contractRounds.id, documentSha256: contractRounds.documentSha256 });
  await appendContractAudit(tx, {
    taskId,
    roundId: round?.id ?? null,
    action: status,
    actor: end.actor,
    origin: end.origin,
    documentSha256: round?.documentSha256 ?? null,
    details: reason ? { reason } : {},
  });
  return round?.id ?? null;
}

/** The signers whose turn it is on the task's round out for signature (the ones a reminder goes to); empty when none is. */
export async function pendingSignerIds(db: Pick<Database, 'select'>, taskId: number): Promise<number[]> {
  const [round] = await db
    .select({ id: contractRounds.id })
    .from(contractRounds)
    .where(and(eq(contractRounds.taskId, taskId), eq(contractRounds.status, 'signing')))
    .limit(1);
  if (!round) return [];
  const signers = await db
    .select({ userId: contractSigners.userId, side: contractSigners.side, step: contractSigners.step, status: contractSigners.status })
    .from(contractSigners)
    .where(eq(contractSigners.roundId, round.id))
    .orderBy(asc(contractSigners.id));
  return currentSigningStep(signers)
    .filter((s) => s.status === 'pending')
    .map((s) => s.userId);
}
