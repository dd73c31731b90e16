// Document naming (Settings > Project > Document Naming): the pattern generated document names follow,
// with merge fields, and its preview with sample values. GET settings/company/document-name,
// GET .../preview (?pattern= for an unsaved pattern), POST .../edit. The project settings gate
// (PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT, which saving needs) like the rest of the Project group.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_DOCUMENT_NAME_PATTERN,
  PERMISSIONS,
  SETTINGS_TEMPLATES_MESSAGES as T,
  buildMergeFieldSamples,
  documentNameSchema,
  renderDocumentName,
  type DocumentNameSetting,
  type MergeFieldType,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { documentNameSettings } from '../../db/schema';
import { validateInput } from '../../lib/validate';
import { companyOf } from '../../plugins/app/guards';
import { projectSettingsGate, projectSettingsWrite } from '../../plugins/app/settings-gates';
import { findCompanyMergeFields, findKnownNames } from '../merge-fields';

const tags = ['document-name'];

async function renderPreview(db: Database, company: { id: number; name: string }, pattern: string): Promise<string> {
  const own = await findCompanyMergeFields(db, company.id);
  const samples = buildMergeFieldSamples(own.map((f) => ({ name: f.name, type: f.type as MergeFieldType, default_value: f.defaultValue })));
  return renderDocumentName(pattern, { ...samples, 'company.name': company.name });
}

async function findSetting(db: Database, company: { id: number; name: string }): Promise<DocumentNameSetting> {
  const [row] = await db.select().from(documentNameSettings).where(eq(documentNameSettings.companyId, company.id)).limit(1);
  const pattern = row?.pattern ?? DEFAULT_DOCUMENT_NAME_PATTERN;
  return { pattern, is_default: !row, preview: await renderPreview(db, company, pattern) };
}

export default async function documentNameModule(app: FastifyInstance) {
  const base = '/settings/company/document-name';
  const schemaFor = async (companyId: number) => documentNameSchema(await findKnownNames(app.db, companyId, 'document_name'));

  app.get(base, { preHandler: projectSettingsGate, schema: { tags, summary: 'The document naming pattern and its preview' } }, async (request) => ({
    data: await findSetting(app.db, companyOf(request)),
  }));

  app.get(`${base}/preview`, { preHandler: projectSettingsGate, schema: { tags, summary: 'Preview of a pattern (?pattern=, default the saved one) with sample values' } }, async (request) => {
    const company = companyOf(request);
    const query = request.query as { pattern?: unknown };
    if (query.pattern === undefined) return { data: { preview: (await findSetting(app.db, company)).preview } };
    const { pattern } = await validateInput(await schemaFor(company.id), { pattern: query.pattern });
    return { data: { preview: await renderPreview(app.db, company, pattern) } };
  });

  app.post(`${base}/edit`, { preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT), schema: { tags, summary: 'Saves the document naming pattern' } }, async (request) => {
    const company = companyOf(request);
    const { pattern } = await validateInput(await schemaFor(company.id), request.body);
    const value = pattern.trim();
    await app.db
      .insert(documentNameSettings)
      .values({ companyId: company.id, pattern: value })
      .onConflictDoUpdate({ target: documentNameSettings.companyId, set: { pattern: value, updatedAt: new Date() } });
    return { data: await findSetting(app.db, company), message: T.documentNameSaved };
  });
}
