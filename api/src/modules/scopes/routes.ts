// Scopes (000 section 7, Scopes): list, create, show, update (POST ?_method=PUT), delete; attachments,
// editors, approvals and rounds, check-permission, and the project's documents (project/documents).
// Each route serves one scopeEndpoints contract.
// Gates: projects.view to read; projects.assign (create and edit scopes) on the general plan to
// change; projects.approve on the general plan to approve or reject. The vendor reads its scopes.
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, SCOPE_ATTACHMENT_EXTENSIONS, SCOPE_MESSAGES as T, UPLOAD_MAX_BYTES, checkFile, scopeEndpoints as endpoints } from 'shared-contract';
import { fieldError } from '../../lib/http-error';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, companyOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import { listProjectDocuments } from './documents';
import { readScopeForm, sendScopeFile } from './files';
import * as repo from './repository';
import * as service from './service';

const tags = ['scopes'];
const read = { tags, preHandler: requirePermission(PERMISSIONS.PROJECTS_VIEW) };
/** Creating and editing scopes: projects.assign, refused on the sub plan (403 reason plan). */
const edit = { tags, preHandler: [requirePermission({ all: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] }), requirePlan('general')] };
const approve = { tags, preHandler: [requirePermission({ all: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_APPROVE] }), requirePlan('general')] };

export default async function scopesRoutes(app: FastifyInstance) {
  route(app, endpoints.listScopes, read, async ({ query }, request) => {
    const actor = actorOf(request);
    await service.findProjectForViewer(app.db, companyOf(request), query.project_id);
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findScopePage(
      app.db,
      { companyId: companyOf(request).id, projectId: query.project_id },
      { search: query.search, status: query.status, vendor_company_id: query.vendor_company_id },
      { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(await service.toScopeRows(app.db, actor, rows), total, { page, perPage });
  });

  route(app, endpoints.createScope, edit, async (_input, request, reply) => {
    const { input, files } = await readScopeForm(request, endpoints.createScope);
    const data = await service.createScope(app, actorOf(request), input, files);
    reply.code(201);
    return { data, message: T.created };
  });

  route(app, endpoints.findScope, read, async ({ params }, request) => ({ data: await service.scopeDetails(app.db, actorOf(request), params.id) }));

  route(app, endpoints.updateScope, edit, async ({ params }, request) => {
    const actor = actorOf(request);
    // Tenant and item first: another company's scope is a 404 whatever the form holds.
    await service.assertMayUpdate(app.db, actor, params.id);
    const { input, files } = await readScopeForm(request, endpoints.updateScope);
    return { data: await service.updateScope(app, actor, params.id, input, files), message: T.updated };
  });

  route(app, endpoints.deleteScope, edit, async ({ params }, request) => {
    await service.deleteScope(app, actorOf(request), params.id);
    return { data: { message: T.deleted } };
  });

  // The project's Documents tab: its additional documents and every scope attachment, one page.
  route(app, endpoints.listProjectDocuments, read, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await listProjectDocuments(app.db, actorOf(request), query, { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.listScopeAttachments, read, async ({ query }, request) => ({ data: await service.listAttachments(app.db, actorOf(request), query.scope_id) }));

  route(app, endpoints.addScopeAttachments, edit, async (_input, request) => {
    const { input, files } = await readScopeForm(request, endpoints.addScopeAttachments);
    return { data: await service.addAttachments(app, actorOf(request), input.scope_id, files), message: T.attachmentsAdded };
  });

  route(app, endpoints.checkScopeAttachment, edit, async ({ body }) => {
    const file = await body();
    const problem = checkFile(file, { extensions: SCOPE_ATTACHMENT_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES });
    if (problem) throw fieldError('file', problem);
    return { data: { acceptable: true as const, message: T.fileAcceptable } };
  });

  route(app, endpoints.deleteScopeAttachment, edit, async ({ body }, request) => {
    await service.deleteAttachment(app, actorOf(request), (await body()).id);
    return { data: { message: T.attachmentDeleted } };
  });

  route(app, endpoints.downloadScopeAttachment, read, async ({ params }, request, reply) => {
    const { attachment } = await service.findVisibleAttachment(app.db, companyOf(request), params.id);
    return sendScopeFile(app, reply, attachment.path, attachment.name);
  });

  route(app, endpoints.listScopeVendorOptions, edit, async (_input, request) => ({ data: await service.listVendorOptions(app.db, companyOf(request)) }));
  route(app, endpoints.listScopeEditors, read, async ({ query }, request) => ({ data: await service.listEditorOptions(app.db, companyOf(request), query.scope_id) }));

  route(app, endpoints.checkScopePermission, read, async ({ query }, request) => ({ data: await service.scopePermission(app.db, actorOf(request), query.project_id) }));

  route(app, endpoints.listScopeApprovalRounds, read, async (_input, request) => ({ data: await service.listApprovalRounds(app.db, companyOf(request)) }));

  route(app, endpoints.listScopeApprovals, read, async ({ query }, request) => ({ data: await service.listApprovals(app.db, actorOf(request), query.scope_id) }));

  route(app, endpoints.submitScopeApproval, edit, async ({ params }, request) => {
    const actor = actorOf(request);
    const message = await service.submitForApproval(app, actor, params.id);
    return { data: await service.scopeDetails(app.db, actor, params.id), message };
  });

  route(app, endpoints.approveScope, approve, async ({ query }, request) => {
    const actor = actorOf(request);
    await service.approve(app, actor, query.scope_id);
    return { data: await service.scopeDetails(app.db, actor, query.scope_id), message: T.approved };
  });

  route(app, endpoints.rejectScope, approve, async ({ query, body }, request) => {
    const actor = actorOf(request);
    // The round is checked before the reason: a stranger's scope is a 404 whatever the body holds.
    await service.assertMayAct(app.db, actor, query.scope_id);
    await service.reject(app, actor, query.scope_id, (await body()).reason);
    return { data: await service.scopeDetails(app.db, actor, query.scope_id), message: T.rejected };
  });
}
