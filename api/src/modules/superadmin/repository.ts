// Operator queries: the company list filters, sorts and pages in SQL with its counts; the company,
// its users' activity and features; the new company's owner and invitation.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SuperadminCompanySortField } from 'shared-contract';
import type { Database } from '../../db/client';
import { companies, companyFeatures, invitations, users } from '../../db/schema';
import { containsPattern } from '../../lib/lists';

/** The SQL column a list sort names (the table's last_activity is users_max_last_activity). */
export type SortField = Exclude<SuperadminCompanySortField, 'last_activity'>;

export type CompanyListFilters = {
  search?: string;
  company_name?: string;
  owner_name?: string;
  creation_date_from?: string;
  creation_date_to?: string;
  users_count_from?: number;
  users_count_to?: number;
  projects_count_from?: number;
  projects_count_to?: number;
  contracts_count_from?: number;
  contracts_count_to?: number;
  last_activity_from?: string;
  last_activity_to?: string;
};

export type CompanyListRecord = {
  id: number;
  name: string;
  type: string;
  plan: string;
  status: string;
  created_at: string | Date;
  owner: string | null;
  users_count: number | string;
  projects_count: number | string;
  contracts_count: number | string;
  users_max_last_activity: string | Date | null;
  total: number | string;
};

export async function findCompanyPage(
  db: Database,
  filters: CompanyListFilters,
  sort: { field: SortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ total: number; rows: CompanyListRecord[] }> {
  const where: SQL[] = [];
  if (filters.search) where.push(sql`(r.name ilike ${containsPattern(filters.search)} or r.owner ilike ${containsPattern(filters.search)})`);
  if (filters.company_name) where.push(sql`r.name ilike ${containsPattern(filters.company_name)}`);
  if (filters.owner_name) where.push(sql`r.owner ilike ${containsPattern(filters.owner_name)}`);
  if (filters.creation_date_from) where.push(sql`r.created_at >= ${filters.creation_date_from}::date`);
  if (filters.creation_date_to) where.push(sql`r.created_at < ${filters.creation_date_to}::date + 1`);
  if (filters.last_activity_from) where.push(sql`r.users_max_last_activity >= ${filters.last_activity_from}::date`);
  if (filters.last_activity_to) where.push(sql`r.users_max_last_activity < ${filters.last_activity_to}::date + 1`);
  for (const field of ['users_count', 'projects_count', 'contracts_count'] as const) {
    const from = filters[`${field}_from`];
    const to = filters[`${field}_to`];
    if (from !== undefined) where.push(sql`r.${sql.raw(field)} >= ${from}`);
    if (to !== undefined) where.push(sql`r.${sql.raw(field)} <= ${to}`);
  }
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = sort.direction === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const orderField = sort.field === 'name' ? sql.raw('lower(r.name)') : sql.raw(`r.${sort.field}`);

  const result = await db.execute(sql`
    with r as (
      select c.id, c.name, c.type, c.plan, c.status, c.created_at,
        (select o.first_name || ' ' || o.last_name from users o
          where o.company_id = c.id and o.role in ('general_owner', 'sub_owner') order by o.id limit 1) as owner,
        coalesce(ua.users_count, 0) as users_count,
        ua.users_max_last_activity,
        (select count(*) from projects p where p.company_id = c.id)::int as projects_count,
        (select count(*) from tasks t where t.company_id = c.id and t.type = 'contract')::int as contracts_count
      from companies c
      left join lateral (
        select count(*)::int as users_count, max(u.last_activity) as users_max_last_activity from users u where u.company_id = c.id
      ) ua on true
    )
    select r.*, count(*) over() as total from r
    ${whereSql}
    order by ${orderField} ${direction} nulls last, r.id ${direction}
    limit ${paging.perPage} offset ${paging.offset}
  `);
  const rows = (result as unknown as { rows: CompanyListRecord[] }).rows;
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) {
    // Past the last page: still report the real total so the client can clamp.
    total = (await findCompanyPage(db, filters, sort, { perPage: 1, offset: 0 })).total;
  }
  return { total, rows };
}

export const findCompany = async (db: Database, id: number) => (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0] ?? null;

export async function findLastActivity(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await db.select({ last: sql<string | null>`max(${users.lastActivity})` }).from(users).where(eq(users.companyId, companyId));
  return row?.last ? new Date(row.last) : null;
}

export async function findCompanyActivity(db: Database, companyId: number, direction: 'asc' | 'desc' | null) {
  const order = direction === 'asc' ? sql`${users.lastActivity} asc nulls first` : direction === 'desc' ? sql`${users.lastActivity} desc nulls last` : sql`${users.id} asc`;
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(order, asc(users.id));
}

export async function toggleFeature(db: Database, id: number) {
  const [row] = await db
    .update(companyFeatures)
    .set({ enabled: sql`not ${companyFeatures.enabled}`, updatedAt: new Date() })
    .where(eq(companyFeatures.id, id))
    .returning();
  return row ?? null;
}

export const updateCompany = (db: Database, id: number, values: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, id));
export const deleteCompany = (db: Database, id: number) => db.delete(companies).where(eq(companies.id, id));

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1)).length > 0;
}

export const insertUser = async (db: Database, values: typeof users.$inferInsert) => (await db.insert(users).values(values).returning())[0];
export const insertInvitation = (db: Database, values: typeof invitations.$inferInsert) => db.insert(invitations).values(values);
