// Settings > Company Types (SettingCompanyTypes, /settings/project/commitment-types): the company's
// commitment/company types with an enabled flag. settings/company/company-type (GET; POST create,
// edit, delete) needs the company types gate (account_configuration.edit); .../enabled is what the projects module reads,
// open to any user of the company.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PERMISSIONS, SETTINGS_TEMPLATES_MESSAGES as T, VALIDATION_MESSAGES as M, companyTypeSchema, type CompanyTypeInput, type CompanyTypeRow } from 'shared-contract';
import type { Database } from '../../db/client';
import { companyTypes } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { parseId, validateInput } from '../../lib/validate';
import { companyOf, requireCompany } from '../../plugins/app/guards';
import { companyTypesGate, companyTypesWrite } from '../../plugins/app/settings-gates';

const tags = ['company-types'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
type Row = typeof companyTypes.$inferSelect;

const toCompanyType = (row: Row): CompanyTypeRow => ({ id: row.id, name: row.name, enabled: row.enabled });

const findAll = (db: Database, companyId: number, onlyEnabled = false) =>
  db
    .select()
    .from(companyTypes)
    .where(and(eq(companyTypes.companyId, companyId), onlyEnabled ? eq(companyTypes.enabled, true) : undefined))
    .orderBy(asc(sql`lower(${companyTypes.name})`), asc(companyTypes.id));

async function findOwnOrFail(db: Database, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(companyTypes).where(eq(companyTypes.id, id)).limit(1);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

async function validateCompanyType(db: Database, companyId: number, body: unknown, exceptId: number | null): Promise<CompanyTypeInput> {
  const input = await validateInput(companyTypeSchema, body);
  const [same] = await db
    .select({ id: companyTypes.id })
    .from(companyTypes)
    .where(and(eq(companyTypes.companyId, companyId), eq(sql`lower(${companyTypes.name})`, input.name.trim().toLowerCase()), exceptId ? ne(companyTypes.id, exceptId) : undefined))
    .limit(1);
  if (same) throw fieldError('name', M.unique('name'));
  return input;
}

export default async function companyTypesModule(app: FastifyInstance) {
  const base = '/settings/company/company-type';

  app.get(base, { preHandler: companyTypesGate, schema: { tags, summary: "The company's company types" } }, async (request) => ({
    data: (await findAll(app.db, companyOf(request).id)).map(toCompanyType),
  }));

  app.get(`${base}/enabled`, { preHandler: requireCompany, schema: { tags, summary: 'The enabled company types (read by projects)' } }, async (request) => ({
    data: (await findAll(app.db, companyOf(request).id, true)).map(toCompanyType),
  }));

  app.post(`${base}/create`, { preHandler: companyTypesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE), schema: { tags, summary: 'Creates a company type' } }, async (request) => {
    const companyId = companyOf(request).id;
    const input = await validateCompanyType(app.db, companyId, request.body, null);
    const [row] = await app.db
      .insert(companyTypes)
      .values({ companyId, name: input.name.trim(), enabled: input.enabled ?? true })
      .returning();
    return { data: toCompanyType(row), message: T.companyTypeCreated };
  });

  app.post(`${base}/edit/:id`, { preHandler: companyTypesGate, schema: { tags, summary: 'Saves a company type (name, enabled)', params: idParams } }, async (request) => {
    const companyId = companyOf(request).id;
    const existing = await findOwnOrFail(app.db, companyId, parseId((request.params as { id: string }).id));
    const input = await validateCompanyType(app.db, companyId, request.body, existing.id);
    const [row] = await app.db
      .update(companyTypes)
      .set({ name: input.name.trim(), enabled: (request.body as { enabled?: unknown }).enabled === undefined ? existing.enabled : input.enabled, updatedAt: new Date() })
      .where(eq(companyTypes.id, existing.id))
      .returning();
    return { data: toCompanyType(row), message: T.companyTypeSaved };
  });

  app.post(
    `${base}/delete/:id`,
    { preHandler: companyTypesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE), schema: { tags, summary: 'Deletes a company type', params: idParams } },
    async (request) => {
      const existing = await findOwnOrFail(app.db, companyOf(request).id, parseId((request.params as { id: string }).id));
      await app.db.delete(companyTypes).where(eq(companyTypes.id, existing.id));
      return { data: { message: T.companyTypeDeleted } };
    },
  );
}
