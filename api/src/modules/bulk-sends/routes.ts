// Bulk send (issue 15): validate (per-row problems, stores the bulk send), targets, merge fields, the
// sheet (template download and upload), progress, rows with their previews, send (202) and retry (202).
// Gates: task_and_documents.create on the general plan (403 reason plan on the sub plan), then the
// company's bulk_send feature (403 reason feature); another company's bulk send is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BULK_SEND_MESSAGES as B, PERMISSIONS, taskEndpoints as endpoints } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, companyOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import * as repo from './repository';
import * as service from './service';
import { readSheet, readSheetUpload, sheetTemplate } from './sheet';

const tags = ['tasks'];

export default async function bulkSendsRoutes(app: FastifyInstance) {
  const feature = async (request: FastifyRequest) => service.assertFeature(app.db, companyOf(request).id);
  const gate = { tags, preHandler: [requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE), requirePlan('general'), feature] };

  service.registerBulkSendJob(app);

  route(app, endpoints.validateBulkSend, gate, async ({ body }, request) => {
    const input = await body();
    const { bulk, problems } = await service.validateBulkSend(app.db, actorOf(request), companyOf(request), input);
    return { data: { valid: bulk !== null, bulk_send: bulk, problems, message: bulk ? B.validated(bulk.total) : B.invalid(problems.length) } };
  });

  route(app, endpoints.listBulkSendTargets, gate, async ({ query }, request) => {
    const companyId = companyOf(request).id;
    if (query.kind === 'vendor') {
      const rows = await repo.findVendorTargets(app.db, companyId, query.search);
      return { data: rows.map((r) => ({ kind: 'vendor' as const, id: r.id, name: r.name, vendor_company_id: r.id, vendor_name: r.name, project_id: null, project_name: '' })) };
    }
    const rows = await repo.findScopeTargets(app.db, companyId, { search: query.search, projectId: query.project_id });
    return {
      data: rows.map((r) => ({ kind: 'scope' as const, id: r.id, name: r.name, vendor_company_id: r.vendorCompanyId, vendor_name: r.vendorName, project_id: r.projectId, project_name: r.projectName })),
    };
  });

  route(app, endpoints.listBulkSendMergeFields, gate, async ({ query }, request) => {
    const companyId = companyOf(request).id;
    const template = await service.findTemplateOrFail(app.db, companyId, query.template_id);
    return { data: await service.mergeFieldsFor(app.db, companyId, template.body, query.target, query.project_id) };
  });

  route(app, endpoints.downloadBulkSendSheet, gate, async ({ query }, request, reply) => {
    const companyId = companyOf(request).id;
    const template = await service.findTemplateOrFail(app.db, companyId, query.template_id);
    const fields = (await service.mergeFieldsFor(app.db, companyId, template.body, query.target, undefined)).filter((f) => !f.from_data).map((f) => f.name);
    const sheet = sheetTemplate(query.format ?? 'csv', query.target, fields, template.name);
    return sendAttachment(reply, await sheet.build(), sheet.name);
  });

  route(app, endpoints.readBulkSendSheet, gate, async (_input, request) => {
    const file = await readSheetUpload(request);
    return { data: await readSheet(file.name, file.bytes) };
  });

  route(app, endpoints.findBulkSend, gate, async ({ params }, request) => ({
    data: await service.presentBulkSend(app.db, await service.findBulkSendOrFail(app.db, companyOf(request), params.id)),
  }));

  route(app, endpoints.listBulkSendRows, gate, async ({ params, query }, request) => {
    const bulk = await service.findBulkSendOrFail(app.db, companyOf(request), params.id);
    const { page, perPage, offset } = parsePaging(query, { perPage: 50, maxPerPage: 200 });
    const { data, total } = await service.listRows(app.db, bulk, query.status, { perPage, offset });
    return toPage(data, total, { page, perPage });
  });

  route(app, endpoints.previewBulkSendRow, gate, async ({ params }, request, reply) => {
    const bulk = await service.findBulkSendOrFail(app.db, companyOf(request), params.id);
    const { name, pdf } = await service.previewRow(app.db, bulk, params.row);
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`).header('cache-control', 'no-store').send(pdf);
  });

  route(app, endpoints.sendBulkSend, gate, async ({ params }, request, reply) => {
    const data = await service.sendBulkSend(app, companyOf(request), params.id);
    reply.code(202);
    return { data, message: B.queued(data.total) };
  });

  route(app, endpoints.retryBulkSend, gate, async ({ params }, request, reply) => {
    const { bulk, count } = await service.retryBulkSend(app, companyOf(request), params.id);
    reply.code(202);
    return { data: bulk, message: B.retried(count) };
  });
}
