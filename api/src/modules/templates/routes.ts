// Templates and the library: the list (v2), show, create, edit (each save a version), archive and
// restore, versions, PDF previews with sample values, collections, labels, favorites, rename,
// search, and a project's template collection. Each route serves one shared-contract endpoint
// (templateEndpoints). Gates (DOMAIN-DECISIONS.md): templates.view reads (and keeps the user's own
// favorites), templates.create creates, templates.edit edits, restores versions, renames and
// files templates in collections and labels, templates.delete archives and restores; a project's
// collection follows the project's own gates. Both plans may use templates (DOMAIN.md 1).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PERMISSIONS, TEMPLATE_LIST_PER_PAGE, TEMPLATE_MESSAGES as T, TEMPLATE_REQUEST_MAX_BYTES, templateEndpoints as endpoints } from 'shared-contract';
import { contentDisposition } from '../../lib/downloads';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import { findOwnProjectOrFail } from '../projects';
import { toLabelRow } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['templates'];
const VIEW = requirePermission(PERMISSIONS.TEMPLATES_VIEW);
const CREATE = requirePermission(PERMISSIONS.TEMPLATES_CREATE);
const EDIT = requirePermission(PERMISSIONS.TEMPLATES_EDIT);
const DELETE = requirePermission(PERMISSIONS.TEMPLATES_DELETE);
const bodyLimit = TEMPLATE_REQUEST_MAX_BYTES;

/** A PDF shown in the browser (the preview), not saved as a download. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, title: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Template'}.pdf`).replace(/^attachment/, 'inline'))
    .header('cache-control', 'no-store')
    .send(pdf);

export default async function templatesRoutes(app: FastifyInstance) {
  // ---- templates ----

  route(app, endpoints.listTemplates, { tags, preHandler: VIEW }, async ({ query }, request) => {
    const actor = actorOf(request);
    const { page, perPage, offset } = parsePaging({ per_page: query.per_page, page: query.current_page ?? query.page }, { perPage: TEMPLATE_LIST_PER_PAGE, maxPerPage: 100 });
    const sortField = query.sort_field ?? 'updated_at';
    const { rows, total } = await repo.findTemplatePage(
      app.db,
      companyOf(request).id,
      {
        search: query.search,
        type: query.type,
        date_modified_from: query.date_modified_from,
        date_modified_to: query.date_modified_to,
        view: query.view,
        collection_id: query.collection_id,
        label_id: query.label_id,
        userId: actor.user.id,
      },
      { field: sortField, direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(await service.toTemplateRows(app.db, actor, rows), total, { page, perPage });
  });

  route(app, endpoints.findTemplate, { tags, preHandler: VIEW }, async ({ params }, request) => {
    const row = await service.findTemplateOrFail(app.db, companyOf(request).id, params.id);
    return { data: await service.toTemplateDetail(app.db, actorOf(request), row) };
  });

  route(app, endpoints.createTemplate, { tags, preHandler: CREATE, bodyLimit }, async ({ body }, request, reply) => {
    const data = await service.createTemplate(app.db, actorOf(request), companyOf(request), await body());
    reply.code(201);
    return { data, message: T.templateCreated };
  });

  route(app, endpoints.updateTemplate, { tags, preHandler: EDIT, bodyLimit }, async ({ params, body }, request) => {
    const company = companyOf(request);
    // Tenant first: another company's id is a 404 whatever the body holds.
    await service.findTemplateOrFail(app.db, company.id, params.id);
    return { data: await service.updateTemplate(app.db, actorOf(request), company, params.id, await body()), message: T.templateSaved };
  });

  route(app, endpoints.archiveTemplate, { tags, preHandler: DELETE }, async ({ params }, request) => {
    await service.archiveTemplate(app.db, companyOf(request).id, params.id);
    return { data: { message: T.templateArchived } };
  });

  route(app, endpoints.restoreTemplate, { tags, preHandler: DELETE }, async ({ body }, request) => {
    const { template_id } = await body();
    await service.restoreTemplate(app.db, companyOf(request).id, template_id);
    return { data: { message: T.templateRestored } };
  });

  // ---- versions ----

  route(app, endpoints.listTemplateVersions, { tags, preHandler: VIEW }, async ({ params, query }, request) => {
    const template = await service.findTemplateOrFail(app.db, companyOf(request).id, params.id);
    const { page, perPage, offset } = parsePaging(query, { perPage: 20, maxPerPage: 100 });
    const { rows, total } = await service.listVersions(app.db, template, { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.findTemplateVersion, { tags, preHandler: VIEW }, async ({ params }, request) => {
    const template = await service.findTemplateOrFail(app.db, companyOf(request).id, params.id);
    return { data: await service.findVersion(app.db, template, params.versionId) };
  });

  route(app, endpoints.restoreTemplateVersion, { tags, preHandler: EDIT }, async ({ params }, request) => {
    const { template, number } = await service.restoreVersion(app.db, actorOf(request), companyOf(request), params.id, params.versionId);
    return { data: template, message: T.versionRestored(number) };
  });

  // ---- previews ----

  route(app, endpoints.previewTemplate, { tags, preHandler: VIEW }, async ({ params }, request, reply) => {
    const company = companyOf(request);
    const template = await service.findTemplateOrFail(app.db, company.id, params.id);
    return sendPdf(reply, await service.previewTemplate(app.db, company.id, template), template.name);
  });

  route(
    app,
    endpoints.previewTemplateDocument,
    { tags, preHandler: requirePermission({ any: [PERMISSIONS.TEMPLATES_CREATE, PERMISSIONS.TEMPLATES_EDIT] }), bodyLimit },
    async ({ body }, request, reply) => {
      const input = await body();
      return sendPdf(reply, await service.previewDocument(app.db, companyOf(request).id, input), input.name || 'Template preview');
    },
  );

  // ---- library: collections ----

  route(app, endpoints.listCollections, { tags, preHandler: VIEW }, async (_input, request) => ({ data: await service.listCollections(app.db, companyOf(request).id) }));

  route(app, endpoints.listCompanyTemplateCollections, { tags, preHandler: VIEW }, async (_input, request) => ({ data: await service.listCollections(app.db, companyOf(request).id) }));

  route(app, endpoints.createCollection, { tags, preHandler: EDIT }, async ({ body }, request, reply) => {
    const input = await body();
    const data = await service.createCollection(app.db, companyOf(request).id, input.name, input.template_ids ?? []);
    reply.code(201);
    return { data, message: T.collectionCreated };
  });

  route(app, endpoints.deleteCollection, { tags, preHandler: EDIT }, async ({ params }, request) => {
    await service.deleteCollection(app.db, companyOf(request).id, params.id);
    return { data: { message: T.collectionDeleted } };
  });

  route(app, endpoints.addCollectionTemplates, { tags, preHandler: EDIT }, async ({ params, body }, request) => {
    const companyId = companyOf(request).id;
    await service.findCollectionOrFail(app.db, companyId, params.id);
    return { data: await service.changeCollectionTemplates(app.db, companyId, params.id, (await body()).template_ids, true), message: T.addedToCollection };
  });

  route(app, endpoints.removeCollectionTemplates, { tags, preHandler: EDIT }, async ({ params, body }, request) => {
    const companyId = companyOf(request).id;
    await service.findCollectionOrFail(app.db, companyId, params.id);
    return { data: await service.changeCollectionTemplates(app.db, companyId, params.id, (await body()).template_ids, false), message: T.removedFromCollection };
  });

  // ---- library: labels ----

  route(app, endpoints.listLabels, { tags, preHandler: VIEW }, async (_input, request) => ({ data: (await repo.findLabels(app.db, companyOf(request).id)).map(toLabelRow) }));

  route(app, endpoints.createLabel, { tags, preHandler: EDIT }, async ({ body }, request, reply) => {
    const input = await body();
    const data = await service.createLabel(app.db, companyOf(request).id, input.name, input.color);
    reply.code(201);
    return { data, message: T.labelCreated };
  });

  route(app, endpoints.deleteLabel, { tags, preHandler: EDIT }, async ({ params }, request) => {
    await service.deleteLabel(app.db, companyOf(request).id, params.id);
    return { data: { message: T.labelDeleted } };
  });

  route(app, endpoints.attachLabel, { tags, preHandler: EDIT }, async ({ params, body }, request) => {
    const companyId = companyOf(request).id;
    await service.findLabelOrFail(app.db, companyId, params.id);
    await service.changeLabelTemplates(app.db, companyId, params.id, (await body()).template_ids, true);
    return { data: { message: T.labelAttached } };
  });

  route(app, endpoints.detachLabel, { tags, preHandler: EDIT }, async ({ params, body }, request) => {
    const companyId = companyOf(request).id;
    await service.findLabelOrFail(app.db, companyId, params.id);
    await service.changeLabelTemplates(app.db, companyId, params.id, (await body()).template_ids, false);
    return { data: { message: T.labelDetached } };
  });

  // ---- library: favorites, rename, search ----

  route(app, endpoints.addToFavorite, { tags, preHandler: VIEW }, async ({ body }, request) => {
    const input = await body();
    const isFavorite = await service.setFavorite(app.db, actorOf(request), companyOf(request).id, input.template_id, input.favorite);
    return { data: { message: isFavorite ? T.addedToFavorites : T.removedFromFavorites, is_favorite: isFavorite } };
  });

  route(app, endpoints.renameLibraryItem, { tags, preHandler: EDIT }, async ({ body }, request) => {
    const input = await body();
    const name = await service.renameItem(app.db, actorOf(request), companyOf(request), input.entity, input.entity_id, input.name);
    return { data: { message: T.renamed, entity: input.entity, id: input.entity_id, name } };
  });

  route(app, endpoints.searchLibrary, { tags, preHandler: VIEW }, async ({ body }, request) => {
    const input = await body();
    return { data: await service.searchLibrary(app.db, companyOf(request).id, input.search, input.entity) };
  });

  // ---- a project's template collection (Info > Template collection) ----

  route(app, endpoints.findProjectCollection, { tags, preHandler: VIEW }, async ({ params }, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    const { record } = await findOwnProjectOrFail(app.db, { permissions: actor.permissions, company, userId: actor.user.id }, params.id);
    return { data: await service.findProjectCollection(app.db, company.id, record.project.id) };
  });

  route(app, endpoints.saveProjectCollection, { tags, preHandler: VIEW }, async ({ params, body }, request) => {
    const company = companyOf(request);
    const project = await service.findEditableProjectOrFail(app.db, actorOf(request), company, params.id);
    const input = await body();
    return { data: await service.saveProjectCollection(app.db, company.id, project.id, input.collection_id ?? null), message: T.projectCollectionSaved };
  });

  route(app, endpoints.createTemporaryCollection, { tags, preHandler: VIEW }, async ({ body }, request, reply) => {
    const company = companyOf(request);
    const input = await body();
    const project = await service.findEditableProjectOrFail(app.db, actorOf(request), company, input.project_id);
    const data = await service.createTemporaryCollection(app.db, company.id, project.id, project.name, input.name ?? '', input.template_ids);
    reply.code(201);
    return { data, message: T.projectCollectionSaved };
  });

}
