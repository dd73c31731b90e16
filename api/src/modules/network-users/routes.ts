// Network users (000 section 7, issue 4): the users of the caller's company and its network with
// the users filter panel (001 section 3), the export, and send communication. Each route serves one
// shared-contract endpoint (networkUserEndpoints); gates from NETWORK_GATES: usersView to see and
// export, communicationView to read recipients and sent messages, communicate to send.
import type { FastifyInstance } from 'fastify';
import { NETWORK_MESSAGES, networkUserEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { networkGate } from '../../plugins/app/network-gates';
import { mergeFieldList, toRecipientOption } from './presenter';
import * as service from './service';

const tags = ['network-users'];
const USERS_EXPORT_JOB = 'network-users.export';

export default async function networkUsersRoutes(app: FastifyInstance) {
  registerDownloadJob<DownloadJobPayload & { query: service.UserListQuery }>(app, USERS_EXPORT_JOB, ({ companyId, query }) => service.buildUsersExport(app.db, companyId!, query));

  route(app, endpoints.listNetworkUsers, { tags, preHandler: networkGate('usersView') }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await service.findNetworkUserPage(app.db, companyOf(request).id, query, service.sortOf(query), { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.exportNetworkUsers, { tags, preHandler: networkGate('usersView') }, async ({ query }, request, reply) => {
    // A job builds the file (DOMAIN.md section 8); the caller hears download-created when it is ready.
    reply.code(202);
    return startDownloadJob(app, USERS_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { query });
  });

  route(app, endpoints.searchRecipients, { tags, preHandler: networkGate('communicationView') }, async ({ query }, request) => {
    const rows = await service.findRecipients(app.db, actorOf(request), companyOf(request), query.search || undefined);
    return { data: rows.map(toRecipientOption) };
  });

  route(app, endpoints.findCommunicationData, { tags, preHandler: networkGate('communicationView') }, async (_input, request) => ({
    data: { merge_fields: mergeFieldList(), sent: await service.findSentCommunications(app.db, actorOf(request), companyOf(request)) },
  }));

  route(app, endpoints.sendCommunication, { tags, preHandler: networkGate('communicate') }, async ({ body }, request) => {
    const input = await body();
    await assertMailingAllowed(request, 'user', input.user_ids);
    const count = await service.sendCommunication(app, actorOf(request), companyOf(request), input);
    return { data: { message: NETWORK_MESSAGES.communicationSent(count), count } };
  });
}
