// Contracts: preparing, sending and signing (issue 16 "Preparing and sending" and "Signing"; 000
// section 4; DOMAIN.md 4 and 5). Prepare freezes the approved contract as a PDF with default signers
// and nodes; the sender saves the set-up and sends it; the signers view, consent and sign in order,
// or decline; a revoked contract is corrected as a new task. Gates: task_and_documents.view to reach
// them (404 for a contract the caller's company does not see); who may act is contractFlagsFor's
// (403), the round's and the task's state (422). Tenant, person and state are checked before the
// body is read. Each answers the contract's details and its CONTRACT_MESSAGES sentence.
import type { FastifyInstance } from 'fastify';
import { CONTRACT_AUDIT_ACTIONS, CONTRACT_MESSAGES, PERMISSIONS, contractEndpoints as endpoints } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { actorOf, requirePermission } from '../../plugins/app/guards';
import { safeFileName } from '../task-actions';
import { findContractOrFail, loadContractState, presentContract } from './access';
import * as signing from './signing';

const tags = ['contracts'];
const VIEW = { tags, preHandler: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) };

export default async function contractSigningRoutes(app: FastifyInstance) {
  route(app, endpoints.prepareContract, VIEW, async ({ params }, request) => {
    const actor = actorOf(request);
    await signing.prepareContract(app, actor, params.id, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.prepared };
  });

  route(app, endpoints.contractDocument, VIEW, async ({ params }, request, reply) => {
    const actor = actorOf(request);
    const task = await findContractOrFail(app.db, actor, params.id);
    const state = await loadContractState(app.db, task);
    const round = state.rounds.find((r) => r.id === params.roundId);
    // the vendor reads a round once it was sent to them
    const own = task.companyId === actor.company?.id;
    if (!round || (!own && !round.sentAt)) throw notFound();
    const pdf = await signing.readStoredFile(app, round.documentKey);
    if (!pdf) throw notFound();
    return sendAttachment(reply, pdf, `${safeFileName(task.name).replace(/\.pdf$/i, '')}.pdf`);
  });

  route(app, endpoints.saveContractSigningSetup, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await signing.assertMaySetUp(app.db, actor, params.id);
    await signing.saveSigningSetup(app, actor, params.id, await body());
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.setupSaved };
  });

  route(app, endpoints.sendContract, VIEW, async ({ params }, request) => {
    const actor = actorOf(request);
    await signing.sendContract(app, actor, params.id, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.sent };
  });

  route(app, endpoints.markContractViewed, VIEW, async ({ params }, request) => {
    await signing.markViewed(app, actorOf(request), params.id, request);
    return { data: { message: CONTRACT_AUDIT_ACTIONS.viewed } };
  });

  route(app, endpoints.signContract, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await signing.assertMaySign(app.db, actor, params.id, 'sign');
    await signing.signContract(app, actor, params.id, await body(), request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.signed };
  });

  route(app, endpoints.declineContract, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await signing.assertMaySign(app.db, actor, params.id, 'decline');
    const { reason } = await body();
    await signing.declineContract(app, actor, params.id, reason, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.declined };
  });

  route(app, endpoints.resendContract, VIEW, async ({ params }, request, reply) => {
    const actor = actorOf(request);
    await signing.assertMayResend(app.db, actor, params.id);
    const task = await signing.resendContract(app, actor, params.id, request);
    reply.code(201);
    return { data: { id: task.id, task_id: task.number }, message: CONTRACT_MESSAGES.resent };
  });
}
