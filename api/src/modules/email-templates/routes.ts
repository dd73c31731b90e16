// Settings > Email Templates (SettingEmailTemplates): settings/email-template/* of 000 section 7.
// Subject and body are checked against the merge fields a mail may use ('Invalid merge field: {msg}.');
// a template with a system mail key words that mail for the company (lib/company-mail.ts).
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  SETTINGS_TEMPLATES_MESSAGES as T,
  SYSTEM_MAIL_KEYS,
  VALIDATION_MESSAGES as M,
  emailTemplateSchema,
  yup,
  type EmailTemplate,
  type EmailTemplateInput,
  type SystemMailKey,
  rules,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { notFound, validationFailed } from '../../lib/http-error';
import { containsPattern, toPage } from '../../lib/lists';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { companyOf } from '../../plugins/app/guards';
import { templatesGate, templatesWrite } from '../../plugins/app/settings-gates';
import { findKnownNames } from '../merge-fields';

const tags = ['email-templates'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
type Row = typeof emailTemplates.$inferSelect;

const listSchema = yup.object({
  page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  per_page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  search: rules.queryText(),
});

const toEmailTemplate = (row: Row): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  mail_key: (row.mailKey as SystemMailKey | null) ?? null,
  mail_key_label: row.mailKey ? (SYSTEM_MAIL_KEYS[row.mailKey as SystemMailKey]?.label ?? row.mailKey) : null,
  updated_at: row.updatedAt.toISOString(),
});

async function findOwnOrFail(db: Database, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

async function validateTemplate(db: Database, companyId: number, body: unknown, exceptId: number | null): Promise<EmailTemplateInput> {
  const input = await validateInput(emailTemplateSchema(await findKnownNames(db, companyId, 'mail')), body);
  const errors: Record<string, string[]> = {};
  const others = (extra: ReturnType<typeof eq>) => and(eq(emailTemplates.companyId, companyId), extra, exceptId ? ne(emailTemplates.id, exceptId) : undefined);
  const [sameName] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(others(eq(sql`lower(${emailTemplates.name})`, input.name.trim().toLowerCase())))
    .limit(1);
  if (sameName) errors.name = [M.unique('name')];
  if (input.mail_key) {
    const [sameKey] = await db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(others(eq(emailTemplates.mailKey, input.mail_key)))
      .limit(1);
    if (sameKey) errors.mail_key = [M.unique('system e-mail')];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return input;
}

const toValues = (input: EmailTemplateInput) => ({ name: input.name.trim(), subject: input.subject.trim(), body: input.body, mailKey: input.mail_key ?? null });

export default async function emailTemplatesModule(app: FastifyInstance) {
  app.get('/settings/email-template/list', { preHandler: templatesGate, schema: { tags, summary: "The company's e-mail templates (paged, search)" } }, async (request) => {
    const query = await validateInput(listSchema, request.query);
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const companyId = companyOf(request).id;
    const where = and(
      eq(emailTemplates.companyId, companyId),
      query.search ? or(ilike(emailTemplates.name, containsPattern(query.search)), ilike(emailTemplates.subject, containsPattern(query.search))) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      app.db
        .select()
        .from(emailTemplates)
        .where(where)
        .orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id))
        .limit(perPage)
        .offset(offset),
      app.db.select({ n: count() }).from(emailTemplates).where(where),
    ]);
    const total = Number(n);
    return toPage(rows.map(toEmailTemplate), total, { page, perPage });
  });

  app.get('/settings/email-template/show/:id', { preHandler: templatesGate, schema: { tags, summary: 'One e-mail template', params: idParams } }, async (request) => ({
    data: toEmailTemplate(await findOwnOrFail(app.db, companyOf(request).id, parseId((request.params as { id: string }).id))),
  }));

  app.post('/settings/email-template/create', { preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE), schema: { tags, summary: 'Creates an e-mail template' } }, async (request) => {
    const companyId = companyOf(request).id;
    const input = await validateTemplate(app.db, companyId, request.body, null);
    const [row] = await app.db
      .insert(emailTemplates)
      .values({ companyId, ...toValues(input) })
      .returning();
    return { data: toEmailTemplate(row), message: T.emailTemplateCreated };
  });

  app.post(
    '/settings/email-template/edit/:id',
    { preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT), schema: { tags, summary: 'Saves an e-mail template', params: idParams } },
    async (request) => {
      const companyId = companyOf(request).id;
      const existing = await findOwnOrFail(app.db, companyId, parseId((request.params as { id: string }).id));
      const input = await validateTemplate(app.db, companyId, request.body, existing.id);
      const [row] = await app.db
        .update(emailTemplates)
        .set({ ...toValues(input), updatedAt: new Date() })
        .where(eq(emailTemplates.id, existing.id))
        .returning();
      return { data: toEmailTemplate(row), message: T.emailTemplateSaved };
    },
  );

  app.post(
    '/settings/email-template/delete/:id',
    { preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE), schema: { tags, summary: 'Deletes an e-mail template', params: idParams } },
    async (request) => {
      const existing = await findOwnOrFail(app.db, companyOf(request).id, parseId((request.params as { id: string }).id));
      await app.db.delete(emailTemplates).where(eq(emailTemplates.id, existing.id));
      return { data: { message: T.emailTemplateDeleted } };
    },
  );
}
