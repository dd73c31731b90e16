// Projects queries, always scoped by company: the projects (own, and external ones in which the
// company is the vendor of a scope), the company stage and owner-type lists, and the project
// activity log (every change to a project, its team, scopes and approvals).
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectOwnership, ProjectSortField, ProjectView } from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { companies, projectActivity, projectCounts, projectOwnerTypes, projectStages, projects, scopes, userArchives, users } from '../../db/schema';
import { containsPattern } from '../../lib/lists';

// ---- activity ---------------------------------------------------------------------------------

export type ProjectActivityInput = {
  projectId: number;
  companyId: number;
  /** Who did it; null for the system (a job, the seed). */
  userId: number | null;
  /** What happened, `<subject>.<verb>`: project.created, team.users_added, scope.approved, ... */
  action: string;
  subjectType?: string | null;
  subjectId?: number | null;
  /** What the activity list shows beside the action (names, changed fields, a reason). */
  details?: Record<string, unknown>;
};

/** Appends one activity row; pass the transaction handle when the change runs in one. */
export async function recordProjectActivity(db: Database, input: ProjectActivityInput): Promise<void> {
  await db.insert(projectActivity).values({
    projectId: input.projectId,
    companyId: input.companyId,
    userId: input.userId,
    action: input.action,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    details: input.details ?? {},
  });
}

export type ActivityFilters = { action?: string[]; user_id?: number; date_from?: string; date_to?: string };
export type ActivitySort = { field: 'created_at' | 'action' | 'user'; direction: 'asc' | 'desc' };

const activityUserName = sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

export async function findActivityPage(db: Database, projectId: number, filters: ActivityFilters, sort: ActivitySort, paging: { perPage: number; offset: number } | null) {
  const where: SQL[] = [eq(projectActivity.projectId, projectId)];
  if (filters.action?.length) where.push(inArray(projectActivity.action, filters.action));
  if (filters.user_id) where.push(eq(projectActivity.userId, filters.user_id));
  // Dates are the caller's calendar days in UTC, both ends inclusive.
  if (filters.date_from) where.push(gte(projectActivity.createdAt, new Date(`${filters.date_from}T00:00:00Z`)));
  if (filters.date_to) where.push(sql`${projectActivity.createdAt} < (${filters.date_to}::date + 1)`);
  const dir = sort.direction === 'asc' ? asc : desc;
  const order = sort.field === 'action' ? dir(projectActivity.action) : sort.field === 'user' ? dir(activityUserName) : dir(projectActivity.createdAt);
  const base = db
    .select({ activity: projectActivity, userFullName: activityUserName })
    .from(projectActivity)
    .leftJoin(users, eq(users.id, projectActivity.userId))
    .where(and(...where))
    .orderBy(order, dir(projectActivity.id));
  const rows = paging ? await base.limit(paging.perPage).offset(paging.offset) : await base;
  const [{ total }] = paging ? await db.select({ total: count() }).from(projectActivity).where(and(...where)) : [{ total: rows.length }];
  return { rows, total };
}

// ---- company lists ----------------------------------------------------------------------------

type ListTable = typeof projectStages | typeof projectOwnerTypes;

/** Seeds the company's list with the defaults the first time it is read (DOMAIN 3); a no-op once it has rows. */
async function ensureList(db: Database, table: ListTable, companyId: number, defaults: readonly string[]) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.companyId, companyId)).limit(1);
  if (row) return;
  await db
    .insert(table)
    .values(defaults.map((name) => ({ companyId, name })))
    .onConflictDoNothing();
}

export async function findList(db: Database, table: ListTable, companyId: number, defaults: readonly string[]) {
  await ensureList(db, table, companyId, defaults);
  return db.select({ id: table.id, name: table.name }).from(table).where(eq(table.companyId, companyId)).orderBy(asc(table.id));
}

export async function findListItem(db: Database, table: ListTable, companyId: number, id: number) {
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.companyId, companyId), eq(table.id, id))).limit(1);
  return row ?? null;
}

/** The entry with this name in any letter case, if any. */
export async function findListItemByName(db: Database, table: ListTable, companyId: number, name: string) {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.companyId, companyId), sql`lower(${table.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

/** Inserts the name; null when it exists already (a concurrent insert of the same name). */
export async function insertListItem(db: Database, table: ListTable, companyId: number, name: string) {
  const [row] = await db.insert(table).values({ companyId, name }).onConflictDoNothing().returning({ id: table.id, name: table.name });
  return row ?? null;
}

export { projectStages as stageTable, projectOwnerTypes as ownerTypeTable };

// ---- projects ---------------------------------------------------------------------------------

export type ProjectFilters = {
  search?: string;
  view?: ProjectView;
  ownership?: ProjectOwnership;
  project_name?: string;
  company_name?: string;
  owner_name?: string;
  stage?: string[];
  start_from?: string;
  start_to?: string;
  end_from?: string;
  end_to?: string;
  project_manager?: string;
  is_draft?: boolean;
};
export type ProjectSort = { field: ProjectSortField; direction: 'asc' | 'desc' };

const managerName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/** The columns of a project row: the project, its owner company, owner type and manager. */
const rowColumns = {
  project: projects,
  companyName: companies.name,
  ownerTypeName: projectOwnerTypes.name,
  managerFirstName: users.firstName,
  managerLastName: users.lastName,
  managerPhone: users.phone,
  managerEmail: users.email,
};
export type ProjectRecord = {
  project: typeof projects.$inferSelect;
  companyName: string;
  ownerTypeName: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerPhone: string | null;
  managerEmail: string | null;
};

/** A project of another company in which `companyId` is the vendor of a scope (an external project). */
const vendorOf = (companyId: number) =>
  exists(
    sql`(select 1 from ${scopes} where ${scopes.projectId} = ${projects.id} and ${scopes.vendorCompanyId} = ${companyId})`,
  );

/** What `companyId` may see: its own projects, and the external ones (not drafts). */
function visibleTo(companyId: number, ownership: ProjectOwnership = 'all', hasExternal = true): SQL {
  const own = eq(projects.companyId, companyId);
  // Without any scope of another company for it, its own projects are all it sees: the plain
  // condition lets the list read projects_company_status_created_idx in order.
  if (!hasExternal && ownership !== 'external') return own;
  const external = and(ne(projects.companyId, companyId), eq(projects.isDraft, false), vendorOf(companyId))!;
  if (ownership === 'own') return own;
  if (ownership === 'external') return external;
  return or(own, external)!;
}

function filtersOf(companyId: number, f: ProjectFilters, hasExternal = true): SQL[] {
  const where: SQL[] = [visibleTo(companyId, f.ownership, hasExternal), eq(projects.status, f.view === 'archived' ? 'archived' : 'active')];
  if (f.search) where.push(or(ilike(projects.name, containsPattern(f.search)), ilike(sql`coalesce(${projects.internalNumber}, '')`, containsPattern(f.search)))!);
  if (f.project_name) where.push(ilike(projects.name, containsPattern(f.project_name)));
  if (f.company_name) where.push(ilike(companies.name, containsPattern(f.company_name)));
  if (f.owner_name) where.push(ilike(projectOwnerTypes.name, containsPattern(f.owner_name)));
  if (f.stage?.length) where.push(inArray(projects.stage, f.stage));
  if (f.start_from) where.push(gte(projects.estimatedStartDate, f.start_from));
  if (f.start_to) where.push(lte(projects.estimatedStartDate, f.start_to));
  if (f.end_from) where.push(gte(projects.estimatedEndDate, f.end_from));
  if (f.end_to) where.push(lte(projects.estimatedEndDate, f.end_to));
  if (f.project_manager) where.push(or(ilike(managerName, containsPattern(f.project_manager)), ilike(users.email, containsPattern(f.project_manager)))!);
  if (f.is_draft !== undefined) where.push(eq(projects.isDraft, f.is_draft));
  return where;
}

const NOT_NULL_SORT_FIELDS = new Set<ProjectSortField>(['name', 'stage', 'created_at']);

function orderOf(sort: ProjectSort): SQL[] {
  const dir = sort.direction === 'desc' ? desc : asc;
  const column = {
    name: projects.name,
    internal_number: projects.internalNumber,
    owner: projectOwnerTypes.name,
    stage: projects.stage,
    estimated_start_date: projects.estimatedStartDate,
    estimated_end_date: projects.estimatedEndDate,
    // The manager's first and last name as stored on the project (migration 0009), not joined.
    manager: projects.managerName,
    company_name: companies.name,
    created_at: projects.createdAt,
  }[sort.field];
  // The id keeps pages stable. Empty values come last either way (`nulls last`, which the indexes of
  // migration 0009 are built in); columns that are never empty need no null order, so the default
  // order (created_at) reads projects_company_status_created_idx either way.
  if (NOT_NULL_SORT_FIELDS.has(sort.field)) return [dir(column), dir(projects.id)];
  return [sql`${column} ${sql.raw(sort.direction === 'desc' ? 'desc' : 'asc')} nulls last`, dir(projects.id)];
}

const joined = (db: Database) =>
  db
    .select(rowColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectOwnerTypes, eq(projectOwnerTypes.id, projects.ownerTypeId))
    .leftJoin(users, eq(users.id, projects.managerId));

/** Whether a scope of another company's project names `companyId` as its vendor (it may have external projects). */
const hasExternalScopes = (companyId: number) =>
  sql<boolean>`exists (select 1 from ${scopes} where ${scopes.vendorCompanyId} = ${companyId} and ${scopes.companyId} <> ${companyId})`;

/** Whether the filters narrow the list beyond its view (active or archived) and ownership. */
function narrows(filters: ProjectFilters): boolean {
  const { view: _view, ownership: _ownership, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0));
}

/**
 * The list's total, and (when asked) whether the company may have external projects, in one
 * statement. Only its own projects, unfiltered: the stored count of project_counts (kept by the
 * triggers of migration 0009), one row; otherwise a count that joins only the tables a filter reads.
 */
async function countProjects(db: Database, companyId: number, filters: ProjectFilters, where: SQL | undefined, ownOnly: boolean, askExternal: boolean) {
  const external = askExternal ? hasExternalScopes(companyId) : sql<boolean>`false`;
  if (ownOnly && !narrows(filters)) {
    const status = filters.view === 'archived' ? 'archived' : 'active';
    const result = await db.execute(sql`select
      coalesce((select ${projectCounts.total} from ${projectCounts} where ${projectCounts.companyId} = ${companyId} and ${projectCounts.status} = ${status}), 0) as total,
      ${external} as has_external`);
    const [row] = rowsOf<{ total: number | string; has_external: boolean }>(result);
    return { total: Number(row.total), hasExternal: row.has_external === true };
  }
  let counted = db.select({ total: count(), hasExternal: external }).from(projects).$dynamic();
  if (filters.company_name) counted = counted.innerJoin(companies, eq(companies.id, projects.companyId));
  if (filters.owner_name) counted = counted.leftJoin(projectOwnerTypes, eq(projectOwnerTypes.id, projects.ownerTypeId));
  if (filters.project_manager) counted = counted.leftJoin(users, eq(users.id, projects.managerId));
  const [row] = await counted.where(where);
  return { total: Number(row.total), hasExternal: row.hasExternal === true };
}

export async function findProjectPage(db: Database, companyId: number, filters: ProjectFilters, sort: ProjectSort, paging: { perPage: number; offset: number }) {
  const read = async (hasExternal: boolean, askExternal: boolean) => {
    const where = and(...filtersOf(companyId, filters, hasExternal));
    const ownOnly = filters.ownership === 'own' || (filters.ownership !== 'external' && !hasExternal);
    const [rows, counted] = await Promise.all([
      joined(db)
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(paging.perPage)
        .offset(paging.offset) as Promise<ProjectRecord[]>,
      countProjects(db, companyId, filters, where, ownOnly, askExternal),
    ]);
    return { rows, total: counted.total, hasExternal: counted.hasExternal };
  };
  // 'all' is read as the company's own projects, with whether another company's scope names it as a
  // vendor asked beside the total (one round trip); only a company that is such a vendor is read again
  // with its external projects. `external`: the page may show other companies' projects.
  if (filters.ownership === 'own') {
    const { rows, total } = await read(false, false);
    return { rows, total, external: false };
  }
  if (filters.ownership === 'external') {
    const { rows, total } = await read(true, false);
    return { rows, total, external: true };
  }
  const first = await read(false, true);
  if (!first.hasExternal) return { rows: first.rows, total: first.total, external: false };
  const { rows, total } = await read(true, false);
  return { rows, total, external: true };
}

/** One project `companyId` may see (own or external), or null (another company's: a 404). */
export async function findVisibleProject(db: Database, companyId: number, projectId: number): Promise<ProjectRecord | null> {
  const [row] = await joined(db)
    .where(and(eq(projects.id, projectId), visibleTo(companyId)))
    .limit(1);
  return row ?? null;
}

/** Ids and names for a select: visible, not archived, by name. */
export async function findProjectNames(db: Database, companyId: number, search: string | undefined, limit: number) {
  const where: SQL[] = [visibleTo(companyId), eq(projects.status, 'active')];
  if (search) where.push(ilike(projects.name, containsPattern(search)));
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(...where))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(limit);
}

/** Whether another project of the company has this internal number (any letter case). */
export async function isInternalNumberTaken(db: Database, companyId: number, internalNumber: string, exceptProjectId?: number) {
  const where: SQL[] = [eq(projects.companyId, companyId), sql`lower(${projects.internalNumber}) = lower(${internalNumber})`];
  if (exceptProjectId) where.push(ne(projects.id, exceptProjectId));
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(...where))
    .limit(1);
  return !!row;
}

/** An active (not archived) employee of the company. */
export async function isActiveEmployee(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(userArchives.userId)))
    .limit(1);
  return !!row;
}

export type ProjectValues = Omit<typeof projects.$inferInsert, 'id' | 'createdAt'>;

export async function insertProject(db: Database, values: ProjectValues) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row.id;
}

export async function updateProjectRow(db: Database, companyId: number, projectId: number, values: Partial<ProjectValues>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
}

/** The project search row (global search): the company's own projects, not archived. */
export async function searchProjects(db: Database, companyId: number, search: string, paging: { perPage: number; offset: number }) {
  const where = and(
    visibleTo(companyId),
    eq(projects.status, 'active'),
    or(ilike(projects.name, containsPattern(search)), ilike(sql`coalesce(${projects.internalNumber}, '')`, containsPattern(search)))!,
  );
  const rows = await joined(db)
    .where(where)
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  const [{ total }] = await db.select({ total: count() }).from(projects).where(where);
  return { rows, total };
}

/** The projects of a company (demo data): by name. */
export async function findCompanyProjectIds(db: Database, companyId: number) {
  return db.select({ id: projects.id, name: projects.name, stage: projects.stage }).from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id));
}
