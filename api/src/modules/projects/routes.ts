// Projects (000 section 7 Projects, location, permissions/{type}/{id}; issue 9): the list with its
// filters, one project, create/save/archive/restore, the company's stage and owner-type lists, the
// names list, per-item flags, the activity and its download, and the location calls. Each route
// serves one shared-contract endpoint (projectEndpoints). Gates: projects view to read; create,
// edit and delete (archive, restore) per permission, refused on the sub plan with reason 'plan'
// (DOMAIN 1); another company's project is a 404 unless the caller's company is the vendor of one
// of its scopes (an external project, read-only).
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, PROJECT_MESSAGES, PROJECT_NAMES_LIST_MAX, projectEndpoints as endpoints, selected, type ScopeFlags } from 'shared-contract';
import type { Actor, CompanyRow } from '../../lib/identity';
import { fieldError, notFound } from '../../lib/http-error';
import { LocalCache } from '../../lib/local-cache';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import { actorOf, companyOf, requireAuth, requireCompany, requirePermission, requirePlan } from '../../plugins/app/guards';
import * as location from './location';
import { toProjectActivityRow, toProjectRow } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['projects'];
const view = requirePermission(PERMISSIONS.PROJECTS_VIEW);
/** The wizard's lists are read by whoever may create, edit or view projects. */
const readLists = requirePermission({ any: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_CREATE, PERMISSIONS.PROJECTS_EDIT] });
const generalPlan = requirePlan('general');

/**
 * How permissions/scope/{id} reads a scope's flags: given by app.ts from the scopes module (which
 * depends on this one for the activity log, so this module cannot import it).
 */
/**
 * The list's pages, per company and query, for a few seconds: users page, sort and filter the list far
 * more often than projects change, and every change that could alter a page reaches this instance
 * through the change feed (migration 0009 reports project updates, scopes and owner types): a
 * company's project drops that company's pages and every page showing external projects; a company,
 * user (name, phone, e-mail of a manager), scope or owner type drops them all. How long a page is
 * kept: PROJECT_LIST_CACHE_MS (app.config.projectListCacheMs; 0 keeps none).
 */
const PROJECT_LIST_CACHE_MAX_ENTRIES = 5000;
const PROJECT_LIST_SOURCES = new Set(['companies', 'users', 'scopes', 'project_owner_types']);
const EXTERNAL_TAG = 'external';
const companyTag = (companyId: number) => `company:${companyId}`;
type ProjectPage = Awaited<ReturnType<typeof repo.findProjectPage>>;

export type ScopeFlagsResolver = (db: FastifyInstance['db'], actor: Actor, company: CompanyRow, scopeId: number) => Promise<ScopeFlags>;
export type ProjectsRoutesOptions = { scopeFlags?: ScopeFlagsResolver };

export default async function projectsRoutes(app: FastifyInstance, options: ProjectsRoutesOptions) {
  const viewerOf = (request: Parameters<typeof actorOf>[0]) => ({ permissions: actorOf(request).permissions, company: companyOf(request), userId: actorOf(request).user.id });

  registerDownloadJob<DownloadJobPayload & service.ActivityExportPayload>(app, service.PROJECT_ACTIVITY_EXPORT_JOB, (payload) => service.buildActivityExport(app.db, payload));

  const projectPages = new LocalCache<ProjectPage>({ ttlMs: app.config.projectListCacheMs, maxEntries: PROJECT_LIST_CACHE_MAX_ENTRIES });
  app.changes.subscribe((change) => {
    if (change.kind === 'everything') return projectPages.setEnabled(change.live);
    // The caller's own change is seen on its next request, before the database's report arrives.
    if (change.kind === 'request') return change.companyId ? projectPages.invalidate(companyTag(change.companyId)) : undefined;
    if (change.table === 'projects') {
      if (change.companyId) projectPages.invalidate(companyTag(change.companyId));
      return projectPages.invalidate(EXTERNAL_TAG);
    }
    if (PROJECT_LIST_SOURCES.has(change.table)) projectPages.clear();
  });

  route(app, endpoints.listProjects, { tags, preHandler: view }, async ({ query }, request) => {
    const viewer = viewerOf(request);
    const { page, perPage, offset } = parsePaging(query);
    const { search, sort_field, sort_direction, page: _p, per_page: _pp, ...filters } = query;
    const args = [
      { search, ...filters },
      { field: sort_field ?? 'created_at', direction: sort_direction ?? (sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    ] as const;
    // Keyed by the company and the validated query: every user of the company sees the same rows;
    // each caller's flags are worked out below from its own permissions.
    const key = `${viewer.company.id}|${JSON.stringify(args)}`;
    const caching = app.config.projectListCacheMs > 0;
    let found = caching ? projectPages.get(key) : undefined;
    if (!found) {
      const stamp = projectPages.stamp();
      found = await repo.findProjectPage(app.db, viewer.company.id, ...args);
      if (caching) projectPages.set(key, found, { stamp, tags: found.external ? [companyTag(viewer.company.id), EXTERNAL_TAG] : [companyTag(viewer.company.id)] });
    }
    const { rows, total } = found;
    return toPage(
      rows.map((r) => toProjectRow(r, viewer.company.id, service.projectAbilities(viewer, r.project))),
      total,
      { page, perPage },
    );
  });

  route(app, endpoints.findProject, { tags, preHandler: view }, async ({ params }, request) => ({ data: await service.presentProject(app.db, viewerOf(request), params.id) }));

  route(app, endpoints.createProject, { tags, preHandler: [requirePermission(PERMISSIONS.PROJECTS_CREATE), generalPlan] }, async ({ body }, request, reply) => {
    const data = await service.createProject(app, actorOf(request), companyOf(request), await body());
    reply.code(201);
    return { data, message: PROJECT_MESSAGES.created };
  });

  // projects.edit, or projects.create on a draft the caller created (the service checks which).
  const saveProject = requirePermission({ any: [PERMISSIONS.PROJECTS_EDIT, PERMISSIONS.PROJECTS_CREATE] });
  route(app, endpoints.updateProject, { tags, preHandler: [saveProject, generalPlan] }, async ({ params, body }, request) => {
    // Tenant and item checks first: another company's id is a 404, an archived project a 422, whatever the body says.
    await service.assertMayUpdate(app.db, viewerOf(request), params.id);
    const data = await service.updateProject(app, actorOf(request), companyOf(request), params.id, await body());
    return { data, message: PROJECT_MESSAGES.saved };
  });

  route(app, endpoints.archiveProject, { tags, preHandler: [requirePermission(PERMISSIONS.PROJECTS_DELETE), generalPlan] }, async ({ params }, request) => ({
    data: await service.setArchived(app, actorOf(request), companyOf(request), params.id, true),
    message: PROJECT_MESSAGES.archived,
  }));

  route(app, endpoints.restoreProject, { tags, preHandler: [requirePermission(PERMISSIONS.PROJECTS_DELETE), generalPlan] }, async ({ params }, request) => ({
    data: await service.setArchived(app, actorOf(request), companyOf(request), params.id, false),
    message: PROJECT_MESSAGES.restored,
  }));

  route(app, endpoints.listProjectStages, { tags, preHandler: readLists }, async (_input, request) => ({ data: await service.findList(app.db, companyOf(request).id, 'stage') }));

  route(app, endpoints.listProjectOwnerTypes, { tags, preHandler: readLists }, async (_input, request) => ({ data: await service.findList(app.db, companyOf(request).id, 'ownerType') }));

  const addToList = requirePermission({ any: [PERMISSIONS.PROJECTS_CREATE, PERMISSIONS.PROJECTS_EDIT] });

  route(app, endpoints.createProjectStage, { tags, preHandler: [addToList, generalPlan] }, async ({ body }, request, reply) => {
    const data = await service.addListItem(app.db, companyOf(request).id, 'stage', (await body()).name);
    reply.code(201);
    return { data, message: PROJECT_MESSAGES.stageCreated };
  });

  route(app, endpoints.createProjectOwnerType, { tags, preHandler: [addToList, generalPlan] }, async ({ body }, request, reply) => {
    const data = await service.addListItem(app.db, companyOf(request).id, 'ownerType', (await body()).name);
    reply.code(201);
    return { data, message: PROJECT_MESSAGES.ownerTypeCreated };
  });

  route(app, endpoints.listProjectNames, { tags, preHandler: view }, async ({ query }, request) => ({
    data: await repo.findProjectNames(app.db, companyOf(request).id, query.search, PROJECT_NAMES_LIST_MAX),
  }));

  route(app, endpoints.findItemPermissions, { tags, preHandler: requireCompany }, async ({ params }, request) => {
    const viewer = viewerOf(request);
    if (params.type === 'project') {
      const record = await repo.findVisibleProject(app.db, viewer.company.id, params.id);
      if (!record) throw notFound();
      return { data: service.projectAbilities(viewer, record.project) };
    }
    if (!options.scopeFlags) throw notFound();
    return { data: await options.scopeFlags(app.db, actorOf(request), viewer.company, params.id) };
  });

  const ownActivity = async (request: Parameters<typeof actorOf>[0], projectId: number) => {
    // The activity is the owner's record: a vendor sees the external project, not its history.
    await service.findOwnProjectOrFail(app.db, viewerOf(request), projectId);
  };

  route(app, endpoints.listProjectActivity, { tags, preHandler: view }, async ({ query }, request) => {
    await ownActivity(request, query.project_id);
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findActivityPage(
      app.db,
      query.project_id,
      { action: query.action, user_id: query.user_id, date_from: query.date_from, date_to: query.date_to },
      { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(rows.map(toProjectActivityRow), total, { page, perPage });
  });

  route(app, endpoints.downloadProjectActivity, { tags, preHandler: view }, async ({ query }, request, reply) => {
    await ownActivity(request, query.project_id);
    // A job builds the file (DOMAIN 8); the caller hears download-created when it is ready.
    reply.code(202);
    const payload: service.ActivityExportPayload = {
      projectId: query.project_id,
      filters: { action: query.action, user_id: query.user_id, date_from: query.date_from, date_to: query.date_to },
      sort: { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
      format: query.format,
    };
    return startDownloadJob(app, service.PROJECT_ACTIVITY_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, payload);
  });

  route(app, endpoints.listCountries, { tags, preHandler: requireAuth }, async () => ({ data: await location.listCountries() }));

  route(app, endpoints.listStates, { tags, preHandler: requireAuth }, async ({ query }) => {
    const states = await location.listStates(query.country_id);
    if (!states) throw fieldError('country_id', selected('country'));
    return { data: states };
  });

  route(app, endpoints.listCities, { tags, preHandler: requireAuth }, async ({ query }) => {
    const cities = await location.listCities(query.state_id);
    if (!cities) throw fieldError('state_id', selected('state'));
    return { data: cities };
  });

  route(app, endpoints.searchAddresses, { tags, preHandler: requireAuth }, async ({ query }) => ({ data: await location.searchAddresses(query.search) }));

  route(app, endpoints.findPlaceData, { tags, preHandler: requireAuth }, async ({ query }) => {
    const place = await location.findPlaceData(query.place_id);
    if (!place) throw notFound();
    return { data: place };
  });
}
