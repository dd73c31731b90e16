// Data access of the employees module: the company's users with archive state and professions,
// employee invitations, and the professions reference list.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeStatus, InviteEmployeeStatus, Profession } from 'shared-contract';
import type { Database } from '../../db/client';
import { invitations, professions, sessions, userArchives, userProfessions, users } from '../../db/schema';
import { containsPattern } from '../../lib/lists';

// ---- professions -----------------------------------------------------------------------------

export async function ensureProfessions(db: Database, titles: readonly string[]): Promise<void> {
  await db
    .insert(professions)
    .values(titles.map((title) => ({ title })))
    .onConflictDoNothing({ target: professions.title });
}

export const findProfessions = (db: Database): Promise<Profession[]> => db.select({ id: professions.id, title: professions.title }).from(professions).orderBy(sql`lower(${professions.title})`, asc(professions.id));

export async function findProfessionsOfUsers(db: Database, userIds: number[]): Promise<Map<number, Profession[]>> {
  const byUser = new Map<number, Profession[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userProfessions.userId, id: professions.id, title: professions.title })
    .from(userProfessions)
    .innerJoin(professions, eq(professions.id, userProfessions.professionId))
    .where(inArray(userProfessions.userId, userIds))
    .orderBy(sql`lower(${professions.title})`, asc(professions.id));
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { id: r.id, title: r.title }]);
  return byUser;
}

export async function findUnknownProfessionIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: professions.id }).from(professions).where(inArray(professions.id, ids));
  return ids.filter((id) => !found.some((f) => f.id === id));
}

export async function replaceUserProfessions(db: Database, userId: number, professionIds: number[]): Promise<void> {
  await db.delete(userProfessions).where(eq(userProfessions.userId, userId));
  const unique = [...new Set(professionIds)];
  if (unique.length) await db.insert(userProfessions).values(unique.map((professionId) => ({ userId, professionId })));
}

// ---- employees -------------------------------------------------------------------------------

export type EmployeeRecord = typeof users.$inferSelect & { archivedAt: Date | null };

export type EmployeeFilters = {
  search?: string;
  role?: string[];
  profession_ids?: number[];
  status?: EmployeeStatus[];
};

export const EMPLOYEE_SORT_COLUMNS = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  last_activity: users.lastActivity,
  created_at: users.createdAt,
} as const;

function employeeConditions(companyId: number, filters: EmployeeFilters): SQL {
  const where: (SQL | undefined)[] = [eq(users.companyId, companyId), eq(users.isSuperuser, false)];
  if (filters.search) {
    const text = containsPattern(filters.search);
    where.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text), ilike(users.email, text), ilike(sql`coalesce(${users.phone}, '')`, text)));
  }
  if (filters.role?.length) where.push(inArray(users.role, filters.role));
  if (filters.profession_ids?.length) {
    where.push(
      sql`exists (select 1 from ${userProfessions} where ${userProfessions.userId} = ${users.id} and ${inArray(userProfessions.professionId, filters.profession_ids)})`,
    );
  }
  const statuses = filters.status ?? [];
  if (statuses.length === 1) where.push(statuses[0] === 'archived' ? isNotNull(userArchives.userId) : isNull(userArchives.userId));
  return and(...where)!;
}

export async function findEmployeePage(
  db: Database,
  companyId: number,
  filters: EmployeeFilters,
  sort: { field: keyof typeof EMPLOYEE_SORT_COLUMNS; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: EmployeeRecord[]; total: number }> {
  const where = employeeConditions(companyId, filters);
  const [{ n }] = await db.select({ n: count() }).from(users).leftJoin(userArchives, eq(userArchives.userId, users.id)).where(where);
  const column = EMPLOYEE_SORT_COLUMNS[sort.field];
  const order = sort.direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await db
    .select({ user: users, archivedAt: userArchives.archivedAt })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  return { rows: rows.map((r) => ({ ...r.user, archivedAt: r.archivedAt })), total: Number(n) };
}

export async function findEmployee(db: Database, companyId: number, userId: number): Promise<EmployeeRecord | null> {
  const [row] = await db
    .select({ user: users, archivedAt: userArchives.archivedAt })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isSuperuser, false)))
    .limit(1);
  return row ? { ...row.user, archivedAt: row.archivedAt } : null;
}

/** Active (not archived) users of the company holding the role, other than `exceptUserId`. */
export async function countActiveWithRole(db: Database, companyId: number, role: string, exceptUserId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(users.role, role), ne(users.id, exceptUserId), isNull(userArchives.userId)));
  return Number(n);
}

export const updateEmployee = (db: Database, userId: number, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));

export async function archiveUser(db: Database, userId: number, archivedByUserId: number): Promise<void> {
  await db.insert(userArchives).values({ userId, archivedByUserId }).onConflictDoNothing();
  // An archived user is signed out everywhere at once.
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export const restoreUser = (db: Database, userId: number) => db.delete(userArchives).where(eq(userArchives.userId, userId));

export async function isUserArchived(db: Database, userId: number): Promise<boolean> {
  const rows = await db.select({ id: userArchives.userId }).from(userArchives).where(eq(userArchives.userId, userId)).limit(1);
  return rows.length > 0;
}

export const countUsersByRole = async (db: Database, companyId: number): Promise<Map<string, number>> => {
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), isNull(userArchives.userId)))
    .groupBy(users.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
};

// ---- invitations -----------------------------------------------------------------------------

/** Pending links past their date read as expired without waiting for anyone to open them. */
export const invitationStatus = sql<InviteEmployeeStatus>`(case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= now() then 'expired' else ${invitations.status} end)`;

export type InvitationFilters = { search?: string; status?: InviteEmployeeStatus[] };

export const INVITATION_SORT_COLUMNS = {
  email: sql`lower(${invitations.email})`,
  role: invitations.role,
  created_at: invitations.createdAt,
  expires_at: invitations.expiresAt,
  status: invitationStatus,
} as const;

export async function findInvitationPage(
  db: Database,
  companyId: number,
  filters: InvitationFilters,
  sort: { field: keyof typeof INVITATION_SORT_COLUMNS; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
) {
  const where: (SQL | undefined)[] = [eq(invitations.companyId, companyId), eq(invitations.kind, 'employee')];
  if (filters.search) where.push(ilike(invitations.email, containsPattern(filters.search)));
  if (filters.status?.length) where.push(sql`${invitationStatus} in (${sql.join(filters.status.map((s) => sql`${s}`), sql`, `)})`);
  const condition = and(...where)!;
  const [{ n }] = await db.select({ n: count() }).from(invitations).where(condition);
  const column = INVITATION_SORT_COLUMNS[sort.field];
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitationStatus,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(condition)
    .orderBy(sort.direction === 'desc' ? desc(column) : asc(column), desc(invitations.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  return { rows, total: Number(n) };
}
export type InvitationRecord = Awaited<ReturnType<typeof findInvitationPage>>['rows'][number];

export async function findInvitation(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select({ invitation: invitations, status: invitationStatus })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), eq(invitations.kind, 'employee')))
    .limit(1);
  return row ?? null;
}

export async function findPendingInvitationIds(db: Database, companyId: number, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.kind, 'employee'), eq(invitations.status, 'pending'), inArray(sql`lower(${invitations.email})`, emails)));
  return rows.map((r) => r.id);
}

export async function findTakenEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, emails));
  return new Set(rows.map((r) => r.email.toLowerCase()));
}
