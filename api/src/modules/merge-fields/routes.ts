// Settings > Merge Fields (SettingDocumentTemplate): settings/shortcode/* of 000 section 7.
// The page gate is TEMPLATES_EDIT + ACCOUNT_CONFIGURATION_VIEW; create/edit/delete add the
// account_configuration right. The completion lists (company-list, search, types) only need a
// company: every editor that offers `{{` completion reads them.
import type { FastifyInstance } from 'fastify';
import {
  MERGE_FIELD_TYPES,
  MERGE_FIELD_TYPE_LABELS,
  PERMISSIONS,
  SETTINGS_TEMPLATES_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  mergeFieldSchema,
  yup,
  type MergeFieldOption,
  type MergeFieldTypeOption,
  rules,
} from 'shared-contract';
import { toPage } from '../../lib/lists';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { exportFileName, writeSpreadsheet, type ExportFormat } from '../../lib/spreadsheet';
import { actorOf, companyOf, requireCompany, requirePermission } from '../../plugins/app/guards';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import { templatesGate, templatesWrite } from '../../plugins/app/settings-gates';
import * as repo from './repository';
import * as service from './service';

const tags = ['merge-fields'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;


const listSchema = yup.object({
  page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  per_page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  search: rules.queryText(),
  type: yup.string().oneOf([...MERGE_FIELD_TYPES], 'The selected type is invalid.'),
  origin: yup.string().oneOf(['system', 'company'], 'The selected origin is invalid.'),
  sort_field: yup.string().oneOf([...repo.MERGE_FIELD_SORT_FIELDS], 'The selected sort field is invalid.'),
  sort_direction: yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.'),
});
const searchSchema = yup.object({ search: rules.queryText().default('') });
const exportSchema = yup.object({ format: yup.string().oneOf([...service.EXPORT_FORMATS], 'The selected format is invalid.').default('xlsx') });

const toOption = (row: repo.MergeFieldRow): MergeFieldOption => ({ name: row.name, type: row.type as MergeFieldOption['type'], description: row.description, is_system: row.isSystem });

const MERGE_FIELDS_EXPORT_JOB = 'shortcodes.export';

export default async function mergeFieldsModule(app: FastifyInstance) {
  registerDownloadJob<DownloadJobPayload & { format: ExportFormat }>(app, MERGE_FIELDS_EXPORT_JOB, async ({ companyId, format }) => {
    const rows = await service.findMergeFieldsForExport(app.db, companyId!);
    return { name: exportFileName('merge-fields', format), bytes: await writeSpreadsheet(format, 'Merge fields', service.MERGE_FIELD_EXPORT_COLUMNS, rows) };
  });

  await repo.ensureSystemMergeFields(app.db);

  app.get('/settings/shortcode/list-paginated', { preHandler: templatesGate, schema: { tags, summary: 'Paged merge fields: system and the company’s own' } }, async (request) => {
    const query = await validateInput(listSchema, request.query);
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const { rows, total } = await repo.findMergeFieldPage(
      app.db,
      companyOf(request).id,
      { search: query.search, type: query.type, origin: query.origin as 'system' | 'company' | undefined },
      { field: (query.sort_field as repo.MergeFieldSortField | undefined) ?? 'name', direction: (query.sort_direction as 'asc' | 'desc' | undefined) ?? 'asc' },
      { perPage, offset },
    );
    return toPage(rows.map(repo.toMergeField), total, { page, perPage });
  });

  app.get('/settings/shortcode/list', { preHandler: templatesGate, schema: { tags, summary: "The company's own merge fields" } }, async (request) => ({
    data: (await repo.findCompanyMergeFields(app.db, companyOf(request).id)).map(repo.toMergeField),
  }));

  app.get('/settings/shortcode/types', { preHandler: requireCompany, schema: { tags, summary: 'Merge field types' } }, async () => ({
    data: MERGE_FIELD_TYPES.map((value): MergeFieldTypeOption => ({ value, label: MERGE_FIELD_TYPE_LABELS[value] })),
  }));

  app.get('/settings/shortcode/company-list', { preHandler: requireCompany, schema: { tags, summary: 'Every merge field the company can use (for `{{` completion)' } }, async (request) => ({
    data: (await repo.findVisibleMergeFields(app.db, companyOf(request).id)).map(toOption),
  }));

  app.get('/settings/shortcode/search', { preHandler: requireCompany, schema: { tags, summary: 'Merge fields whose name or description matches' } }, async (request) => {
    const { search } = await validateInput(searchSchema, request.query);
    return { data: (await repo.findVisibleMergeFields(app.db, companyOf(request).id, { search: search || undefined }, 20)).map(toOption) };
  });

  app.get('/settings/shortcode/export', { preHandler: templatesGate, schema: { tags, summary: 'Starts the merge fields export (.xlsx, or ?format=csv): a download job' } }, async (request, reply) => {
    const { format } = await validateInput(exportSchema, request.query);
    return reply.code(202).send(await startDownloadJob(app, MERGE_FIELDS_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { format }));
  });

  app.post(
    '/settings/shortcode/edit',
    {
      // Create needs account_configuration.create, edit needs .edit: checked after reading the id.
      preHandler: templatesGate,
      schema: { tags, summary: 'Creates (no id) or edits (id) a merge field of the company' },
    },
    async (request) => {
      const body = (request.body ?? {}) as { id?: unknown };
      const isEdit = body.id !== undefined && body.id !== null && body.id !== '';
      await requirePermission(isEdit ? PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT : PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE).call(app, request, undefined as never);
      // Tenant first: another company's id is a 404 whatever the rest of the body says.
      if (isEdit) await service.findOwnFieldOrFail(app.db, companyOf(request).id, parseId(body.id));
      const input = await validateInput(mergeFieldSchema, request.body);
      const data = await service.saveMergeField(app.db, companyOf(request).id, input);
      return { data, message: T.mergeFieldSaved };
    },
  );

  app.post(
    '/settings/shortcode/delete/:id',
    { preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE), schema: { tags, summary: "Deletes one of the company's merge fields (refused while used)", params: idParams } },
    async (request) => {
      await service.deleteMergeField(app.db, companyOf(request).id, parseId((request.params as { id: string }).id));
      return { data: { message: T.mergeFieldDeleted } };
    },
  );
}
