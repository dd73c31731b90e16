// The contract's record export (issue 16 "one record from generation to sealing"): a ZIP with a
// standalone certificate (a cover naming the contract, its task number and hashes, then the
// certificate pages of the whole audit trail), the executed PDF when there is one, and the audit
// chain as JSON with every event's hashed object and the rule to check it.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { CONTRACT_AUDIT_ACTIONS, CONTRACT_RECORD_MESSAGES as R, CONTRACT_ROUND_STATUSES, PRODUCT_NAME, type ContractAuditAction, type ContractRoundStatus } from 'shared-contract';
import { contractAuditEvents } from '../../db/schema';
import { hashedAuditEvent, readContractAudit } from '../../lib/contract-audit';
import { appendCertificatePage, createCoverPage } from '../../lib/pdf-seal';
import { buildZip } from '../../lib/zip';
import type { TaskRecord } from '../tasks';
import type { ContractState } from './access';
import { certificateEventsOf, contractRecordName, readStoredFile } from './seal';

/** The audit chain as the export's JSON: each event's hashed object, its hash and the hash before it, and how to check them. */
export async function auditChainJson(app: FastifyInstance, task: TaskRecord, chainValid: boolean) {
  const rows = await app.db.select().from(contractAuditEvents).where(eq(contractAuditEvents.taskId, task.id)).orderBy(asc(contractAuditEvents.seq));
  return {
    format: `${PRODUCT_NAME} contract audit trail, version 1`,
    task: { id: task.id, number: task.number, name: task.name },
    chain_valid: chainValid,
    verification: {
      algorithm: 'SHA-256',
      rule: R.chainRule,
    },
    events: rows.map((row) => ({
      seq: row.seq,
      action: row.action,
      label: CONTRACT_AUDIT_ACTIONS[row.action as ContractAuditAction] ?? row.action,
      event: hashedAuditEvent(row),
      prev_hash: row.prevHash,
      hash: row.hash,
    })),
  };
}

/** The ZIP of the contract's record (the caller checked visibility and flags.export_record). */
export async function buildContractRecord(app: FastifyInstance, task: TaskRecord, state: ContractState): Promise<{ name: string; zip: Buffer }> {
  const audit = await readContractAudit(app.db, task.id);
  const chain = await auditChainJson(app, task, audit.chainValid);
  const executedRound = [...state.rounds].reverse().find((r) => r.status === 'executed' && r.executedKey) ?? null;
  const title = `${task.number} ${task.name}`.trim();
  const rows = [
    { label: R.cover.contract, value: task.name },
    { label: R.cover.taskNumber, value: task.number },
    ...state.rounds.map((r, i) => ({ label: R.cover.roundDocument(i + 1, CONTRACT_ROUND_STATUSES[r.status as ContractRoundStatus] ?? r.status), value: r.documentSha256 })),
    ...(executedRound?.executedSha256 ? [{ label: R.cover.executed, value: executedRound.executedSha256 }] : []),
    ...(executedRound?.sealedAt ? [{ label: R.cover.sealedAt, value: executedRound.sealedAt.toISOString() }] : []),
    { label: R.cover.chain, value: chain.chain_valid ? R.cover.chainValid : R.cover.chainBroken },
  ];
  const cover = await createCoverPage({ heading: R.certificateHeading, title, rows, note: R.certificateNote });
  const certificate = await appendCertificatePage(cover, {
    title,
    documentHash: executedRound?.documentSha256 ?? state.round?.documentSha256 ?? '',
    events: certificateEventsOf(audit.events),
  });
  const executed = executedRound?.executedKey ? await readStoredFile(app, executedRound.executedKey) : null;
  const zip = buildZip([
    { name: 'certificate.pdf', bytes: Buffer.from(certificate) },
    ...(executed ? [{ name: 'executed.pdf', bytes: executed }] : []),
    { name: 'audit-trail.json', bytes: Buffer.from(`${JSON.stringify(chain, null, 2)}\n`) },
  ]);
  return { name: contractRecordName(task, ' record.zip'), zip };
}
