// Quick Access and document bundles (000 section 7: company/documents add-to-quick-access and
// remove-from-quick-access, GET quick-access, POST documents/init-job) and a user's projects
// (GET users/projects). Each route serves one taskEndpoints contract.
// Gates: a company (operators act inside one); Quick Access itself needs no permission (000 section 2),
// each document needs the permission of its kind (task_and_documents.view for task files,
// projects.view for scope attachments and project documents); users/projects needs projects.view.
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, taskEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { registerDownloadJob, startDownloadJob } from '../../plugins/app/downloads';
import { actorOf, companyOf, requireCompany, requirePermission } from '../../plugins/app/guards';
import * as repo from './repository';
import * as service from './service';

const tags = ['quick-access'];
const signedIn = { tags, preHandler: requireCompany };

type ProjectListQuery = { search?: string; sort: 'name' | 'created_at'; direction: 'asc' | 'desc' };

/** A page of projects (a user's, or those shared with a network company), by name A-Z unless asked otherwise. */
async function projectPage(
  query: { search?: string; sort_field?: ProjectListQuery['sort']; sort_direction?: ProjectListQuery['direction']; page?: unknown; per_page?: unknown },
  find: (listQuery: ProjectListQuery, paging: { perPage: number; offset: number }) => Promise<{ rows: repo.UserProjectRecord[]; total: number }>,
) {
  const { page, perPage, offset } = parsePaging(query);
  const { rows, total } = await find({ search: query.search, sort: query.sort_field ?? 'name', direction: query.sort_direction ?? 'asc' }, { perPage, offset });
  return toPage(rows.map(service.toSharedProjectRow), total, { page, perPage });
}

export default async function quickAccessRoutes(app: FastifyInstance) {
  registerDownloadJob<service.BundlePayload>(app, service.DOCUMENT_BUNDLE_JOB, (payload) => service.buildBundle(app, payload));

  route(app, endpoints.addToQuickAccess, signedIn, async ({ body }, request) => ({
    data: { message: await service.addToQuickAccess(app.db, actorOf(request), await body()) },
  }));

  route(app, endpoints.removeFromQuickAccess, signedIn, async ({ body }, request) => ({
    data: { message: await service.removeFromQuickAccess(app.db, actorOf(request), await body()) },
  }));

  route(app, endpoints.findQuickAccess, signedIn, async (_input, request) => ({ data: await service.findQuickAccess(app.db, actorOf(request)) }));

  route(app, endpoints.initDocumentsJob, signedIn, async ({ body }, request, reply) => {
    const actor = actorOf(request);
    const { documents } = await body();
    const payload = await service.prepareBundle(app.db, actor, documents);
    reply.code(202);
    return startDownloadJob(app, service.DOCUMENT_BUNDLE_JOB, { userId: actor.user.id, companyId: companyOf(request).id }, payload);
  });

  route(app, endpoints.listUserProjects, { tags, preHandler: requirePermission(PERMISSIONS.PROJECTS_VIEW) }, async ({ query }, request) => {
    const companyId = companyOf(request).id;
    await service.assertVisibleUser(app.db, companyId, query.user_id);
    return projectPage(query, (listQuery, paging) => repo.findUserProjectPage(app.db, companyId, query.user_id, listQuery, paging));
  });

  // A network company's Projects and Documents tabs (companies.view like the company's page; the
  // projects also projects.view; each document by the permission of its kind).
  const companyTab = (permissions: string[]) => ({ tags, preHandler: requirePermission({ all: permissions }) });
  route(app, endpoints.listCompanyProjects, companyTab([PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.PROJECTS_VIEW]), async ({ params, query }, request) => {
    const companyId = companyOf(request).id;
    await service.assertNetworkCompany(app.db, companyId, params.id);
    return projectPage(query, (listQuery, paging) => repo.findSharedProjectPage(app.db, companyId, params.id, listQuery, paging));
  });

  route(app, endpoints.listCompanyDocuments, companyTab([PERMISSIONS.COMPANIES_VIEW]), async ({ params, query }, request) => {
    await service.assertNetworkCompany(app.db, companyOf(request).id, params.id);
    const { page, perPage, offset } = parsePaging(query);
    const sort = query.sort_field ?? 'created_at';
    const { rows, total } = await service.searchDocumentRows(
      app.db,
      actorOf(request),
      { search: query.search, partnerId: params.id, sort, direction: query.sort_direction ?? (sort === 'name' ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(rows, total, { page, perPage });
  });
}
