// Operator queries: the company list filters, sorts and pages in SQL with its counts.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FEATURES, ROLES, type CompanyStatus, type CompanyType, type FeatureKey, type Plan, type RoleName, type SuperadminCompanyRow } from 'shared-contract';
import type { Database } from '../../db/client';
import { certifications, companies, companyFeatures, licenses, offices, subsidiaryCompanies, users } from '../../db/schema';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/lists';

export const SORT_FIELDS = ['name', 'created_at', 'users_count', 'projects_count', 'contracts_count', 'users_max_last_activity'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

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

type ListRow = {
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

const toIso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function findCompanyPage(
  db: Database,
  filters: CompanyListFilters,
  sort: { field: SortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ total: number; rows: SuperadminCompanyRow[] }> {
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
  const rows = (result as unknown as { rows: ListRow[] }).rows;
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) {
    // Past the last page: still report the real total so the client can clamp.
    total = (await findCompanyPage(db, filters, sort, { perPage: 1, offset: 0 })).total;
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      owner: r.owner,
      type: r.type as CompanyType,
      plan: r.plan as Plan,
      status: r.status as CompanyStatus,
      created_at: toIso(r.created_at)!,
      users_count: Number(r.users_count),
      projects_count: Number(r.projects_count),
      contracts_count: Number(r.contracts_count),
      last_activity: toIso(r.users_max_last_activity),
    })),
  };
}

export const findCompany = async (db: Database, id: number) => (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0] ?? null;

export async function findLastActivity(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await db.select({ last: sql<string | null>`max(${users.lastActivity})` }).from(users).where(eq(users.companyId, companyId));
  return row?.last ? new Date(row.last) : null;
}

export async function findCompanySections(db: Database, companyId: number) {
  const contact = alias(users, 'contact');
  const assignee = alias(users, 'assignee');
  const signer = alias(users, 'signer');
  const fullName = (t: { id: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
    sql<string | null>`case when ${t.id} is null then null else ${t.firstName} || ' ' || ${t.lastName} end`;
  const [certRows, licenseRows, officeRows, subsidiaryRows] = await Promise.all([
    db.select().from(certifications).where(eq(certifications.companyId, companyId)).orderBy(asc(certifications.id)),
    db.select().from(licenses).where(eq(licenses.companyId, companyId)).orderBy(asc(licenses.id)),
    db.select().from(offices).where(eq(offices.companyId, companyId)).orderBy(desc(offices.isHeadquarters), asc(offices.id)),
    db
      .select({ s: subsidiaryCompanies, primaryContactName: fullName(contact), assigneeName: fullName(assignee), signerName: fullName(signer) })
      .from(subsidiaryCompanies)
      .leftJoin(contact, eq(contact.id, subsidiaryCompanies.primaryContactId))
      .leftJoin(assignee, eq(assignee.id, subsidiaryCompanies.assigneeId))
      .leftJoin(signer, eq(signer.id, subsidiaryCompanies.signerId))
      .where(eq(subsidiaryCompanies.companyId, companyId))
      .orderBy(asc(subsidiaryCompanies.id)),
  ]);
  return {
    certifications: certRows.map((c) => ({ id: c.id, name: c.name, type: c.type, number: c.number, exp_date: c.expDate, agency: c.agency, note: c.note })),
    licenses: licenseRows.map((l) => ({ id: l.id, office: l.office, state: l.state, number: l.number, type: l.type, exp_date: l.expDate, note: l.note })),
    offices: officeRows.map((o) => ({
      id: o.id,
      name: o.name,
      address: o.address,
      city: o.city,
      state: o.state,
      zip_code: o.zipCode,
      country: o.country,
      phone: o.phone,
      fax: o.fax,
      is_headquarters: o.isHeadquarters,
    })),
    subsidiary_companies: subsidiaryRows.map(({ s, primaryContactName, assigneeName, signerName }) => ({
      id: s.id,
      name: s.name,
      dba: s.dba,
      website: s.website,
      tax: s.tax,
      primary_contact_id: s.primaryContactId,
      assignee_id: s.assigneeId,
      signer_id: s.signerId,
      attachment_path: s.attachmentPath ? `/api/v2/subsidiary-companies/${s.id}/download-attachment` : null,
      primary_contact_name: primaryContactName,
      assignee_name: assigneeName,
      signer_name: signerName,
    })),
  };
}

export async function findCompanyActivity(db: Database, companyId: number, direction: 'asc' | 'desc' | null) {
  const order = direction === 'asc' ? sql`${users.lastActivity} asc nulls first` : direction === 'desc' ? sql`${users.lastActivity} desc nulls last` : sql`${users.id} asc`;
  const rows = await db.select().from(users).where(eq(users.companyId, companyId)).orderBy(order, asc(users.id));
  return rows.map((u) => ({
    user_id: u.id,
    user_name: `${u.firstName} ${u.lastName}`.trim(),
    user_role: ROLES[u.role as RoleName]?.show_name ?? u.role,
    last_activity: u.lastActivity ? u.lastActivity.toISOString() : null,
  }));
}

export const findFeature = async (db: Database, id: number) => (await db.select().from(companyFeatures).where(eq(companyFeatures.id, id)).limit(1))[0] ?? null;

export async function toggleFeature(db: Database, id: number) {
  const [row] = await db
    .update(companyFeatures)
    .set({ enabled: sql`not ${companyFeatures.enabled}`, updatedAt: new Date() })
    .where(eq(companyFeatures.id, id))
    .returning();
  return row ? { id: row.id, company_id: row.companyId, feature: row.feature as FeatureKey, feature_label: FEATURES[row.feature as FeatureKey] ?? row.feature, enabled: row.enabled } : null;
}

export const updateCompany = (db: Database, id: number, values: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set({ ...values, updatedAt: new Date() }).where(and(eq(companies.id, id)));
export const deleteCompany = (db: Database, id: number) => db.delete(companies).where(eq(companies.id, id));
