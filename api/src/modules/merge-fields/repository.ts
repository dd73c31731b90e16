// Data access of merge fields: the system rows (company_id null) kept equal to SYSTEM_MERGE_FIELDS,
// and each company's own rows; the paged list filters, sorts and pages in SQL. Also the company's
// texts that may use a field (e-mail templates, the document naming pattern, template bodies and
// their versions), read and renamed in.
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { SYSTEM_MERGE_FIELDS, type MergeFieldOrigin, type MergeFieldSortField } from 'shared-contract';
import type { Database } from '../../db/client';
import { documentNameSettings, emailTemplates, mergeFields, templateVersions, templates } from '../../db/schema';
import { containsPattern, selectPage } from '../../lib/lists';

export type MergeFieldRow = typeof mergeFields.$inferSelect;

/** Inserts missing system fields and brings changed ones up to date (ids stay stable). */
export async function ensureSystemMergeFields(db: Database): Promise<void> {
  const existing = await db.select().from(mergeFields).where(isNull(mergeFields.companyId));
  for (const field of SYSTEM_MERGE_FIELDS) {
    const row = existing.find((r) => r.name === field.name);
    const values = { type: field.type, description: field.description, defaultValue: '', isSystem: true, usage: field.usage };
    if (!row) {
      await db
        .insert(mergeFields)
        .values({ companyId: null, name: field.name, ...values })
        .onConflictDoNothing();
    } else if (row.type !== field.type || row.description !== field.description || row.usage !== field.usage || !row.isSystem) {
      await db.update(mergeFields).set(values).where(eq(mergeFields.id, row.id));
    }
  }
}

/** Rows a company sees: the system ones and its own. */
const visibleTo = (companyId: number) => or(isNull(mergeFields.companyId), eq(mergeFields.companyId, companyId))!;

export type MergeFieldFilters = { search?: string; type?: string; origin?: MergeFieldOrigin };

function filterConditions(companyId: number, filters: MergeFieldFilters): SQL {
  const where: (SQL | undefined)[] = [visibleTo(companyId)];
  if (filters.search) where.push(or(ilike(mergeFields.name, containsPattern(filters.search)), ilike(mergeFields.description, containsPattern(filters.search))));
  if (filters.type) where.push(eq(mergeFields.type, filters.type));
  if (filters.origin === 'system') where.push(eq(mergeFields.isSystem, true));
  if (filters.origin === 'company') where.push(eq(mergeFields.isSystem, false));
  return and(...where)!;
}

export async function findMergeFieldPage(
  db: Database,
  companyId: number,
  filters: MergeFieldFilters,
  sort: { field: MergeFieldSortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: MergeFieldRow[]; total: number }> {
  const where = filterConditions(companyId, filters);
  const dir = sort.direction === 'desc' ? desc : asc;
  const byName = dir(sql`lower(${mergeFields.name})`);
  const order =
    sort.field === 'type'
      ? [dir(mergeFields.type), asc(sql`lower(${mergeFields.name})`)]
      : sort.field === 'origin'
        ? [dir(mergeFields.isSystem), asc(sql`lower(${mergeFields.name})`)]
        : [byName];
  return selectPage(db, mergeFields, where, [...order, asc(mergeFields.id)], paging);
}

/** System rows first, then the company's, each by name. */
export const findVisibleMergeFields = (db: Database, companyId: number, filters: MergeFieldFilters = {}, limit?: number) => {
  const query = db
    .select()
    .from(mergeFields)
    .where(filterConditions(companyId, filters))
    .orderBy(desc(mergeFields.isSystem), asc(sql`lower(${mergeFields.name})`));
  return limit ? query.limit(limit) : query;
};

export const findCompanyMergeFields = (db: Database, companyId: number) =>
  db
    .select()
    .from(mergeFields)
    .where(eq(mergeFields.companyId, companyId))
    .orderBy(asc(sql`lower(${mergeFields.name})`));

export async function findMergeField(db: Database, id: number): Promise<MergeFieldRow | null> {
  const [row] = await db.select().from(mergeFields).where(eq(mergeFields.id, id)).limit(1);
  return row ?? null;
}

/** Whether the name is taken by a system field or another of the company's fields (any case). */
export async function isMergeFieldNameTaken(db: Database, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  const where = [visibleTo(companyId), eq(sql`lower(${mergeFields.name})`, name.toLowerCase())];
  if (exceptId) where.push(ne(mergeFields.id, exceptId));
  const [row] = await db
    .select({ id: mergeFields.id })
    .from(mergeFields)
    .where(and(...where))
    .limit(1);
  return !!row;
}

export type MergeFieldValues = { name: string; type: string; description: string; defaultValue: string };

export async function insertMergeField(db: Database, companyId: number, values: MergeFieldValues): Promise<MergeFieldRow> {
  const [row] = await db
    .insert(mergeFields)
    .values({ companyId, ...values, isSystem: false, usage: 'all' })
    .returning();
  return row;
}

export async function updateMergeField(db: Database, id: number, values: MergeFieldValues): Promise<MergeFieldRow> {
  const [row] = await db
    .update(mergeFields)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mergeFields.id, id))
    .returning();
  return row;
}

export async function deleteMergeField(db: Database, id: number): Promise<void> {
  await db.delete(mergeFields).where(eq(mergeFields.id, id));
}

// The texts a company's merge fields may appear in.
export const findEmailTemplateTexts = (db: Database, companyId: number) => db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));

export async function findDocumentNamePattern(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db.select().from(documentNameSettings).where(eq(documentNameSettings.companyId, companyId));
  return row?.pattern ?? null;
}

export async function updateEmailTemplateText(db: Database, id: number, text: { subject: string; body: string }): Promise<void> {
  await db
    .update(emailTemplates)
    .set({ ...text, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id));
}

export async function updateDocumentNamePattern(db: Database, companyId: number, pattern: string): Promise<void> {
  await db.update(documentNameSettings).set({ pattern, updatedAt: new Date() }).where(eq(documentNameSettings.companyId, companyId));
}

/** The company's template bodies (archived ones too) whose JSON mentions the text; the caller checks exactly. */
export const findTemplateBodiesMentioning = (db: Database, companyId: number, text: string) =>
  db
    .select({ id: templates.id, name: templates.name, body: templates.body })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), ilike(sql`${templates.body}::text`, containsPattern(text))))
    .orderBy(sql`lower(${templates.name})`, asc(templates.id));

/** The saved versions of the company's templates whose JSON mentions the text. */
export const findTemplateVersionBodiesMentioning = (db: Database, companyId: number, text: string) =>
  db
    .select({ id: templateVersions.id, body: templateVersions.body })
    .from(templateVersions)
    .where(
      and(
        inArray(templateVersions.templateId, db.select({ id: templates.id }).from(templates).where(eq(templates.companyId, companyId))),
        ilike(sql`${templateVersions.body}::text`, containsPattern(text)),
      ),
    );

export async function updateTemplateBody(db: Database, id: number, body: unknown, html: string): Promise<void> {
  await db.update(templates).set({ body, html }).where(eq(templates.id, id));
}

export async function updateTemplateVersionBody(db: Database, id: number, body: unknown, html: string): Promise<void> {
  await db.update(templateVersions).set({ body, html }).where(eq(templateVersions.id, id));
}
