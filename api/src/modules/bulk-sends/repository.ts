// Bulk sends: the reads and writes of bulk_sends and bulk_send_rows, and the look-ups that check a
// whole request's rows in a few queries (templates, projects, scopes, the network, vendor users).
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { FEATURES_ON_BY_DEFAULT, type BulkSendRowStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import { bulkSendRows, bulkSends, companies, companyFeatures, companyNetwork, mergeFields, projects, scopes, tasks, templates, userArchives, users } from '../../db/schema';

export type BulkSendRecord = typeof bulkSends.$inferSelect;
export type BulkSendRowRecord = typeof bulkSendRows.$inferSelect;
/** Rows inserted by one statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;
/** At most this many targets in the picker (search narrows them). */
export const TARGETS_MAX = 5000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether the company has the bulk_send feature on (a company without the switch's row has the default). */
export async function isBulkSendEnabled(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: companyFeatures.enabled })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, companyId), eq(companyFeatures.feature, 'bulk_send')));
  return row ? row.enabled : FEATURES_ON_BY_DEFAULT.includes('bulk_send');
}

export async function findCompanyTemplate(db: Database, companyId: number, templateId: number) {
  const [row] = await db
    .select({ id: templates.id, name: templates.name, type: templates.type, body: templates.body })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.companyId, companyId), isNull(templates.archivedAt)));
  return row ?? null;
}

/** The company's own merge fields (name, type, default) and nothing else. */
export const findCompanyFields = (db: Database, companyId: number) =>
  db.select({ name: mergeFields.name, type: mergeFields.type, description: mergeFields.description, defaultValue: mergeFields.defaultValue }).from(mergeFields).where(eq(mergeFields.companyId, companyId));

export async function findCompanyProjects(db: Database, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: projects.id, name: projects.name, status: projects.status, isDraft: projects.isDraft, archivedAt: projects.archivedAt })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.id, ids)));
}

/** The company's scopes among ids, with their project's status and the vendor. */
export async function findCompanyScopes(db: Database, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: scopes.id, name: scopes.name, amount: scopes.amount, projectId: scopes.projectId, projectStatus: projects.status, projectDraft: projects.isDraft, projectArchivedAt: projects.archivedAt, vendorCompanyId: scopes.vendorCompanyId })
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .where(and(eq(scopes.companyId, companyId), eq(projects.companyId, companyId), inArray(scopes.id, ids)));
}

/** Which of the ids are partners in the company's network. */
export async function findNetworkPartners(db: Database, companyId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: companyNetwork.partnerCompanyId })
    .from(companyNetwork)
    .where(and(eq(companyNetwork.companyId, companyId), inArray(companyNetwork.partnerCompanyId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The active users of the company among ids. */
export async function findActiveCompanyUsers(db: Database, companyId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), isNull(userArchives.userId)));
  return new Set(rows.map((r) => r.id));
}

const OWNER_ROLES = ['sub_owner', 'general_owner'];
/**
 * Each vendor's default external assignee: its owner (the first active one), else its first active
 * user. One query for every vendor of a request.
 */
export async function findVendorAssignees(db: Database, vendorIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (!vendorIds.length) return result;
  const rows = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(inArray(users.companyId, vendorIds), isNull(userArchives.userId), eq(users.isSuperuser, false)))
    .orderBy(asc(users.id));
  for (const row of rows) {
    if (row.companyId === null) continue;
    const current = result.get(row.companyId);
    if (current === undefined) result.set(row.companyId, row.id);
    else if (OWNER_ROLES.includes(row.role) && !rows.some((r) => r.id === current && OWNER_ROLES.includes(r.role))) result.set(row.companyId, row.id);
  }
  return result;
}

export async function insertBulkSend(
  db: Database,
  values: { companyId: number; userId: number; templateId: number; settings: Record<string, unknown>; rows: { projectId: number | null; scopeId: number | null; vendorCompanyId: number | null; mergeValues: Record<string, string> }[] },
): Promise<BulkSendRecord> {
  const [bulk] = await db
    .insert(bulkSends)
    .values({ companyId: values.companyId, userId: values.userId, templateId: values.templateId, settings: values.settings, status: 'validated', total: values.rows.length })
    .returning();
  for (let start = 0; start < values.rows.length; start += INSERT_BATCH) {
    await db.insert(bulkSendRows).values(values.rows.slice(start, start + INSERT_BATCH).map((row, i) => ({ bulkSendId: bulk.id, rowIndex: start + i, ...row })));
  }
  return bulk;
}

export async function findCompanyBulkSend(db: Database, companyId: number, id: number): Promise<BulkSendRecord | null> {
  const [row] = await db
    .select()
    .from(bulkSends)
    .where(and(eq(bulkSends.id, id), eq(bulkSends.companyId, companyId)));
  return row ?? null;
}

export async function findBulkSend(db: Database, id: number): Promise<BulkSendRecord | null> {
  const [row] = await db.select().from(bulkSends).where(eq(bulkSends.id, id));
  return row ?? null;
}

/** How many rows are in each status. */
export async function countRows(db: Database, bulkSendId: number): Promise<Record<BulkSendRowStatus, number>> {
  const rows = await db
    .select({ status: bulkSendRows.status, count: sql<number>`count(*)::int` })
    .from(bulkSendRows)
    .where(eq(bulkSendRows.bulkSendId, bulkSendId))
    .groupBy(bulkSendRows.status);
  const counts: Record<BulkSendRowStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as BulkSendRowStatus] = Number(r.count);
  return counts;
}

export async function findTemplateName(db: Database, templateId: number | null): Promise<string> {
  if (!templateId) return '';
  const [row] = await db.select({ name: templates.name }).from(templates).where(eq(templates.id, templateId));
  return row?.name ?? '';
}

/** One page of a bulk send's rows with the names of their project, scope and vendor and the task's number. */
export async function findRowPage(db: Database, bulkSendId: number, filters: { status?: string }, paging: { perPage: number; offset: number }) {
  const where = and(eq(bulkSendRows.bulkSendId, bulkSendId), filters.status ? eq(bulkSendRows.status, filters.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        row: bulkSendRows,
        projectName: projects.name,
        scopeName: scopes.name,
        vendorName: companies.name,
        taskNumber: tasks.number,
      })
      .from(bulkSendRows)
      .leftJoin(projects, eq(projects.id, bulkSendRows.projectId))
      .leftJoin(scopes, eq(scopes.id, bulkSendRows.scopeId))
      .leftJoin(companies, eq(companies.id, bulkSendRows.vendorCompanyId))
      .leftJoin(tasks, eq(tasks.id, bulkSendRows.taskId))
      .where(where)
      .orderBy(asc(bulkSendRows.rowIndex))
      .limit(paging.perPage)
      .offset(paging.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bulkSendRows).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function findRow(db: Database, bulkSendId: number, rowId: number): Promise<BulkSendRowRecord | null> {
  const [row] = await db
    .select()
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), eq(bulkSendRows.id, rowId)));
  return row ?? null;
}

export const findRowIds = async (db: Database, bulkSendId: number, status: BulkSendRowStatus) =>
  (
    await db
      .select({ id: bulkSendRows.id })
      .from(bulkSendRows)
      .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), eq(bulkSendRows.status, status)))
      .orderBy(asc(bulkSendRows.rowIndex))
  ).map((r) => r.id);

/** The network's vendors by name (vendor targets). */
export async function findVendorTargets(db: Database, companyId: number, search?: string) {
  const conditions: SQL[] = [eq(companyNetwork.companyId, companyId)];
  if (search) conditions.push(ilike(companies.name, `%${escapeLike(search)}%`));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companyNetwork)
    .innerJoin(companies, eq(companies.id, companyNetwork.partnerCompanyId))
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(TARGETS_MAX);
}

/** The scopes with a vendor of the company's active projects (scope targets), by scope, project or vendor name. */
export async function findScopeTargets(db: Database, companyId: number, filters: { search?: string; projectId?: number }) {
  const conditions: (SQL | undefined)[] = [eq(scopes.companyId, companyId), eq(projects.companyId, companyId), eq(projects.status, 'active'), eq(projects.isDraft, false), isNull(projects.archivedAt), isNotNull(scopes.vendorCompanyId)];
  if (filters.projectId) conditions.push(eq(scopes.projectId, filters.projectId));
  if (filters.search) {
    const like = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(scopes.name, like), ilike(projects.name, like), ilike(companies.name, like)));
  }
  return db
    .select({ id: scopes.id, name: scopes.name, projectId: projects.id, projectName: projects.name, vendorCompanyId: scopes.vendorCompanyId, vendorName: companies.name })
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .innerJoin(companies, eq(companies.id, scopes.vendorCompanyId))
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(scopes.name), asc(scopes.id))
    .limit(TARGETS_MAX);
}
