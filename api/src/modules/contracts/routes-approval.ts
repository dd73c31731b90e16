// Contracts: the approval round (issue 16 "Approval"; 000 section 4; DOMAIN.md 4). Submit a draft
// for approval, approve or reject as an approver of the current step, edit the merge values (in
// approval, every other approver is reset). Gates: task_and_documents.view to reach them (404 for a
// contract the caller's company does not see); who may act is contractFlagsFor's (403), the status
// DOMAIN.md 4's (422). Tenant, person and status are checked before the body is read. Each answers
// the contract's details and its CONTRACT_MESSAGES sentence.
import type { FastifyInstance } from 'fastify';
import { CONTRACT_MESSAGES, PERMISSIONS, contractEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { actorOf, requirePermission } from '../../plugins/app/guards';
import { presentContract } from './access';
import * as approval from './approval';

const tags = ['contracts'];
const VIEW = { tags, preHandler: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) };

export default async function contractApprovalRoutes(app: FastifyInstance) {
  route(app, endpoints.submitContractForApproval, VIEW, async ({ params }, request) => {
    const actor = actorOf(request);
    await approval.submitForApproval(app, actor, params.id, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.submittedForApproval };
  });

  route(app, endpoints.approveContract, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await approval.assertMayDecide(app, actor, params.id);
    const { comment } = await body();
    await approval.decide(app, actor, params.id, { approved: true, comment: comment ?? null }, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.approved };
  });

  route(app, endpoints.rejectContract, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await approval.assertMayDecide(app, actor, params.id);
    const { reason } = await body();
    await approval.decide(app, actor, params.id, { approved: false, reason }, request);
    return { data: await presentContract(app.db, actor, params.id), message: CONTRACT_MESSAGES.rejected };
  });

  route(app, endpoints.editContract, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await approval.assertMayEditContract(app, actor, params.id);
    const { merge_values } = await body();
    const { reset } = await approval.editContract(app, actor, params.id, (merge_values ?? {}) as Record<string, string>, request);
    return { data: await presentContract(app.db, actor, params.id), message: reset.length ? CONTRACT_MESSAGES.approvalsReset : CONTRACT_MESSAGES.edited };
  });
}
