// Contracts: the executed PDF, the audit trail, the record export and the public verification
// (issue 16 "The executed contract"), and the sealing job they rest on (seal.ts). The first three
// need task_and_documents.view and a contract the caller sees (404 otherwise) with the flag
// download_executed or export_record of contractFlagsFor; verify is public (no sign-in, the guest's
// XSRF cookie as every public form) and rate-limited like the other public forms.
import type { FastifyInstance } from 'fastify';
import { CONTRACT_MESSAGES, PERMISSIONS, contractEndpoints as endpoints } from 'shared-contract';
import { HttpError, forbidden } from '../../lib/http-error';
import { readContractAudit } from '../../lib/contract-audit';
import { sendAttachment } from '../../lib/downloads';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { actorOf, requirePermission } from '../../plugins/app/guards';
import { contractFlagsFor, findContractOrFail, loadContractState } from './access';
import { buildContractRecord } from './record';
import { contractRecordName, readStoredFile, registerContractSealJob } from './seal';
import { readVerifyUpload, verifyContractFile, verifyContractHash } from './verify';

const tags = ['contracts'];
const VIEW = { tags, preHandler: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) };

export default async function contractRecordRoutes(app: FastifyInstance) {
  registerContractSealJob(app);

  /** The contract, its state and the caller's flags (404 for a contract the caller does not see). */
  const contractOf = async (request: Parameters<typeof actorOf>[0], id: number) => {
    const actor = actorOf(request);
    const task = await findContractOrFail(app.db, actor, id);
    const state = await loadContractState(app.db, task);
    return { task, state, can: contractFlagsFor(actor, task, state) };
  };

  route(app, endpoints.contractExecutedPdf, VIEW, async ({ params }, request, reply) => {
    const { task, state, can } = await contractOf(request, params.id);
    const round = [...state.rounds].reverse().find((r) => r.status === 'executed' && r.executedKey);
    if (!can.download_executed || !round?.executedKey) throw new HttpError(404, CONTRACT_MESSAGES.notExecuted);
    const pdf = await readStoredFile(app, round.executedKey);
    if (!pdf) throw new HttpError(404, CONTRACT_MESSAGES.notExecuted);
    return sendAttachment(reply, pdf, contractRecordName(task, ' executed.pdf'));
  });

  route(app, endpoints.contractAuditTrail, VIEW, async ({ params }, request) => {
    const { task, can } = await contractOf(request, params.id);
    if (!can.export_record) throw forbidden();
    const { events, chainValid, brokenSeq } = await readContractAudit(app.db, task.id);
    return { data: { events, chain_valid: chainValid, broken_seq: brokenSeq } };
  });

  route(app, endpoints.contractRecordExport, VIEW, async ({ params }, request, reply) => {
    const { task, state, can } = await contractOf(request, params.id);
    if (!can.export_record) throw forbidden();
    const { name, zip } = await buildContractRecord(app, task, state);
    return sendAttachment(reply, zip, name);
  });

  route(app, endpoints.verifyContract, { tags, config: sensitiveRateLimit(app) }, async ({ body }, request) => {
    if (request.isMultipart()) return { data: await verifyContractFile(app, await readVerifyUpload(request)) };
    const { sha256 } = await body();
    return { data: await verifyContractHash(app, sha256) };
  });
}
