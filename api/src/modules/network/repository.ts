// Network queries: the company search rows (with the work between the two companies), platform
// look-ups, network invitations, notes and imports. Lists filter, sort and page in SQL.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { FINISHED_TASK_STATUSES, NETWORK_GATES, NETWORK_VIEW_ONLY_ROLE, type InvitationStatus, type NetworkSortField, type InvitedCompanySortField } from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { companies, companyImports, companyInvitations, companyNetwork, companyNotes, invitations, users } from '../../db/schema';
import { containsPattern } from '../../lib/lists';
import { coiLapsedSql } from '../../lib/coi-lapsed';

const FINISHED = sql.raw(FINISHED_TASK_STATUSES.map((s) => `'${s}'`).join(', '));

/** The company's primary contact: its first active owner, else its first active user. */
const primaryContactSql = (companyIdColumn: SQL) => sql`
  select u.id, u.first_name, u.last_name, u.email, u.phone from users u
  where u.company_id = ${companyIdColumn} and not exists (select 1 from user_archives a where a.user_id = u.id)
  order by (u.role in ('general_owner', 'sub_owner')) desc, u.id limit 1`;

/**
 * Work between the caller's company and another, as the caller sees it: the tasks either side sent to
 * the other (the partner's drafts are not sent yet, so not counted), their projects, open (not
 * finished) and overdue (DOMAIN.md 4: due before today and not finished).
 */
const workBetweenSql = (companyId: number, partnerColumn: SQL) => sql`
  select count(distinct t.project_id)::int as projects_count,
    (count(*) filter (where t.status not in (${FINISHED})))::int as tasks_count,
    (count(*) filter (where t.due_date < current_date and t.status not in (${FINISHED})))::int as overdue_tasks_count
  from tasks t
  where (t.company_id = ${companyId} and t.vendor_company_id = ${partnerColumn})
     or (t.company_id = ${partnerColumn} and t.vendor_company_id = ${companyId} and t.status <> 'draft')`;

export type NetworkFilters = { search?: string; company_name?: string; contact_name?: string };

/** A network company row as read: the counts may come back as text. */
export type NetworkCompanyRecord = {
  id: number;
  name: string;
  tid: string | null;
  logo: string | null;
  type: string;
  primary_contact_id: number | null;
  primary_contact_first_name: string | null;
  primary_contact_last_name: string | null;
  projects_count: number | string;
  tasks_count: number | string;
  overdue_tasks_count: number | string;
  /** The company's current certificate of insurance for the caller's company has expired (task-schedules). */
  coi_lapsed: boolean;
};
type NetworkSqlRow = NetworkCompanyRecord & { total: number | string };

const NETWORK_ORDER: Record<NetworkSortField, string> = {
  name: 'lower(r.name)',
  tid: 'r.tid',
  projects_count: 'r.projects_count',
  tasks_count: 'r.tasks_count',
  overdue_tasks_count: 'r.overdue_tasks_count',
  type: 'r.type',
  primary_contact: "lower(coalesce(r.primary_contact_last_name, '') || ' ' || coalesce(r.primary_contact_first_name, ''))",
};

export async function findNetworkPage(
  db: Database,
  companyId: number,
  filters: NetworkFilters,
  sort: { field: NetworkSortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number } | null,
): Promise<{ total: number; rows: NetworkCompanyRecord[] }> {
  const where: SQL[] = [];
  const contact = sql`coalesce(r.primary_contact_first_name, '') || ' ' || coalesce(r.primary_contact_last_name, '')`;
  if (filters.search) where.push(sql`(r.name ilike ${containsPattern(filters.search)} or coalesce(r.tid, '') ilike ${containsPattern(filters.search)} or ${contact} ilike ${containsPattern(filters.search)})`);
  if (filters.company_name) where.push(sql`r.name ilike ${containsPattern(filters.company_name)}`);
  if (filters.contact_name) where.push(sql`${contact} ilike ${containsPattern(filters.contact_name)}`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  const limit = paging ? sql`limit ${paging.perPage} offset ${paging.offset}` : sql``;
  const result = await db.execute(sql`
    with r as (
      select c.id, c.name, c.tid, c.logo, c.type,
        pc.id as primary_contact_id, pc.first_name as primary_contact_first_name, pc.last_name as primary_contact_last_name,
        coalesce(w.projects_count, 0) as projects_count, coalesce(w.tasks_count, 0) as tasks_count, coalesce(w.overdue_tasks_count, 0) as overdue_tasks_count,
        ${coiLapsedSql(companyId, sql`c.id`)} as coi_lapsed
      from company_network n
      join companies c on c.id = n.partner_company_id
      left join lateral (${primaryContactSql(sql`c.id`)}) pc on true
      left join lateral (${workBetweenSql(companyId, sql`c.id`)}) w on true
      where n.company_id = ${companyId}
    )
    select r.*, count(*) over() as total from r
    ${whereSql}
    order by ${sql.raw(NETWORK_ORDER[sort.field])} ${direction} nulls last, r.id ${direction}
    ${limit}
  `);
  const rows = rowsOf<NetworkSqlRow>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging && paging.offset > 0) total = (await findNetworkPage(db, companyId, filters, sort, { perPage: 1, offset: 0 })).total;
  return { total, rows };
}

export async function isInNetwork(db: Database, companyId: number, partnerCompanyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companyNetwork.id })
    .from(companyNetwork)
    .where(and(eq(companyNetwork.companyId, companyId), eq(companyNetwork.partnerCompanyId, partnerCompanyId)))
    .limit(1);
  return rows.length > 0;
}

export async function findNetworkSince(db: Database, companyId: number, partnerCompanyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: companyNetwork.createdAt })
    .from(companyNetwork)
    .where(and(eq(companyNetwork.companyId, companyId), eq(companyNetwork.partnerCompanyId, partnerCompanyId)))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Both companies join each other's networks (an existing pair is kept). */
export async function joinNetworks(db: Database, a: number, b: number): Promise<void> {
  await db
    .insert(companyNetwork)
    .values([
      { companyId: a, partnerCompanyId: b },
      { companyId: b, partnerCompanyId: a },
    ])
    .onConflictDoNothing();
}

/** Ends the link both ways (DOMAIN.md 7): either side's removal takes both rows. */
export async function leaveNetwork(db: Database, companyId: number, partnerCompanyId: number): Promise<boolean> {
  const removed = await db
    .delete(companyNetwork)
    .where(
      or(
        and(eq(companyNetwork.companyId, companyId), eq(companyNetwork.partnerCompanyId, partnerCompanyId)),
        and(eq(companyNetwork.companyId, partnerCompanyId), eq(companyNetwork.partnerCompanyId, companyId)),
      ),
    )
    .returning({ id: companyNetwork.id });
  return removed.length > 0;
}

export const findCompany = async (db: Database, id: number) => (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0] ?? null;

/** The city of the company's headquarters (else its first office): part of its public card. */
const cityOfSql = (companyIdColumn: SQL) => sql`(select o.city from offices o where o.company_id = ${companyIdColumn} order by o.is_headquarters desc, o.id limit 1)`;

/** A live (pending, unexpired) request of add-company-by-id from the company to the other. */
const liveRequestSql = (companyId: number | SQL, targetColumn: SQL) => sql`exists (
  select 1 from invitations i join company_invitations ci on ci.invitation_id = i.id
  where i.kind = 'company' and i.invited_by_company_id = ${companyId} and ci.target_company_id = ${targetColumn}
    and i.status = 'pending' and i.expires_at > now())`;

/** A platform company's card as read (its logo is shown only once it is in the network: presenter). */
export type CompanyMatchRecord = { id: number; name: string; type: string; logo: string | null; city: string | null; is_in_network: boolean; is_requested: boolean };

/** Active companies of the platform whose name matches, other than the caller's and its network. */
export async function searchCompaniesNotInNetwork(db: Database, companyId: number, search: string, limit = 20) {
  const result = await db.execute(sql`
    select c.id, c.name, c.type, c.logo, ${cityOfSql(sql`c.id`)} as city, false as is_in_network,
      ${liveRequestSql(companyId, sql`c.id`)} as is_requested
    from companies c
    where c.id <> ${companyId} and c.status = 'active' and c.name ilike ${containsPattern(search)}
      and not exists (select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = c.id)
    order by (lower(c.name) = lower(${search})) desc, lower(c.name), c.id
    limit ${limit}
  `);
  return rowsOf<CompanyMatchRecord>(result);
}

/** The company of the (non-operator) user with this e-mail, with whether it is in the caller's network. */
export async function findCompanyByUserEmail(db: Database, companyId: number, email: string) {
  const result = await db.execute(sql`
    select c.id, c.name, c.type, c.logo, c.status, ${cityOfSql(sql`c.id`)} as city,
      exists (select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = c.id) as is_in_network,
      ${liveRequestSql(companyId, sql`c.id`)} as is_requested
    from users u
    join companies c on c.id = u.company_id
    where lower(u.email) = ${email.trim().toLowerCase()} and not u.is_superuser
    limit 1
  `);
  const [row] = rowsOf<CompanyMatchRecord & { status: string }>(result);
  return row ?? null;
}

/** Whether a live request of the company to the target is waiting for an answer. */
export async function hasLiveRequest(db: Database, companyId: number, targetCompanyId: number): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(await db.execute(sql`select ${liveRequestSql(companyId, sql`${targetCompanyId}`)} as found`));
  return Boolean(row?.found);
}

/**
 * Who answers a network request for a company: its active users whose role may add companies to
 * the network: the add gate of NETWORK_GATES, as the routes apply it.
 */
export async function findNetworkDeciders(db: Database, companyId: number): Promise<{ id: number; email: string; first_name: string }[]> {
  return rowsOf<{ id: number; email: string; first_name: string }>(
    await db.execute(sql`
      select u.id, u.email, u.first_name from users u
      join permission_groups g on g.company_id = u.company_id and g.role = u.role
      where u.company_id = ${companyId} and not u.is_superuser and u.role <> ${NETWORK_VIEW_ONLY_ROLE}
        ${sql.join(NETWORK_GATES.add.all.map((permission) => sql`and g.permissions ? ${permission}`), sql` `)}
        and not exists (select 1 from user_archives a where a.user_id = u.id)
      order by (u.role in ('general_owner', 'sub_owner')) desc, u.id`),
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

/** Live requests and invitations addressed to the company: by id, or by e-mail to one of its users. */
const incomingSql = (companyId: number, extra: SQL = sql``) => sql`
  select i.id, c.id as company_id, c.name as company_name, c.type as company_type, ${cityOfSql(sql`c.id`)} as city,
    u.first_name as requester_first_name, u.last_name as requester_last_name, i.created_at, i.expires_at
  from invitations i
  join company_invitations ci on ci.invitation_id = i.id
  join companies c on c.id = i.invited_by_company_id
  left join users u on u.id = i.invited_by_user_id
  where i.kind = 'company' and i.status = 'pending' and i.expires_at > now() and c.id <> ${companyId}
    and (ci.target_company_id = ${companyId}
      or (ci.target_company_id is null and exists (
        select 1 from users m where m.company_id = ${companyId} and not m.is_superuser and lower(m.email) = lower(i.email))))
    ${extra}`;

export type IncomingRequestRecord = {
  id: number;
  company_id: number;
  company_name: string;
  company_type: string;
  city: string | null;
  requester_first_name: string | null;
  requester_last_name: string | null;
  created_at: string | Date;
  expires_at: string | Date;
};

export async function findIncomingRequests(db: Database, companyId: number): Promise<IncomingRequestRecord[]> {
  return rowsOf<IncomingRequestRecord>(await db.execute(sql`${incomingSql(companyId)} order by i.created_at desc, i.id desc`));
}

/** One live request addressed to the company (null for another company's, an answered or an expired one). */
export async function findIncomingRequest(db: Database, companyId: number, invitationId: number): Promise<IncomingRequestRecord | null> {
  const [row] = rowsOf<IncomingRequestRecord>(await db.execute(sql`${incomingSql(companyId, sql`and i.id = ${invitationId}`)}`));
  return row ?? null;
}

/** Which of these (lower-cased) e-mails are the platform operator's: not companies, never invited. */
export async function findOperatorEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.isSuperuser, true), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((r) => r.email));
}

/** Companies of the users with these e-mails (lower-cased), keyed by e-mail. */
export async function findCompaniesByEmails(db: Database, emails: string[]): Promise<Map<string, { companyId: number; companyName: string }>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, companyId: companies.id, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isSuperuser, false)));
  return new Map(rows.map((r) => [r.email, { companyId: r.companyId, companyName: r.companyName }]));
}

/** The caller's network companies (id, name, tid) for the import's matching. */
export const findNetworkCompanies = (db: Database, companyId: number) =>
  db
    .select({ id: companies.id, name: companies.name, tid: companies.tid })
    .from(companyNetwork)
    .innerJoin(companies, eq(companies.id, companyNetwork.partnerCompanyId))
    .where(eq(companyNetwork.companyId, companyId));

export const findCompanyUserIds = async (db: Database, companyId: number): Promise<number[]> =>
  rowsOf<{ id: number }>(
    await db.execute(sql`select u.id from users u where u.company_id = ${companyId} and not exists (select 1 from user_archives a where a.user_id = u.id)`),
  ).map((r) => Number(r.id));

export const findOwnerIds = async (db: Database, companyId: number): Promise<number[]> =>
  rowsOf<{ id: number }>(
    await db.execute(
      sql`select u.id from users u where u.company_id = ${companyId} and u.role in ('general_owner', 'sub_owner', 'general_admin', 'sub_admin') and not exists (select 1 from user_archives a where a.user_id = u.id)`,
    ),
  ).map((r) => Number(r.id));

// ---- invitations ------------------------------------------------------------------------------

/** 'expired' is a pending invitation past its link's expiry. */
export const invitationStatusSql = sql<InvitationStatus>`(case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= now() then 'expired' else ${invitations.status} end)`;

export type InvitationFilters = {
  search?: string;
  company_name?: string;
  status?: InvitationStatus[];
  invite_date_from?: string;
  invite_date_to?: string;
  expires_in_from?: number;
  expires_in_to?: number;
};

export type InvitedCompanyRecord = {
  id: number;
  company_name: string;
  contact_name: string | null;
  email: string;
  phone: string | null;
  tax_id: string | null;
  status: InvitationStatus;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  expires_in: number | string;
  partner_company_id: number | null;
};
type InvitationSqlRow = InvitedCompanyRecord & { total: number | string };

const INVITATION_ORDER: Record<InvitedCompanySortField, string> = {
  company_name: 'lower(r.company_name)',
  email: 'lower(r.email)',
  status: 'r.status',
  created_at: 'r.created_at',
  expires_at: 'r.expires_at',
};

const invitationBaseSql = (companyId: number, extra: SQL = sql``) => sql`
  select i.id, ci.company_name, ci.contact_name, ci.phone, ci.tax_id, ci.partner_company_id,
    -- A request by id goes to the other company's administrators, whose addresses are not the requester's to see.
    (case when ci.target_company_id is null then i.email else '' end) as email,
    (case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end) as status,
    u.first_name as inviter_first_name, u.last_name as inviter_last_name, i.created_at, i.expires_at,
    (case when i.status = 'pending' and i.expires_at > now() then ceil(extract(epoch from (i.expires_at - now())) / 86400)::int else 0 end) as expires_in
  from invitations i
  join company_invitations ci on ci.invitation_id = i.id
  left join users u on u.id = i.invited_by_user_id
  where i.kind = 'company' and i.invited_by_company_id = ${companyId} ${extra}`;

export async function findInvitationPage(
  db: Database,
  companyId: number,
  filters: InvitationFilters,
  sort: { field: InvitedCompanySortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ total: number; rows: InvitedCompanyRecord[] }> {
  const where: SQL[] = [];
  if (filters.search) where.push(sql`(r.company_name ilike ${containsPattern(filters.search)} or r.email ilike ${containsPattern(filters.search)} or coalesce(r.contact_name, '') ilike ${containsPattern(filters.search)})`);
  if (filters.company_name) where.push(sql`r.company_name ilike ${containsPattern(filters.company_name)}`);
  if (filters.status?.length) where.push(sql`r.status in (${sql.join(filters.status.map((s) => sql`${s}`), sql`, `)})`);
  if (filters.invite_date_from) where.push(sql`r.created_at >= ${filters.invite_date_from}::date`);
  if (filters.invite_date_to) where.push(sql`r.created_at < ${filters.invite_date_to}::date + 1`);
  if (filters.expires_in_from !== undefined) where.push(sql`r.expires_in >= ${filters.expires_in_from}`);
  if (filters.expires_in_to !== undefined) where.push(sql`r.expires_in <= ${filters.expires_in_to}`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  const result = await db.execute(sql`
    with r as (${invitationBaseSql(companyId)})
    select r.*, count(*) over() as total from r
    ${whereSql}
    order by ${sql.raw(INVITATION_ORDER[sort.field])} ${direction} nulls last, r.id ${direction}
    limit ${paging.perPage} offset ${paging.offset}
  `);
  const rows = rowsOf<InvitationSqlRow>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && paging.offset > 0) total = (await findInvitationPage(db, companyId, filters, sort, { perPage: 1, offset: 0 })).total;
  return { total, rows };
}

export async function findInvitedCompany(db: Database, companyId: number, invitationId: number): Promise<InvitedCompanyRecord | null> {
  const result = await db.execute(sql`${invitationBaseSql(companyId, sql`and i.id = ${invitationId}`)}`);
  const [row] = rowsOf<InvitedCompanyRecord>(result);
  return row ?? null;
}

/** E-mails (lower-cased) with a live pending invitation from the company (other than `exceptId`). */
export async function findPendingInvitationEmails(db: Database, companyId: number, emails: string[], exceptId?: number): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${invitations.email})` })
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, 'company'),
        eq(invitations.invitedByCompanyId, companyId),
        eq(invitations.status, 'pending'),
        sql`${invitations.expiresAt} > now()`,
        inArray(sql`lower(${invitations.email})`, emails),
        exceptId === undefined ? undefined : sql`${invitations.id} <> ${exceptId}`,
      ),
    );
  return new Set(rows.map((r) => r.email));
}

export async function findInvitationWithDetails(db: Database, invitationId: number) {
  const [row] = await db
    .select({ invitation: invitations, details: companyInvitations })
    .from(invitations)
    .innerJoin(companyInvitations, eq(companyInvitations.invitationId, invitations.id))
    .where(and(eq(invitations.id, invitationId), eq(invitations.kind, 'company')))
    .limit(1);
  return row ?? null;
}

/** Inserts a company invitation and its details (inside the caller's transaction); returns its id. */
export async function insertCompanyInvitation(
  db: Database,
  invitation: { tokenHash: string; email: string; firstName: string | null; lastName: string | null; invitedByCompanyId: number; invitedByUserId: number; expiresAt: Date },
  details: { companyName: string; contactName: string | null; phone: string | null; taxId: string | null; targetCompanyId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(invitations)
    .values({ ...invitation, kind: 'company' })
    .returning({ id: invitations.id });
  await db.insert(companyInvitations).values({ invitationId: row.id, ...details });
  return row.id;
}

/** A new link and expiry: pending again, sent by `userId`, not answered. */
export async function renewInvitation(db: Database, invitationId: number, link: { tokenHash: string; expiresAt: Date; invitedByUserId: number }): Promise<void> {
  await db.update(invitations).set({ ...link, status: 'pending', createdAt: new Date() }).where(eq(invitations.id, invitationId));
  await db.update(companyInvitations).set({ respondedAt: null }).where(eq(companyInvitations.invitationId, invitationId));
}

/** The company a request by id is addressed to (null for an e-mail invitation). */
export async function findRequestTargetId(db: Database, invitationId: number): Promise<number | null> {
  const [details] = await db.select({ targetCompanyId: companyInvitations.targetCompanyId }).from(companyInvitations).where(eq(companyInvitations.invitationId, invitationId)).limit(1);
  return details?.targetCompanyId ?? null;
}

/**
 * Moves a still pending invitation to `status` (and its acceptance time); false when a cancel or
 * another answer landed first.
 */
export async function settlePendingInvitation(db: Database, invitationId: number, status: 'accepted' | 'declined' | 'canceled'): Promise<boolean> {
  const won = await db
    .update(invitations)
    .set(status === 'accepted' ? { status, acceptedAt: new Date() } : { status })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return won.length > 0;
}

/** The invitation was answered: when, and by which company (null for a decline). */
export async function markInvitationAnswered(db: Database, invitationId: number, partnerCompanyId: number | null): Promise<void> {
  await db
    .update(companyInvitations)
    .set(partnerCompanyId === null ? { respondedAt: new Date() } : { partnerCompanyId, respondedAt: new Date() })
    .where(eq(companyInvitations.invitationId, invitationId));
}

export async function markInvitationExpired(db: Database, invitationId: number): Promise<void> {
  await db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, invitationId));
}

/** The company invitation whose link has this token hash (any status). */
export async function findCompanyInvitationIdByTokenHash(db: Database, tokenHash: string): Promise<number | null> {
  const [found] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), eq(invitations.kind, 'company')))
    .limit(1);
  return found?.id ?? null;
}

export async function findCompanyInvitationDetails(db: Database, invitationId: number) {
  const [details] = await db.select().from(companyInvitations).where(eq(companyInvitations.invitationId, invitationId)).limit(1);
  return details ?? null;
}

/** The (non-operator) user with this e-mail, if any. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.isSuperuser, false), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return user ?? null;
}

// ---- imports ----------------------------------------------------------------------------------

export async function insertImport(db: Database, values: { companyId: number; userId: number; fileName: string; rows: Record<string, unknown>[] }): Promise<number> {
  const [created] = await db.insert(companyImports).values(values).returning({ id: companyImports.id });
  return created.id;
}

export async function findImport(db: Database, companyId: number, importId: number) {
  const [found] = await db
    .select()
    .from(companyImports)
    .where(and(eq(companyImports.id, importId), eq(companyImports.companyId, companyId)))
    .limit(1);
  return found ?? null;
}

/** Marks a previewed import confirmed; false when another confirmation got there first. */
export async function claimImport(db: Database, importId: number): Promise<boolean> {
  const claimed = await db
    .update(companyImports)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(companyImports.id, importId), eq(companyImports.status, 'preview')))
    .returning({ id: companyImports.id });
  return claimed.length > 0;
}

// ---- notes ------------------------------------------------------------------------------------

export async function findNotes(db: Database, companyId: number, partnerCompanyId: number) {
  return db
    .select({ note: companyNotes, firstName: users.firstName, lastName: users.lastName })
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.userId))
    .where(and(eq(companyNotes.companyId, companyId), eq(companyNotes.partnerCompanyId, partnerCompanyId)))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id));
}

export async function findNote(db: Database, companyId: number, noteId: number) {
  const [row] = await db
    .select({ note: companyNotes, firstName: users.firstName, lastName: users.lastName })
    .from(companyNotes)
    .leftJoin(users, eq(users.id, companyNotes.userId))
    .where(and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export type NoteRecord = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export async function insertNote(db: Database, values: { companyId: number; partnerCompanyId: number; userId: number; body: string }): Promise<number> {
  const [note] = await db.insert(companyNotes).values(values).returning({ id: companyNotes.id });
  return note.id;
}

export async function updateNote(db: Database, companyId: number, noteId: number, body: string): Promise<void> {
  await db.update(companyNotes).set({ body, updatedAt: new Date() }).where(and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, companyId)));
}

export async function deleteNote(db: Database, companyId: number, noteId: number): Promise<void> {
  await db.delete(companyNotes).where(and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, companyId)));
}

// ---- details ----------------------------------------------------------------------------------

export type PrimaryContactRecord = { id: number; first_name: string; last_name: string; email: string; phone: string | null };

export async function findPrimaryContact(db: Database, companyId: number): Promise<PrimaryContactRecord | null> {
  const [contact] = rowsOf<PrimaryContactRecord>(await db.execute(primaryContactSql(sql`${companyId}`)));
  return contact ?? null;
}

/** The primary contacts of several companies in one query, by company id (none for a company without an active user). */
export async function findPrimaryContacts(db: Database, companyIds: readonly number[]): Promise<Map<number, PrimaryContactRecord>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PrimaryContactRecord & { company_id: number | string }>(
    await db.execute(sql`
      select c.id as company_id, pc.* from companies c
      cross join lateral (${primaryContactSql(sql`c.id`)}) pc
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map(({ company_id, ...contact }) => [Number(company_id), contact]));
}
