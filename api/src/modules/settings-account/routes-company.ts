// Company Details' general info (with the logo and the tax ID check), the employees its pickers
// offer, the company logo and the read-only Company Info card.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_ACCOUNT_MESSAGES as T, settingsAccountEndpoints as endpoints } from 'shared-contract';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { actorOf, companyOf, requireAuth } from '../../plugins/app/guards';
import { gate, tags } from './access';
import { isTruthy, readUpload } from './files';
import { toAccountUser, toGeneralInfo } from './presenter';
import * as repo from './repository';
import * as service from './service';

export function companyRoutes(app: FastifyInstance) {
  route(app, endpoints.findGeneralInfo, gate('companyView'), async (_input, request) => ({ data: toGeneralInfo(companyOf(request)) }));

  route(app, endpoints.updateGeneralInfo, gate('companyEdit'), async (_input, request) => {
    const { input, fields, files } = await readUpload(request, endpoints.updateGeneralInfo, ['logo']);
    const data = await service.updateGeneralInfo(app, companyOf(request), input, { logo: files.logo, removeLogo: isTruthy(fields.remove_logo) });
    return { data, message: T.generalInfoSaved };
  });

  route(app, endpoints.verifyTaxId, gate('companyEdit'), async ({ params }, request) => {
    const tid = params.tid.trim();
    await service.checkTaxIdAvailable(app.db, companyOf(request).id, tid);
    return { data: { tid, verified: true }, message: T.taxIdAvailable };
  });

  route(app, endpoints.listCompanyContacts, gate('companyView'), async (_input, request) => ({
    data: (await repo.findActiveUsers(app.db, companyOf(request).id)).map(toAccountUser),
  }));

  route(app, endpoints.findCompanyLogo, { tags, preHandler: requireAuth }, async ({ params }, request, reply) => {
    const actor = actorOf(request);
    const isAllowed = actor.user.isSuperuser || actor.company?.id === params.id || (actor.company ? await repo.isInNetwork(app.db, actor.company.id, params.id) : false);
    if (!isAllowed) throw notFound();
    return service.sendLogo(app, reply, params.id);
  });

  route(app, endpoints.findCompanyInfo, { tags, preHandler: requireAuth }, async ({ params }, request) => {
    const own = actorOf(request).company;
    if (!own) throw notFound();
    return { data: await service.findCompanyInfo(app.db, own.id, params.id) };
  });
}
