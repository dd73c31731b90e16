// The task lists (task/list, users/tasks, the board): one query builder for every filter of
// taskListFilters (001 section 3), the search over name, number, project and counterparty, the sort
// fields of TASK_SORT_FIELDS and paging. Visibility is access.ts's visibleTasksOf: the company's own
// tasks and, for the vendor, the tasks sent to it that are not drafts. Rows are read with the indexes
// of 0011/0012 (company or vendor, status, due date), then presented in one batch.
import { and, asc, count, eq, getTableColumns, gte, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FINISHED_TASK_STATUSES,
  documentTypesOfRequiredAction,
  documentTypesOfTaskType,
  type DocumentType,
  type TaskSortField,
  type TaskStatus,
} from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { companies, projects, scopes, tasks, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/lists';
import { visibleTasksOf, type TaskRecord } from './access';
import { todayIso } from './presenter';

export type TaskListQuery = {
  search?: string;
  status?: TaskStatus[];
  type?: DocumentType[];
  task_type?: string[];
  required_action?: string[];
  priority?: string;
  task_name?: string;
  project_name?: string;
  company_name?: string;
  scope_name?: string;
  internal_assignee?: string;
  external_assignee?: string;
  internal_assignee_id?: number;
  external_assignee_id?: number;
  date_from?: string | null;
  date_to?: string | null;
  is_overdue?: boolean | null;
  project_id?: number;
  company_id?: number;
  user_id?: number;
  scope_id?: number;
  view?: string;
  sort_field?: TaskSortField;
  sort_direction?: string;
};

const ownerCompany = alias(companies, 'owner_company');
const vendorCompany = alias(companies, 'vendor_company');

/** The counterparty's name as the viewer reads it: the vendor for the sender, the sender for the vendor. */
const counterpartyName = (companyId: number) => sql`case when ${tasks.companyId} = ${companyId} then ${vendorCompany.name} else ${ownerCompany.name} end`;
const personNameMatches = (column: SQL | AnyPgColumn, text: string) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${column} and (${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(text)})`;
const ilike = (column: SQL | AnyPgColumn, text: string) => sql`${column} ilike ${containsPattern(text)}`;
const isPersonOnTask = (userId: number) =>
  or(eq(tasks.internalAssigneeId, userId), eq(tasks.internalSignerId, userId), eq(tasks.externalAssigneeId, userId), eq(tasks.externalSignerId, userId))!;

/** The two sides a company sees (access.ts visibleTasksOf, split): the tasks it sent, and the non-draft tasks sent to it. */
const ownSide = (companyId: number) => eq(tasks.companyId, companyId);
const vendorSide = (companyId: number) => and(eq(tasks.vendorCompanyId, companyId), ne(tasks.companyId, companyId), ne(tasks.status, 'draft'))!;

/** The WHERE of a task list for the caller's company (and user, for view=mine); `visibility` narrows it to one side. */
export function taskListWhere(companyId: number, userId: number, query: TaskListQuery, today = todayIso(), visibility: SQL = visibleTasksOf(companyId)): SQL {
  const where: (SQL | undefined)[] = [visibility];
  if (query.status?.length) where.push(inArray(tasks.status, query.status));
  if (query.type?.length) where.push(inArray(tasks.type, query.type));
  if (query.task_type?.length) where.push(inArray(tasks.type, query.task_type.flatMap(documentTypesOfTaskType)));
  if (query.required_action?.length) where.push(inArray(tasks.type, query.required_action.flatMap(documentTypesOfRequiredAction)));
  if (query.priority) where.push(eq(tasks.priority, query.priority));
  if (query.task_name) where.push(ilike(tasks.name, query.task_name));
  if (query.project_name) where.push(ilike(sql`${projects.name}`, query.project_name));
  if (query.company_name) where.push(ilike(counterpartyName(companyId), query.company_name));
  if (query.scope_name) where.push(sql`exists (select 1 from ${scopes} where ${scopes.id} = ${tasks.scopeId} and ${scopes.name} ilike ${containsPattern(query.scope_name)})`);
  if (query.internal_assignee) where.push(personNameMatches(tasks.internalAssigneeId, query.internal_assignee));
  if (query.external_assignee) where.push(personNameMatches(tasks.externalAssigneeId, query.external_assignee));
  if (query.internal_assignee_id) where.push(eq(tasks.internalAssigneeId, query.internal_assignee_id));
  if (query.external_assignee_id) where.push(eq(tasks.externalAssigneeId, query.external_assignee_id));
  if (query.date_from) where.push(gte(tasks.dueDate, query.date_from));
  if (query.date_to) where.push(lte(tasks.dueDate, query.date_to));
  if (query.is_overdue === true) where.push(and(lt(tasks.dueDate, today), notInArray(tasks.status, FINISHED_TASK_STATUSES)));
  if (query.project_id) where.push(eq(tasks.projectId, query.project_id));
  if (query.scope_id) where.push(eq(tasks.scopeId, query.scope_id));
  if (query.company_id) {
    where.push(or(and(eq(tasks.companyId, companyId), eq(tasks.vendorCompanyId, query.company_id)), and(eq(tasks.companyId, query.company_id), eq(tasks.vendorCompanyId, companyId))));
  }
  if (query.user_id) where.push(isPersonOnTask(query.user_id));
  if (query.view === 'mine') where.push(isPersonOnTask(userId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(sql`(${tasks.name} ilike ${pattern} or ${tasks.number} ilike ${pattern} or ${projects.name} ilike ${pattern} or ${counterpartyName(companyId)} ilike ${pattern})`);
  }
  return and(...where.filter((w): w is SQL => !!w))!;
}

/** Whether the query reads the joined names (otherwise no join is planned). */
const needsJoins = (query: TaskListQuery) => !!(query.search || query.project_name || query.company_name || ['project_name', 'company_name'].includes(query.sort_field ?? ''));

/** The sort key of a list query; empty values last either way, the id breaks ties. */
function sortKeyOf(companyId: number, query: TaskListQuery): SQL {
  const column: Record<TaskSortField, SQL> = {
    task_id: sql`${tasks.number}`,
    task_name: sql`lower(${tasks.name})`,
    project_name: sql`lower(${projects.name})`,
    company_name: sql`lower(${counterpartyName(companyId)})`,
    due_date: sql`${tasks.dueDate}`,
    status: sql`${tasks.status}`,
    priority: sql`case ${tasks.priority} when 'high' then 0 else 1 end`,
    type: sql`${tasks.type}`,
    created_at: sql`${tasks.createdAt}`,
  };
  return column[query.sort_field ?? 'due_date'];
}

/**
 * One page of the tasks the caller sees, with the total. The page is read side by side (the tasks the
 * company sent, the tasks sent to it), each side in sort order up to the page's end: with the default
 * due date order each side reads an index in order (tasks_company_due_idx, tasks_vendor_due_idx) and
 * stops after the page instead of sorting every task of the company; the two are then merged. The
 * total is the two sides' counts (index-only where the filters allow).
 */
export async function findTaskPage(db: Database, companyId: number, userId: number, query: TaskListQuery, paging: { perPage: number; offset: number }): Promise<{ rows: TaskRecord[]; total: number }> {
  const today = todayIso();
  const joins = needsJoins(query)
    ? sql`left join ${projects} on ${projects.id} = ${tasks.projectId}
        left join ${companies} as ${sql.identifier('owner_company')} on ${ownerCompany.id} = ${tasks.companyId}
        left join ${companies} as ${sql.identifier('vendor_company')} on ${vendorCompany.id} = ${tasks.vendorCompanyId}`
    : sql``;
  const dir = query.sort_direction === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const key = sortKeyOf(companyId, query);
  const upTo = paging.offset + paging.perPage;
  const side = (visibility: SQL) => sql`(select ${tasks.id} as id, ${key} as sort_key from ${tasks} ${joins}
      where ${taskListWhere(companyId, userId, query, today, visibility)}
      order by ${key} ${dir} nulls last, ${tasks.id} ${dir} limit ${upTo})`;
  const count = (visibility: SQL) => sql`(select count(*) from ${tasks} ${joins} where ${taskListWhere(companyId, userId, query, today, visibility)})`;
  const pageIds = sql`select id from (${side(ownSide(companyId))} union all ${side(vendorSide(companyId))}) page
      order by sort_key ${dir} nulls last, id ${dir} limit ${paging.perPage} offset ${paging.offset}`;
  // The page's tasks come with the ids (one round trip), in the same order.
  const base = db.select(getTableColumns(tasks)).from(tasks);
  const rowsQuery = (
    needsJoins(query)
      ? base
          .leftJoin(projects, eq(projects.id, tasks.projectId))
          .leftJoin(ownerCompany, eq(ownerCompany.id, tasks.companyId))
          .leftJoin(vendorCompany, eq(vendorCompany.id, tasks.vendorCompanyId))
      : base
  )
    .where(sql`${tasks.id} in (${pageIds})`)
    .orderBy(sql`${key} ${dir} nulls last`, sql`${tasks.id} ${dir}`);
  const [rows, counted] = await Promise.all([rowsQuery, db.execute(sql`select ${count(ownSide(companyId))} + ${count(vendorSide(companyId))} as total`)]);
  return { rows, total: Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0) };
}

/** The board: the caller's open tasks (assignee or signer), due by `until`, by status with each column's total and first tasks. */
export async function findBoardTasks(
  db: Database,
  companyId: number,
  userId: number,
  filters: { until: string; priority?: string; search?: string },
  perColumn: number,
): Promise<{ totals: Map<string, number>; rows: TaskRecord[] }> {
  const where = and(
    taskListWhere(companyId, userId, { view: 'mine', priority: filters.priority, search: filters.search }),
    notInArray(tasks.status, FINISHED_TASK_STATUSES),
    lte(tasks.dueDate, filters.until),
  )!;
  const totals = await db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(ownerCompany, eq(ownerCompany.id, tasks.companyId))
    .leftJoin(vendorCompany, eq(vendorCompany.id, tasks.vendorCompanyId))
    .where(where)
    .groupBy(tasks.status);
  const ranked = db
    .select({ ...getTableColumns(tasks), rank: sql<number>`row_number() over (partition by ${tasks.status} order by ${tasks.dueDate}, ${tasks.id})`.as('rank') })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(ownerCompany, eq(ownerCompany.id, tasks.companyId))
    .leftJoin(vendorCompany, eq(vendorCompany.id, tasks.vendorCompanyId))
    .where(where)
    .as('ranked');
  const ids = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(lte(ranked.rank, perColumn));
  const rows = ids.length
    ? await db
        .select()
        .from(tasks)
        .where(
          inArray(
            tasks.id,
            ids.map((r) => r.id),
          ),
        )
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
    : [];
  return { totals: new Map(totals.map((t) => [t.status, Number(t.n)])), rows };
}

/** users/tasks: the person is the company's own or of a company in its network (the network users screens' rule), else 404. */
export async function assertVisibleTaskUser(db: Database, companyId: number, userId: number): Promise<void> {
  const result = await db.execute(sql`
    select 1 from ${users} u
    where u.id = ${userId} and not u.is_superuser
      and (u.company_id = ${companyId} or exists (select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = u.company_id))
    limit 1`);
  if (!rowsOf(result).length) throw notFound();
}
