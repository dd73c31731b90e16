// Invitations by e-mail (invite, list, resend, cancel) and the requests other companies address to
// the caller's company (list, accept, decline), answered by whoever may add companies.
import type { FastifyInstance } from 'fastify';
import { NETWORK_MESSAGES, networkEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { networkGate } from '../../plugins/app/network-gates';
import * as service from './service';

const tags = ['network'];

export function registerInvitationRoutes(app: FastifyInstance) {
  route(app, endpoints.inviteCompany, { tags, preHandler: networkGate('add') }, async ({ body }, request) => {
    const input = await body();
    await assertMailingAllowed(request, 'address', [input.email]);
    const invitation = await service.inviteCompany(app, actorOf(request), companyOf(request), input);
    return { data: invitation, message: NETWORK_MESSAGES.invitationSent(invitation.email) };
  });

  route(app, endpoints.listInvitations, { tags, preHandler: networkGate('view') }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await service.findInvitationPage(app.db, companyOf(request).id, query, { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.resendInvitation, { tags, preHandler: networkGate('add') }, async ({ params }, request) => {
    await assertMailingAllowed(request, 'company-invitation', [String(params.id)]);
    return { data: await service.resendInvitation(app, actorOf(request), companyOf(request), params.id), message: NETWORK_MESSAGES.invitationResent };
  });

  route(app, endpoints.cancelInvitation, { tags, preHandler: networkGate('add') }, async ({ params }, request) => {
    await service.cancelInvitation(app.db, companyOf(request), params.id);
    return { data: { message: NETWORK_MESSAGES.invitationCanceled } };
  });

  route(app, endpoints.listRequests, { tags, preHandler: networkGate('add') }, async (_input, request) => ({
    data: await service.findIncomingRequests(app.db, companyOf(request).id),
  }));

  route(app, endpoints.acceptRequest, { tags, preHandler: networkGate('add') }, async ({ params }, request) => ({
    data: { message: await service.answerRequest(app, companyOf(request), params.id, true) },
  }));

  route(app, endpoints.declineRequest, { tags, preHandler: networkGate('add') }, async ({ params }, request) => ({
    data: { message: await service.answerRequest(app, companyOf(request), params.id, false) },
  }));
}
