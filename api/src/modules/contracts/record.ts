// The contract's record export (issue 16 "one record from generation to sealing"): a ZIP with a
// standalone certificate (a cover naming the contract, its task number and hashes, then the
// certificate pages of the whole audit trail), the executed PDF when there is one, and the audit
// chain as JSON with every event's hashed object and the rule to check it.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { CONTRACT_AUDIT_ACTIONS, CONTRACT_RECORD_MESSAGES as R, PRODUCT_NAME, type ContractAuditAction } from 'shared-contract';
import { contractAuditEvents } from '../../db/schema';
import { hashedAuditEvent, readContractAudit } from '../../lib/contract-audit';
import { appendCertificatePage, createCoverPage } from '../../lib/pdf-seal';
import { buildZip } from '../../lib/zip';
import type { TaskRecord } from '../tasks';
import type { ContractState } from './access';
import { certificateEventsOf, contractRecordName, readStoredFile } from './seal';

/** The audit chain as the export's JSON: each event's hashed object, its hash and the hash before it, and how to check them. */
export async function auditChainJson(app: FastifyInstance, task: TaskRecord) {
  const rows = await app.db.select().from(contractAuditEvents).where(eq(contractAuditEvents.taskId, task.id)).orderBy(asc(contractAuditEvents.seq));
  const { chainValid } = await readContractAudit(app.db, task.id);
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
  const chain = await auditChainJson(app, task);
  const executedRound = [...state.rounds].reverse().find((r) => r.status === 'executed' && r.executedKey) ?? null;
  const title = `${task.number} ${task.name}`.trim();
  const rows = [
    { label: 'Contract', value: task.name },
    { label: 'Task number', value: task.number },
    ...state.rounds.map((r, i) => ({ label: `Round ${i + 1} document SHA-256 (${r.status})`, value: r.documentSha256 })),
    ...(executedRound?.executedSha256 ? [{ label: 'Executed PDF SHA-256', value: executedRound.executedSha256 }] : []),
    ...(executedRound?.sealedAt ? [{ label: 'Sealed at', value: executedRound.sealedAt.toISOString() }] : []),
    { label: 'Audit chain', value: chain.chain_valid ? 'Every hash checks out' : 'BROKEN: an event was changed after it was written' },
  ];
  const cover = await createCoverPage({ heading: R.certificateHeading, title, rows, note: R.certificateNote });
  const audit = await readContractAudit(app.db, task.id);
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
