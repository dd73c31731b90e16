// The network list and its export; finding platform companies; adding (a request) and removing one.
import type { FastifyInstance } from 'fastify';
import { networkEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { startDownloadJob } from '../../plugins/app/downloads';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { networkGate } from '../../plugins/app/network-gates';
import * as service from './service';

const tags = ['network'];
export const NETWORK_EXPORT_JOB = 'network.export';

export function registerCompaniesRoutes(app: FastifyInstance) {
  route(app, endpoints.listNetwork, { tags, preHandler: networkGate('view') }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await service.findNetworkPage(app.db, companyOf(request).id, query, service.networkSort(query), { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.exportNetwork, { tags, preHandler: networkGate('view') }, async ({ query }, request, reply) => {
    // A job builds the file (DOMAIN.md section 8); the caller hears download-created when it is ready.
    reply.code(202);
    return startDownloadJob(app, NETWORK_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { query });
  });

  route(app, endpoints.searchNotAddedCompanies, { tags, preHandler: networkGate('add') }, async ({ query }, request) => ({
    data: await service.searchCompaniesNotInNetwork(app.db, companyOf(request).id, query.search),
  }));

  route(app, endpoints.findCompanyByEmail, { tags, preHandler: networkGate('add') }, async ({ query }, request) => ({
    data: await service.findCompanyByEmail(app.db, companyOf(request), query.email),
  }));

  route(app, endpoints.addCompanyById, { tags, preHandler: networkGate('add') }, async ({ body }, request) => {
    const { company_id } = await body();
    return { data: await service.addCompanyById(app, actorOf(request), companyOf(request), company_id) };
  });

  route(app, endpoints.removeCompanyById, { tags, preHandler: networkGate('remove') }, async ({ body }, request) => {
    const { company_id } = await body();
    return { data: { message: await service.removeCompanyById(app.db, companyOf(request), company_id) } };
  });
}
