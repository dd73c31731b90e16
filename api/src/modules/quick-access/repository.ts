// Documents a company may see, in one query over the three places documents live (task files,
// scope attachments, project additional documents), and the caller's Quick Access rows.
//
// Visibility (DOMAIN.md 1, 2 and 4; the same rules as each document's own download route):
// - a task file: the task is visible to the company (its own tasks; those sent to it that are not
//   drafts), and the caller holds task_and_documents.view;
// - a scope attachment: the scope is the company's, or the company is its vendor in a project that is
//   not a draft, and the caller holds projects.view;
// - a project document (wizard step 5): the project is the company's (the owner's internal data), and
//   the caller holds projects.view.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FINISHED_TASK_STATUSES, type QuickAccessDocumentKind } from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { quickAccessDocuments } from '../../db/schema';
import { containsPattern } from '../../lib/lists';

export const FINISHED = sql.raw(FINISHED_TASK_STATUSES.map((s) => `'${s}'`).join(', '));

/** Which kinds of document the caller may see, from their permissions. */
export type DocumentAccess = { companyId: number; taskFiles: boolean; projectFiles: boolean };

export type DocumentRecord = {
  kind: QuickAccessDocumentKind;
  id: number;
  name: string;
  size: number;
  mime_type: string | null;
  storage_key: string;
  project_id: number | null;
  project_name: string | null;
  scope_id: number | null;
  scope_name: string | null;
  task_id: number | null;
  task_number: string | null;
  task_name: string | null;
  task_type: string | null;
  created_at: string;
};

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where each kind's bytes are in storage (the areas of the modules that store them). */
export const STORAGE_AREAS: Record<QuickAccessDocumentKind, string> = {
  task_file: 'tasks/',
  scope_attachment: 'scopes/',
  project_document: 'project-setup/',
};

/** The visible documents of each kind the caller may see, as one union (columns of DocumentRecord). */
function visibleDocumentsSql(access: DocumentAccess, filter: { search?: string; refs?: { kind: QuickAccessDocumentKind; id: number }[]; partnerId?: number }): SQL | null {
  const c = access.companyId;
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const idsOf = (kind: QuickAccessDocumentKind) => (filter.refs ? filter.refs.filter((r) => r.kind === kind).map((r) => r.id) : null);
  const idFilter = (column: SQL, kind: QuickAccessDocumentKind) => {
    const ids = idsOf(kind);
    return ids === null ? sql`` : sql` and ${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  };
  const wanted = (kind: QuickAccessDocumentKind) => (idsOf(kind) === null || idsOf(kind)!.length > 0) && !(filter.partnerId !== undefined && kind === 'project_document');
  // Only what lies between the caller's company and a partner (the partner's tab): tasks and scopes either sent to the other.
  const between = (owner: SQL, vendor: SQL) =>
    filter.partnerId === undefined ? sql`` : sql` and ((${owner} = ${c} and ${vendor} = ${filter.partnerId}) or (${owner} = ${filter.partnerId} and ${vendor} = ${c}))`;
  const parts: SQL[] = [];
  if (access.taskFiles && wanted('task_file')) {
    parts.push(sql`
      select 'task_file' as kind, f.id, f.name, f.size, f.mime_type, ${sql.raw(`'${STORAGE_AREAS.task_file}'`)} || f.path as storage_key,
        t.project_id, p.name as project_name, t.scope_id, sc.name as scope_name,
        t.id as task_id, t.number as task_number, t.name as task_name, t.type as task_type, ${iso(sql`f.created_at`)} as created_at, f.created_at as sort_at
      from task_files f
      join tasks t on t.id = f.task_id
      left join projects p on p.id = t.project_id
      left join scopes sc on sc.id = t.scope_id
      where (t.company_id = ${c} or (t.vendor_company_id = ${c} and t.status <> 'draft'))
        ${pattern ? sql`and f.name ilike ${pattern}` : sql``}${idFilter(sql`f.id`, 'task_file')}${between(sql`t.company_id`, sql`t.vendor_company_id`)}`);
  }
  if (access.projectFiles && wanted('scope_attachment')) {
    parts.push(sql`
      select 'scope_attachment' as kind, a.id, a.name, a.size, a.mime_type, ${sql.raw(`'${STORAGE_AREAS.scope_attachment}'`)} || a.path as storage_key,
        s.project_id, p.name as project_name, s.id as scope_id, s.name as scope_name,
        null::integer as task_id, null::varchar as task_number, null::varchar as task_name, null::varchar as task_type, ${iso(sql`a.created_at`)} as created_at, a.created_at as sort_at
      from scope_attachments a
      join scopes s on s.id = a.scope_id
      join projects p on p.id = s.project_id
      where (s.company_id = ${c} or (s.vendor_company_id = ${c} and not p.is_draft))
        ${pattern ? sql`and a.name ilike ${pattern}` : sql``}${idFilter(sql`a.id`, 'scope_attachment')}${between(sql`s.company_id`, sql`s.vendor_company_id`)}`);
  }
  if (access.projectFiles && wanted('project_document')) {
    parts.push(sql`
      select 'project_document' as kind, d.id, d.name, d.size, nullif(d.mime_type, '') as mime_type, ${sql.raw(`'${STORAGE_AREAS.project_document}'`)} || d.path as storage_key,
        p.id as project_id, p.name as project_name, null::integer as scope_id, null::varchar as scope_name,
        null::integer as task_id, null::varchar as task_number, null::varchar as task_name, null::varchar as task_type, ${iso(sql`d.created_at`)} as created_at, d.created_at as sort_at
      from project_additional_documents d
      join projects p on p.id = d.project_id
      where p.company_id = ${c}
        ${pattern ? sql`and d.name ilike ${pattern}` : sql``}${idFilter(sql`d.id`, 'project_document')}`);
  }
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

type SqlDocumentRow = DocumentRecord & { total?: number | string };

/** The documents among `refs` the caller may see (in no particular order). */
export async function findVisibleDocuments(db: Database, access: DocumentAccess, refs: { kind: QuickAccessDocumentKind; id: number }[]): Promise<DocumentRecord[]> {
  if (!refs.length) return [];
  const union = visibleDocumentsSql(access, { refs });
  if (!union) return [];
  const result = await db.execute(sql`select d.* from (${union}) d`);
  return rowsOf<SqlDocumentRow>(result).map(toRecord);
}

/** A page of the visible documents whose name contains the text (and, with partnerId, between the two companies), newest first or by name. */
export async function searchDocuments(
  db: Database,
  access: DocumentAccess,
  filter: { search?: string; partnerId?: number; sort?: 'created_at' | 'name'; direction?: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: DocumentRecord[]; total: number }> {
  const union = visibleDocumentsSql(access, { search: filter.search, partnerId: filter.partnerId });
  if (!union) return { rows: [], total: 0 };
  const direction = sql.raw(filter.direction === 'asc' ? 'asc' : 'desc');
  const order = filter.sort === 'name' ? sql`lower(d.name) ${direction}, d.sort_at desc` : sql`d.sort_at ${direction}`;
  const result = await db.execute(sql`
    select d.*, count(*) over() as total from (${union}) d
    order by ${order}, d.kind, d.id desc
    limit ${paging.perPage} offset ${paging.offset}`);
  const rows = rowsOf<SqlDocumentRow>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) total = (await searchDocuments(db, access, filter, { perPage: 1, offset: 0 })).total;
  return { rows: rows.map(toRecord), total };
}

const toRecord = (r: SqlDocumentRow): DocumentRecord => ({
  kind: r.kind,
  id: Number(r.id),
  name: r.name,
  size: Number(r.size),
  mime_type: r.mime_type || null,
  storage_key: r.storage_key,
  project_id: r.project_id === null ? null : Number(r.project_id),
  project_name: r.project_name,
  scope_id: r.scope_id === null ? null : Number(r.scope_id),
  scope_name: r.scope_name,
  task_id: r.task_id === null ? null : Number(r.task_id),
  task_number: r.task_number,
  task_name: r.task_name,
  task_type: r.task_type,
  created_at: r.created_at,
});

// ---- Quick Access rows ------------------------------------------------------------------------

export type QuickAccessRow = { kind: QuickAccessDocumentKind; id: number; addedAt: Date };

export async function findQuickAccessRows(db: Database, userId: number): Promise<QuickAccessRow[]> {
  const rows = await db
    .select({ kind: quickAccessDocuments.documentKind, id: quickAccessDocuments.documentId, addedAt: quickAccessDocuments.createdAt })
    .from(quickAccessDocuments)
    .where(eq(quickAccessDocuments.userId, userId));
  return rows.map((r) => ({ kind: r.kind as QuickAccessDocumentKind, id: r.id, addedAt: r.addedAt }));
}

/** Adds the row; false when it was there already. */
export async function insertQuickAccess(db: Database, userId: number, kind: QuickAccessDocumentKind, id: number): Promise<boolean> {
  const rows = await db.insert(quickAccessDocuments).values({ userId, documentKind: kind, documentId: id }).onConflictDoNothing().returning({ id: quickAccessDocuments.documentId });
  return rows.length > 0;
}

export async function deleteQuickAccess(db: Database, userId: number, kind: QuickAccessDocumentKind, id: number): Promise<boolean> {
  const rows = await db
    .delete(quickAccessDocuments)
    .where(and(eq(quickAccessDocuments.userId, userId), eq(quickAccessDocuments.documentKind, kind), eq(quickAccessDocuments.documentId, id)))
    .returning({ id: quickAccessDocuments.documentId });
  return rows.length > 0;
}

export async function countQuickAccess(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quickAccessDocuments).where(eq(quickAccessDocuments.userId, userId));
  return Number(row?.n ?? 0);
}

// ---- tasks ------------------------------------------------------------------------------------

/** The tasks a company sees, as SQL over the alias `t` (access.ts visibleTasksOf, in raw SQL). */
export const visibleTaskSql = (companyId: number) => sql`(t.company_id = ${companyId} or (t.vendor_company_id = ${companyId} and t.status <> 'draft'))`;

export type RecentTaskRecord = {
  id: number;
  company_id: number;
  vendor_company_id: number | null;
  number: string;
  name: string;
  type: string;
  status: string;
  due_date: string | null;
  project_name: string | null;
  internal_assignee_id: number | null;
  internal_signer_id: number | null;
  external_assignee_id: number | null;
  external_signer_id: number | null;
};

/** The tasks the user touched last (created, acted on, or is a party to), newest first. */
export async function findRecentTasks(db: Database, companyId: number, userId: number, limit: number): Promise<RecentTaskRecord[]> {
  const result = await db.execute(sql`
    select t.id, t.company_id, t.vendor_company_id, t.number, t.name, t.type, t.status, to_char(t.due_date, 'YYYY-MM-DD') as due_date, p.name as project_name,
      t.internal_assignee_id, t.internal_signer_id, t.external_assignee_id, t.external_signer_id,
      greatest(t.updated_at, (select max(e.created_at) from task_events e where e.task_id = t.id and e.user_id = ${userId})) as touched_at
    from tasks t
    left join projects p on p.id = t.project_id
    where ${visibleTaskSql(companyId)}
      and (t.created_by = ${userId}
        or (t.company_id = ${companyId} and ${userId} in (t.internal_assignee_id, t.internal_signer_id))
        or (t.vendor_company_id = ${companyId} and ${userId} in (t.external_assignee_id, t.external_signer_id))
        or exists (select 1 from task_events e where e.task_id = t.id and e.user_id = ${userId}))
    order by touched_at desc nulls last, t.id desc
    limit ${limit}`);
  return rowsOf<RecentTaskRecord>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

export type TaskSearchRecord = {
  id: number;
  name: string;
  number: string;
  type: string;
  project_id: number | null;
  due_date: string | null;
  status: string;
  priority: string;
  company_id: number;
  company_name: string;
  vendor_company_id: number | null;
  vendor_company_name: string | null;
  total: number | string;
};

/** Visible tasks whose name or number contains the text, soonest due first (global search Tasks group). */
export async function searchTasks(db: Database, companyId: number, search: string, paging: { perPage: number; offset: number }): Promise<{ rows: TaskSearchRecord[]; total: number }> {
  const pattern = containsPattern(search);
  const result = await db.execute(sql`
    select t.id, t.name, t.number, t.type, t.project_id, to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.status, t.priority,
      t.company_id, oc.name as company_name, t.vendor_company_id, vc.name as vendor_company_name, count(*) over() as total
    from tasks t
    join companies oc on oc.id = t.company_id
    left join companies vc on vc.id = t.vendor_company_id
    where ${visibleTaskSql(companyId)} and (t.name ilike ${pattern} or t.number ilike ${pattern})
    order by t.due_date asc nulls last, t.id desc
    limit ${paging.perPage} offset ${paging.offset}`);
  const rows = rowsOf<TaskSearchRecord>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) total = (await searchTasks(db, companyId, search, { perPage: 1, offset: 0 })).total;
  return { rows, total };
}

// ---- a user's projects (users/projects) -------------------------------------------------------

/**
 * The projects a user is on as the caller's company sees them: the company's own projects (not
 * drafts) whose team has the user or that the user manages, and the projects of the tasks visible
 * to the company that the user is a party to (assignee or signer on either side).
 */
export const userProjectIdsSql = (companyId: number, userColumn: SQL) => sql`
  select m.project_id from project_team_members m join projects p on p.id = m.project_id
    where m.user_id = ${userColumn} and p.company_id = ${companyId} and not p.is_draft
  union
  select p.id from projects p where p.manager_id = ${userColumn} and p.company_id = ${companyId} and not p.is_draft
  union
  select t.project_id from tasks t
    where t.project_id is not null and ${visibleTaskSql(companyId)}
      and ${userColumn} in (t.internal_assignee_id, t.internal_signer_id, t.external_assignee_id, t.external_signer_id)`;

/** Every (user, project) pair of userProjectIdsSql at once, for the network users list's counts. */
export const userProjectPairsSql = (companyId: number) => sql`
  select m.user_id, m.project_id from project_team_members m join projects p on p.id = m.project_id
    where p.company_id = ${companyId} and not p.is_draft
  union
  select p.manager_id as user_id, p.id as project_id from projects p where p.manager_id is not null and p.company_id = ${companyId} and not p.is_draft
  union
  select x.user_id, t.project_id from tasks t
    cross join lateral (values (t.internal_assignee_id), (t.internal_signer_id), (t.external_assignee_id), (t.external_signer_id)) x(user_id)
    where x.user_id is not null and t.project_id is not null and ${visibleTaskSql(companyId)}`;

export type UserProjectRecord = { id: number; name: string; company_name: string; stage: string | null; open_tasks_count: number; overdue_tasks_count: number; total: number | string };

export async function findUserProjectPage(
  db: Database,
  companyId: number,
  userId: number,
  query: { search?: string; sort: 'name' | 'created_at'; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: UserProjectRecord[]; total: number }> {
  const direction = sql.raw(query.direction === 'desc' ? 'desc' : 'asc');
  const order = query.sort === 'name' ? sql`lower(p.name) ${direction}` : sql`p.created_at ${direction}`;
  const result = await db.execute(sql`
    select p.id, p.name, c.name as company_name, p.stage,
      (select count(*) from tasks t where t.project_id = p.id and ${visibleTaskSql(companyId)} and t.status not in (${FINISHED})
        and ${userId} in (t.internal_assignee_id, t.internal_signer_id, t.external_assignee_id, t.external_signer_id))::int as open_tasks_count,
      (select count(*) from tasks t where t.project_id = p.id and ${visibleTaskSql(companyId)} and t.status not in (${FINISHED}) and t.due_date < current_date
        and ${userId} in (t.internal_assignee_id, t.internal_signer_id, t.external_assignee_id, t.external_signer_id))::int as overdue_tasks_count,
      count(*) over() as total
    from projects p
    join companies c on c.id = p.company_id
    where p.id in (${userProjectIdsSql(companyId, sql`${userId}`)})
      ${query.search ? sql`and p.name ilike ${containsPattern(query.search)}` : sql``}
    order by ${order}, p.id ${direction}
    limit ${paging.perPage} offset ${paging.offset}`);
  const rows = rowsOf<UserProjectRecord>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) total = (await findUserProjectPage(db, companyId, userId, query, { perPage: 1, offset: 0 })).total;
  return { rows, total };
}

/**
 * The projects two companies share: the caller's (not drafts) with a scope or task of the partner as
 * vendor, and the partner's (not drafts) with a scope or sent task of the caller as vendor; the open
 * and overdue tasks between the two in each.
 */
export async function findSharedProjectPage(
  db: Database,
  companyId: number,
  partnerId: number,
  query: { search?: string; sort: 'name' | 'created_at'; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: UserProjectRecord[]; total: number }> {
  const direction = sql.raw(query.direction === 'desc' ? 'desc' : 'asc');
  const order = query.sort === 'name' ? sql`lower(p.name) ${direction}` : sql`p.created_at ${direction}`;
  const between = sql`((t.company_id = ${companyId} and t.vendor_company_id = ${partnerId}) or (t.company_id = ${partnerId} and t.vendor_company_id = ${companyId} and t.status <> 'draft'))`;
  const result = await db.execute(sql`
    select p.id, p.name, c.name as company_name, p.stage,
      (select count(*) from tasks t where t.project_id = p.id and ${between} and t.status not in (${FINISHED}))::int as open_tasks_count,
      (select count(*) from tasks t where t.project_id = p.id and ${between} and t.status not in (${FINISHED}) and t.due_date < current_date)::int as overdue_tasks_count,
      count(*) over() as total
    from projects p
    join companies c on c.id = p.company_id
    where not p.is_draft and (
      (p.company_id = ${companyId} and (exists (select 1 from scopes s where s.project_id = p.id and s.vendor_company_id = ${partnerId})
        or exists (select 1 from tasks t where t.project_id = p.id and t.vendor_company_id = ${partnerId})))
      or (p.company_id = ${partnerId} and (exists (select 1 from scopes s where s.project_id = p.id and s.vendor_company_id = ${companyId})
        or exists (select 1 from tasks t where t.project_id = p.id and t.vendor_company_id = ${companyId} and t.status <> 'draft'))))
      ${query.search ? sql`and p.name ilike ${containsPattern(query.search)}` : sql``}
    order by ${order}, p.id ${direction}
    limit ${paging.perPage} offset ${paging.offset}`);
  const rows = rowsOf<UserProjectRecord>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) total = (await findSharedProjectPage(db, companyId, partnerId, query, { perPage: 1, offset: 0 })).total;
  return { rows, total };
}
