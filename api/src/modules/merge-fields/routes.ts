// Settings > Merge Fields (SettingDocumentTemplate): settings/shortcode/* of 000 section 7. Each route
// serves one shared-contract endpoint (mergeFieldEndpoints). The page gate is TEMPLATES_EDIT +
// ACCOUNT_CONFIGURATION_VIEW; create/edit/delete add the account_configuration right. The completion
// lists (company-list, search, types) only need a company: every editor that offers `{{` completion
// reads them.
import type { FastifyInstance } from 'fastify';
import { MERGE_FIELD_MESSAGES as T, PERMISSIONS, mergeFieldEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { exportFileName, writeSpreadsheet, type ExportFormat } from '../../lib/spreadsheet';
import { parseId, parsePaging } from '../../lib/validate';
import { actorOf, companyOf, requireCompany, requirePermission } from '../../plugins/app/guards';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import { templatesGate, templatesWrite } from '../../plugins/app/settings-gates';
import { mergeFieldTypeOptions, toMergeField, toMergeFieldOption } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['merge-fields'];
const MERGE_FIELDS_EXPORT_JOB = 'shortcodes.export';

export default async function mergeFieldsModule(app: FastifyInstance) {
  registerDownloadJob<DownloadJobPayload & { format: ExportFormat }>(app, MERGE_FIELDS_EXPORT_JOB, async ({ companyId, format }) => {
    const rows = await service.findMergeFieldsForExport(app.db, companyId!);
    return { name: exportFileName('merge-fields', format), bytes: await writeSpreadsheet(format, 'Merge fields', service.MERGE_FIELD_EXPORT_COLUMNS, rows) };
  });

  await repo.ensureSystemMergeFields(app.db);

  route(app, endpoints.listMergeFieldPage, { tags, preHandler: templatesGate }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findMergeFieldPage(
      app.db,
      companyOf(request).id,
      { search: query.search, type: query.type, origin: query.origin },
      { field: query.sort_field ?? 'name', direction: query.sort_direction ?? 'asc' },
      { perPage, offset },
    );
    return toPage(rows.map(toMergeField), total, { page, perPage });
  });

  route(app, endpoints.listCompanyMergeFields, { tags, preHandler: templatesGate }, async (_input, request) => ({
    data: (await repo.findCompanyMergeFields(app.db, companyOf(request).id)).map(toMergeField),
  }));

  route(app, endpoints.listMergeFieldTypes, { tags, preHandler: requireCompany }, async () => ({ data: mergeFieldTypeOptions() }));

  route(app, endpoints.listMergeFieldOptions, { tags, preHandler: requireCompany }, async (_input, request) => ({
    data: (await repo.findVisibleMergeFields(app.db, companyOf(request).id)).map(toMergeFieldOption),
  }));

  route(app, endpoints.searchMergeFields, { tags, preHandler: requireCompany }, async ({ query }, request) => ({
    data: (await repo.findVisibleMergeFields(app.db, companyOf(request).id, { search: query.search || undefined }, 20)).map(toMergeFieldOption),
  }));

  route(app, endpoints.exportMergeFields, { tags, preHandler: templatesGate }, async ({ query }, request, reply) => {
    reply.code(202);
    return startDownloadJob(app, MERGE_FIELDS_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { format: query.format });
  });

  // Create needs account_configuration.create, edit needs .edit: checked after reading the id.
  route(app, endpoints.saveMergeField, { tags, preHandler: templatesGate }, async ({ body }, request) => {
    const id = service.requestedIdOf(request.body);
    await requirePermission(id === undefined ? PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE : PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT).call(app, request, undefined as never);
    // Tenant first: another company's id is a 404 whatever the rest of the body says.
    if (id !== undefined) await service.findOwnFieldOrFail(app.db, companyOf(request).id, parseId(id));
    return { data: await service.saveMergeField(app.db, companyOf(request).id, await body()), message: T.mergeFieldSaved };
  });

  route(app, endpoints.deleteMergeField, { tags, preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE) }, async ({ params }, request) => {
    await service.deleteMergeField(app.db, companyOf(request).id, params.id);
    return { data: { message: T.mergeFieldDeleted } };
  });
}
