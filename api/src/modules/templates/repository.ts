// Data access of the templates module: templates and their versions, collections, labels,
// favorites and a project's chosen collection, every query scoped by the company (tenant).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType, LabelColor, TemplateDocument, TemplateSortField, TemplateView } from 'shared-contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  projectTemplateCollections,
  templateCollectionItems,
  templateCollections,
  templateFavorites,
  templateLabelLinks,
  templateLabels,
  templateVersions,
  templates,
  users,
} from '../../db/schema';
import { findCompanyRow } from '../../lib/company-rows';
import { containsPattern, selectPage } from '../../lib/lists';
import { isNameTaken } from '../../lib/name-taken';

export type TemplateRecord = typeof templates.$inferSelect;
export type TemplateVersionRecord = typeof templateVersions.$inferSelect;
export type CollectionRecord = typeof templateCollections.$inferSelect;
export type LabelRecord = typeof templateLabels.$inferSelect;
export type PersonRef = { id: number; full_name: string };

export type TemplateContent = { name: string; type: DocumentType; description: string; body: TemplateDocument; html: string };

// ---- templates -------------------------------------------------------------------------------

export type TemplateFilters = {
  search?: string;
  type?: DocumentType[];
  date_modified_from?: string | null;
  date_modified_to?: string | null;
  view?: TemplateView;
  collection_id?: number;
  label_id?: number;
  userId: number;
};

export const TEMPLATE_SORT_COLUMNS: Record<TemplateSortField, SQL | PgColumn> = {
  name: sql`lower(${templates.name})`,
  type: sql`${templates.type}`,
  updated_at: templates.updatedAt,
  created_at: templates.createdAt,
};

/** A day's start in UTC (the list's date filters name whole days). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function templateConditions(companyId: number, filters: TemplateFilters): SQL {
  const where: (SQL | undefined)[] = [eq(templates.companyId, companyId)];
  where.push(filters.view === 'archived' ? isNotNull(templates.archivedAt) : isNull(templates.archivedAt));
  if (filters.search) {
    const text = containsPattern(filters.search);
    where.push(or(ilike(templates.name, text), ilike(templates.description, text)));
  }
  if (filters.type?.length) where.push(inArray(templates.type, filters.type));
  if (filters.date_modified_from) where.push(gte(templates.updatedAt, dayStart(filters.date_modified_from)));
  if (filters.date_modified_to) where.push(lt(templates.updatedAt, nextDay(filters.date_modified_to)));
  if (filters.view === 'favorites') {
    where.push(sql`exists (select 1 from ${templateFavorites} where ${templateFavorites.templateId} = ${templates.id} and ${templateFavorites.userId} = ${filters.userId})`);
  }
  if (filters.collection_id) {
    where.push(
      sql`exists (select 1 from ${templateCollectionItems} where ${templateCollectionItems.templateId} = ${templates.id} and ${templateCollectionItems.collectionId} = ${filters.collection_id})`,
    );
  }
  if (filters.label_id) {
    where.push(sql`exists (select 1 from ${templateLabelLinks} where ${templateLabelLinks.templateId} = ${templates.id} and ${templateLabelLinks.labelId} = ${filters.label_id})`);
  }
  return and(...where)!;
}

export async function findTemplatePage(
  db: Database,
  companyId: number,
  filters: TemplateFilters,
  sort: { field: TemplateSortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: TemplateRecord[]; total: number }> {
  const where = templateConditions(companyId, filters);
  const order = sort.direction === 'desc' ? desc(TEMPLATE_SORT_COLUMNS[sort.field]) : asc(TEMPLATE_SORT_COLUMNS[sort.field]);
  return selectPage(db, templates, where, [order, desc(templates.id)], paging);
}

export function findTemplate(db: Database, companyId: number, id: number): Promise<TemplateRecord | null> {
  return findCompanyRow(db, templates, companyId, id);
}

/** The company's templates among ids (any state); the caller decides what a missing one means. */
export async function findTemplatesByIds(db: Database, companyId: number, ids: readonly number[]): Promise<TemplateRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(templates)
    .where(and(eq(templates.companyId, companyId), inArray(templates.id, [...ids])));
}

/** Whether another template of the company that is not archived has this name (case-insensitive). */
export async function isTemplateNameTaken(db: Database, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  return isNameTaken(db, templates, [eq(templates.companyId, companyId), isNull(templates.archivedAt)], name, exceptId);
}

export async function insertTemplate(db: Database, companyId: number, userId: number | null, content: TemplateContent): Promise<TemplateRecord> {
  const [row] = await db
    .insert(templates)
    .values({ companyId, ...content, version: 1, createdBy: userId, updatedBy: userId })
    .returning();
  return row;
}

/** Writes new content and bumps the version number; the caller inserts the version row. */
export async function updateTemplateContent(db: Database, id: number, userId: number | null, content: TemplateContent): Promise<TemplateRecord> {
  const [row] = await db
    .update(templates)
    .set({ ...content, version: sql`${templates.version} + 1`, updatedBy: userId, updatedAt: new Date() })
    .where(eq(templates.id, id))
    .returning();
  return row;
}

export async function setTemplateArchived(db: Database, id: number, archivedAt: Date | null): Promise<void> {
  await db.update(templates).set({ archivedAt, updatedAt: new Date() }).where(eq(templates.id, id));
}

/** The people named as authors, by id. */
export async function findPeople(db: Database, ids: readonly (number | null)[]): Promise<Map<number, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const people = new Map<number, PersonRef>();
  if (wanted.length === 0) return people;
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const r of rows) people.set(r.id, { id: r.id, full_name: `${r.first} ${r.last}`.trim() });
  return people;
}

// ---- versions --------------------------------------------------------------------------------

export async function insertVersion(db: Database, template: TemplateRecord, userId: number | null, note: string): Promise<TemplateVersionRecord> {
  const [row] = await db
    .insert(templateVersions)
    .values({
      templateId: template.id,
      number: template.version,
      name: template.name,
      type: template.type,
      description: template.description,
      body: template.body,
      html: template.html,
      note,
      createdBy: userId,
    })
    .returning();
  return row;
}

export async function findVersionPage(db: Database, templateId: number, paging: { perPage: number; offset: number }): Promise<{ rows: TemplateVersionRecord[]; total: number }> {
  return selectPage(db, templateVersions, eq(templateVersions.templateId, templateId), [desc(templateVersions.number)], paging);
}

export async function findVersion(db: Database, templateId: number, versionId: number): Promise<TemplateVersionRecord | null> {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}

// ---- what a row shows beside the template: favorites, labels, collections ----------------------

export async function findFavoriteIds(db: Database, userId: number, templateIds: readonly number[]): Promise<Set<number>> {
  if (templateIds.length === 0) return new Set();
  const rows = await db
    .select({ id: templateFavorites.templateId })
    .from(templateFavorites)
    .where(and(eq(templateFavorites.userId, userId), inArray(templateFavorites.templateId, [...templateIds])));
  return new Set(rows.map((r) => r.id));
}

export async function findLabelsOfTemplates(db: Database, templateIds: readonly number[]): Promise<Map<number, LabelRecord[]>> {
  const byTemplate = new Map<number, LabelRecord[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({ templateId: templateLabelLinks.templateId, label: templateLabels })
    .from(templateLabelLinks)
    .innerJoin(templateLabels, eq(templateLabels.id, templateLabelLinks.labelId))
    .where(inArray(templateLabelLinks.templateId, [...templateIds]))
    .orderBy(sql`lower(${templateLabels.name})`, asc(templateLabels.id));
  for (const r of rows) byTemplate.set(r.templateId, [...(byTemplate.get(r.templateId) ?? []), r.label]);
  return byTemplate;
}

/** The library collections (not a project's own) each template is in. */
export async function findCollectionsOfTemplates(db: Database, templateIds: readonly number[]): Promise<Map<number, CollectionRecord[]>> {
  const byTemplate = new Map<number, CollectionRecord[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({ templateId: templateCollectionItems.templateId, collection: templateCollections })
    .from(templateCollectionItems)
    .innerJoin(templateCollections, eq(templateCollections.id, templateCollectionItems.collectionId))
    .where(and(inArray(templateCollectionItems.templateId, [...templateIds]), isNull(templateCollections.projectId)))
    .orderBy(sql`lower(${templateCollections.name})`, asc(templateCollections.id));
  for (const r of rows) byTemplate.set(r.templateId, [...(byTemplate.get(r.templateId) ?? []), r.collection]);
  return byTemplate;
}

export async function setFavorite(db: Database, userId: number, templateId: number, favorite: boolean): Promise<void> {
  if (favorite) await db.insert(templateFavorites).values({ userId, templateId }).onConflictDoNothing();
  else await db.delete(templateFavorites).where(and(eq(templateFavorites.userId, userId), eq(templateFavorites.templateId, templateId)));
}

/** How many active templates a link table (collection items, label links) ties to each of `ids` of its `key` column. */
async function countActiveTemplates(db: Database, key: PgColumn, templateId: PgColumn, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: key, n: count() })
    .from(key.table)
    .innerJoin(templates, eq(templates.id, templateId))
    .where(and(inArray(key, ids), isNull(templates.archivedAt)))
    .groupBy(key);
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]));
}

export type LibraryGroupOptions = { search?: string; ids?: number[] };

/**
 * A company's collections or labels (`table`), by name: those among `options.ids` when given, else
 * those within `scope`; a search matches the name and returns 20 at most (else up to 1000). Each
 * comes with how many active templates it holds (an archived one is out of sight until restored),
 * counted through its link table (`key`, `templateId`).
 */
async function findLibraryGroups<T extends typeof templateCollections | typeof templateLabels>(
  db: Database,
  table: T,
  key: PgColumn,
  templateId: PgColumn,
  companyId: number,
  options: LibraryGroupOptions,
  scope?: SQL,
): Promise<(T['$inferSelect'] & { templatesCount: number })[]> {
  const where: (SQL | undefined)[] = [eq(table.companyId, companyId)];
  if (options.ids) where.push(options.ids.length ? inArray(table.id, options.ids) : sql`false`);
  else where.push(scope);
  if (options.search) where.push(ilike(table.name, containsPattern(options.search)));
  const from: PgTable = table;
  const rows = (await db
    .select()
    .from(from)
    .where(and(...where))
    .orderBy(sql`lower(${table.name})`, asc(table.id))
    .limit(options.search ? 20 : 1000)) as T['$inferSelect'][];
  const counts = await countActiveTemplates(
    db,
    key,
    templateId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, templatesCount: counts.get(r.id) ?? 0 }));
}

// ---- collections -----------------------------------------------------------------------------

export type CollectionWithCount = CollectionRecord & { templatesCount: number };

export function findCollections(db: Database, companyId: number, options: LibraryGroupOptions = {}): Promise<CollectionWithCount[]> {
  return findLibraryGroups(db, templateCollections, templateCollectionItems.collectionId, templateCollectionItems.templateId, companyId, options, isNull(templateCollections.projectId));
}

export function findCollection(db: Database, companyId: number, id: number): Promise<CollectionRecord | null> {
  return findCompanyRow(db, templateCollections, companyId, id);
}

export async function isCollectionNameTaken(db: Database, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  return isNameTaken(db, templateCollections, [eq(templateCollections.companyId, companyId), isNull(templateCollections.projectId)], name, exceptId);
}

export async function insertCollection(db: Database, companyId: number, name: string, projectId: number | null = null): Promise<CollectionRecord> {
  const [row] = await db.insert(templateCollections).values({ companyId, name, projectId }).returning();
  return row;
}

export async function renameCollection(db: Database, id: number, name: string): Promise<void> {
  await db.update(templateCollections).set({ name, updatedAt: new Date() }).where(eq(templateCollections.id, id));
}

export async function deleteCollection(db: Database, id: number): Promise<void> {
  await db.delete(templateCollections).where(eq(templateCollections.id, id));
}

export async function addCollectionItems(db: Database, collectionId: number, templateIds: readonly number[]): Promise<void> {
  const unique = [...new Set(templateIds)];
  if (unique.length) await db.insert(templateCollectionItems).values(unique.map((templateId) => ({ collectionId, templateId }))).onConflictDoNothing();
}

export async function removeCollectionItems(db: Database, collectionId: number, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length) await db.delete(templateCollectionItems).where(and(eq(templateCollectionItems.collectionId, collectionId), inArray(templateCollectionItems.templateId, [...templateIds])));
}

/** The active templates of a collection, by name. */
export async function findCollectionTemplates(db: Database, collectionId: number): Promise<TemplateRecord[]> {
  const rows = await db
    .select({ template: templates })
    .from(templateCollectionItems)
    .innerJoin(templates, eq(templates.id, templateCollectionItems.templateId))
    .where(and(eq(templateCollectionItems.collectionId, collectionId), isNull(templates.archivedAt)))
    .orderBy(sql`lower(${templates.name})`, asc(templates.id));
  return rows.map((r) => r.template);
}

// ---- labels ----------------------------------------------------------------------------------

export type LabelWithCount = LabelRecord & { templatesCount: number };

export function findLabels(db: Database, companyId: number, options: LibraryGroupOptions = {}): Promise<LabelWithCount[]> {
  return findLibraryGroups(db, templateLabels, templateLabelLinks.labelId, templateLabelLinks.templateId, companyId, options);
}

export function findLabel(db: Database, companyId: number, id: number): Promise<LabelRecord | null> {
  return findCompanyRow(db, templateLabels, companyId, id);
}

export async function isLabelNameTaken(db: Database, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  return isNameTaken(db, templateLabels, [eq(templateLabels.companyId, companyId)], name, exceptId);
}

export async function insertLabel(db: Database, companyId: number, name: string, color: LabelColor): Promise<LabelRecord> {
  const [row] = await db.insert(templateLabels).values({ companyId, name, color }).returning();
  return row;
}

export async function renameLabel(db: Database, id: number, name: string): Promise<void> {
  await db.update(templateLabels).set({ name }).where(eq(templateLabels.id, id));
}

export async function deleteLabel(db: Database, id: number): Promise<void> {
  await db.delete(templateLabels).where(eq(templateLabels.id, id));
}

export async function attachLabel(db: Database, labelId: number, templateIds: readonly number[]): Promise<void> {
  const unique = [...new Set(templateIds)];
  if (unique.length) await db.insert(templateLabelLinks).values(unique.map((templateId) => ({ labelId, templateId }))).onConflictDoNothing();
}

export async function detachLabel(db: Database, labelId: number, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length) await db.delete(templateLabelLinks).where(and(eq(templateLabelLinks.labelId, labelId), inArray(templateLabelLinks.templateId, [...templateIds])));
}

// ---- search ----------------------------------------------------------------------------------

export async function searchTemplates(db: Database, companyId: number, search: string): Promise<TemplateRecord[]> {
  return db
    .select()
    .from(templates)
    .where(and(eq(templates.companyId, companyId), isNull(templates.archivedAt), ilike(templates.name, containsPattern(search))))
    .orderBy(sql`lower(${templates.name})`, asc(templates.id))
    .limit(20);
}

// ---- a project's collection ------------------------------------------------------------------

export async function findProjectCollectionId(db: Database, projectId: number): Promise<number | null> {
  const [row] = await db.select({ id: projectTemplateCollections.collectionId }).from(projectTemplateCollections).where(eq(projectTemplateCollections.projectId, projectId)).limit(1);
  return row?.id ?? null;
}

export async function setProjectCollection(db: Database, projectId: number, collectionId: number | null): Promise<void> {
  if (collectionId === null) {
    await db.delete(projectTemplateCollections).where(eq(projectTemplateCollections.projectId, projectId));
    return;
  }
  await db
    .insert(projectTemplateCollections)
    .values({ projectId, collectionId })
    .onConflictDoUpdate({ target: projectTemplateCollections.projectId, set: { collectionId, updatedAt: new Date() } });
}
