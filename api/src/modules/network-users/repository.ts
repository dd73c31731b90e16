// Network users: the active users of the caller's company and of every company of its network
// (filtered, sorted and paged in SQL), and the communications the caller sent.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NetworkUserSortField } from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { communicationRecipients, communications, users } from '../../db/schema';
import { containsPattern } from '../../lib/lists';
import { FINISHED_TASK_STATUSES_SQL, userProjectPairsSql, visibleTaskSql } from '../quick-access';

export type NetworkUserFilters = {
  search?: string;
  company_name?: string;
  user_name?: string;
  projects_min?: number;
  projects_max?: number;
  open_tasks_min?: number;
  open_tasks_max?: number;
  tasks_overdue_min?: number;
  tasks_overdue_max?: number;
  professions?: number[];
  /** Only this company's users (the company details' Users tab). */
  company_id?: number;
  /** Only these users (send communication checks its recipients). */
  user_ids?: number[];
  /** Leave the caller out (send communication). */
  except_user_id?: number;
};

export type NetworkUserRecord = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  role: string;
  company_id: number;
  company_name: string;
  last_activity: string | Date | null;
  projects_count: number | string;
  task_open_count: number | string;
  task_overdue_count: number | string;
  professions: { id: number; title: string }[] | string | null;
};
type UserSqlRow = NetworkUserRecord & { total: number | string };

const ORDER: Record<NetworkUserSortField, string> = {
  full_name: "lower(r.first_name || ' ' || r.last_name)",
  company_name: 'lower(r.company_name)',
  email: 'lower(r.email)',
  phone: 'r.phone',
  projects_count: 'r.projects_count',
  task_open_count: 'r.task_open_count',
  task_overdue_count: 'r.task_overdue_count',
};

/**
 * The visible users: the caller's company and its network, active (not archived), never operators.
 * Their counts are as the caller's company sees them: the tasks visible to it (its own, and those
 * sent to it that are not drafts) on which the user is an assignee or signer on either side, open
 * (not finished) and overdue (DOMAIN.md 4: due before today, not finished); and their projects (the
 * company's team or manager, and the projects of those tasks: users/projects lists the same set).
 */
const baseSql = (companyId: number) => sql`
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.photo, u.role, u.last_activity,
    c.id as company_id, c.name as company_name,
    coalesce(pc.projects_count, 0) as projects_count, coalesce(tc.task_open_count, 0) as task_open_count, coalesce(tc.task_overdue_count, 0) as task_overdue_count,
    coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title) order by lower(p.title))
      from user_professions up join professions p on p.id = up.profession_id where up.user_id = u.id), '[]'::json) as professions
  from users u
  join companies c on c.id = u.company_id
  left join (
    select x.user_id,
      (count(distinct t.id) filter (where t.status not in (${FINISHED_TASK_STATUSES_SQL})))::int as task_open_count,
      (count(distinct t.id) filter (where t.due_date < current_date and t.status not in (${FINISHED_TASK_STATUSES_SQL})))::int as task_overdue_count
    from tasks t
    cross join lateral (values (t.internal_assignee_id), (t.internal_signer_id), (t.external_assignee_id), (t.external_signer_id)) x(user_id)
    where x.user_id is not null and ${visibleTaskSql(companyId)}
    group by x.user_id
  ) tc on tc.user_id = u.id
  left join (
    select up.user_id, count(distinct up.project_id)::int as projects_count from (${userProjectPairsSql(companyId)}) up group by up.user_id
  ) pc on pc.user_id = u.id
  where not u.is_superuser
    and not exists (select 1 from user_archives a where a.user_id = u.id)
    and (c.id = ${companyId} or exists (select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = c.id))`;

export async function findNetworkUserRecords(
  db: Database,
  companyId: number,
  filters: NetworkUserFilters,
  sort: { field: NetworkUserSortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number } | null,
): Promise<{ total: number; rows: NetworkUserRecord[] }> {
  const where: SQL[] = [];
  const fullName = sql`(r.first_name || ' ' || r.last_name)`;
  if (filters.search) {
    const s = containsPattern(filters.search);
    where.push(sql`(${fullName} ilike ${s} or r.email ilike ${s} or r.company_name ilike ${s} or coalesce(r.phone, '') ilike ${s})`);
  }
  if (filters.company_name) where.push(sql`r.company_name ilike ${containsPattern(filters.company_name)}`);
  if (filters.user_name) where.push(sql`${fullName} ilike ${containsPattern(filters.user_name)}`);
  const ranges: [keyof NetworkUserFilters, string, '>=' | '<='][] = [
    ['projects_min', 'projects_count', '>='],
    ['projects_max', 'projects_count', '<='],
    ['open_tasks_min', 'task_open_count', '>='],
    ['open_tasks_max', 'task_open_count', '<='],
    ['tasks_overdue_min', 'task_overdue_count', '>='],
    ['tasks_overdue_max', 'task_overdue_count', '<='],
  ];
  for (const [key, column, op] of ranges) {
    const value = filters[key];
    if (typeof value === 'number') where.push(sql`r.${sql.raw(column)} ${sql.raw(op)} ${value}`);
  }
  if (filters.professions?.length) {
    where.push(sql`exists (select 1 from user_professions up where up.user_id = r.id and up.profession_id in (${sql.join(filters.professions.map((p) => sql`${p}`), sql`, `)}))`);
  }
  if (filters.company_id !== undefined) where.push(sql`r.company_id = ${filters.company_id}`);
  if (filters.user_ids) where.push(filters.user_ids.length ? sql`r.id in (${sql.join(filters.user_ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  if (filters.except_user_id !== undefined) where.push(sql`r.id <> ${filters.except_user_id}`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  const limit = paging ? sql`limit ${paging.perPage} offset ${paging.offset}` : sql``;
  const result = await db.execute(sql`
    with r as (${baseSql(companyId)})
    select r.*, count(*) over() as total from r
    ${whereSql}
    order by ${sql.raw(ORDER[sort.field])} ${direction} nulls last, r.id ${direction}
    ${limit}
  `);
  const rows = rowsOf<UserSqlRow>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging && paging.offset > 0) total = (await findNetworkUserRecords(db, companyId, filters, sort, { perPage: 1, offset: 0 })).total;
  return { total, rows };
}

const SENT_LIST_SIZE = 50;

/** The latest communications the user sent for the company, with their sender's name. */
export const findSentCommunications = (db: Database, companyId: number, userId: number) =>
  db
    .select({ c: communications, senderFirst: users.firstName, senderLast: users.lastName })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.senderUserId))
    .where(and(eq(communications.companyId, companyId), eq(communications.senderUserId, userId)))
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(SENT_LIST_SIZE);
export type SentCommunicationRecord = Awaited<ReturnType<typeof findSentCommunications>>[number];
export type CommunicationRecipientRecord = typeof communicationRecipients.$inferSelect;

export async function findCommunicationRecipients(db: Database, communicationIds: number[]): Promise<CommunicationRecipientRecord[]> {
  if (!communicationIds.length) return [];
  return db.select().from(communicationRecipients).where(inArray(communicationRecipients.communicationId, communicationIds)).orderBy(communicationRecipients.id);
}

/** Records a communication and its recipients (inside the caller's transaction). */
export async function insertCommunication(
  db: Database,
  message: { companyId: number; senderUserId: number; subject: string; body: string },
  recipients: { userId: number; email: string; fullName: string }[],
): Promise<void> {
  const [row] = await db
    .insert(communications)
    .values({ ...message, recipientsCount: recipients.length })
    .returning({ id: communications.id });
  await db.insert(communicationRecipients).values(recipients.map((r) => ({ communicationId: row.id, ...r })));
}
