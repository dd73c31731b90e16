// A network company: its card (offices, primary contact), its users, and the caller's private notes
// about it (viewing needs the view gate, writing the edit gate).
import type { FastifyInstance } from 'fastify';
import { NETWORK_MESSAGES, networkEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { networkGate } from '../../plugins/app/network-gates';
import * as service from './service';

const tags = ['network'];

export function registerCompanyDetailsRoutes(app: FastifyInstance) {
  route(app, endpoints.findCompanyDetails, { tags, preHandler: networkGate('view') }, async ({ params }, request) => ({
    data: await service.findCompanyDetails(app.db, companyOf(request), params.id),
  }));

  route(app, endpoints.listCompanyUsers, { tags, preHandler: networkGate('seeUsers') }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await service.findCompanyUserPage(app.db, companyOf(request), query, { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.findCompanyUser, { tags, preHandler: networkGate('seeUsers') }, async ({ params }, request) => ({
    data: await service.findCompanyUser(app.db, companyOf(request), params.id, params.userId),
  }));

  route(app, endpoints.listNotes, { tags, preHandler: networkGate('view') }, async ({ query }, request) => ({
    data: await service.findNotes(app.db, actorOf(request), companyOf(request), query.company_id),
  }));

  route(app, endpoints.createNote, { tags, preHandler: networkGate('edit') }, async ({ body }, request) => {
    const input = await body();
    return { data: await service.createNote(app.db, actorOf(request), companyOf(request), input.company_id, input.body), message: NETWORK_MESSAGES.noteSaved };
  });

  route(app, endpoints.updateNote, { tags, preHandler: networkGate('edit') }, async ({ params, body }, request) => {
    const company = companyOf(request);
    // Tenant first: another company's note is a 404 whatever the body says.
    await service.findOwnNoteOrFail(app.db, company, params.id);
    return { data: await service.updateNote(app.db, actorOf(request), company, params.id, (await body()).body), message: NETWORK_MESSAGES.noteSaved };
  });

  route(app, endpoints.deleteNote, { tags, preHandler: networkGate('edit') }, async ({ params }, request) => {
    await service.deleteNote(app.db, companyOf(request), params.id);
    return { data: { message: NETWORK_MESSAGES.noteDeleted } };
  });
}
