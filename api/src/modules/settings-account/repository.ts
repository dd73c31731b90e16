// Queries of Account Details, Company Details and Company Info. Every query is scoped by company.
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES, type AccountUser, type PlanUpgradeRequest, type RoleName } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import {
  accountAdmins,
  certifications,
  companies,
  companyAccounts,
  companyNetwork,
  licenses,
  offices,
  planUpgradeRequests,
  projects,
  subsidiaryCompanies,
  userArchives,
  users,
} from '../../db/schema';
import type { SubsidiaryRecord } from './presenter';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export const fullNameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
export const toAccountUser = (u: UserRow): AccountUser => ({
  id: u.id,
  full_name: fullNameOf(u),
  email: u.email,
  role: { name: u.role, show_name: ROLES[u.role as RoleName]?.show_name ?? u.role },
});

export async function findCompany(db: Database, id: number): Promise<CompanyRow | null> {
  return (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0] ?? null;
}

/** A company's employees that are not archived (the people who can hold account roles). */
export async function findActiveUsers(db: Database, companyId: number): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), isNull(userArchives.userId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => r.user);
}

/** The stored account admins; none stored means the company's owners. */
export async function findAccountAdmins(db: Database, companyId: number): Promise<UserRow[]> {
  const active = await findActiveUsers(db, companyId);
  const stored = await db.select({ userId: accountAdmins.userId }).from(accountAdmins).where(eq(accountAdmins.companyId, companyId));
  const ids = new Set(stored.map((s) => s.userId));
  const admins = active.filter((u) => ids.has(u.id));
  return admins.length ? admins : active.filter((u) => u.role.endsWith('_owner'));
}

export async function replaceAccountAdmins(db: Database, companyId: number, userIds: number[]) {
  await withTransaction(db, async (tx) => {
    await tx.delete(accountAdmins).where(eq(accountAdmins.companyId, companyId));
    await tx.insert(accountAdmins).values(userIds.map((userId) => ({ companyId, userId })));
  });
}

export async function findAccount(db: Database, companyId: number) {
  return (await db.select().from(companyAccounts).where(eq(companyAccounts.companyId, companyId)).limit(1))[0] ?? null;
}

export async function upsertAccount(db: Database, companyId: number, values: Partial<typeof companyAccounts.$inferInsert>) {
  await db
    .insert(companyAccounts)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyAccounts.companyId, set: { ...values, updatedAt: new Date() } });
}

export async function countUsage(db: Database, companyId: number) {
  const [[u], [p], [s]] = await Promise.all([
    db.select({ n: count() }).from(users).leftJoin(userArchives, eq(userArchives.userId, users.id)).where(and(eq(users.companyId, companyId), isNull(userArchives.userId))),
    db.select({ n: count() }).from(projects).where(and(eq(projects.companyId, companyId), ne(projects.status, 'archived'))),
    db.select({ n: count() }).from(subsidiaryCompanies).where(eq(subsidiaryCompanies.companyId, companyId)),
  ]);
  return { users: Number(u.n), projects: Number(p.n), subsidiaries: Number(s.n) };
}

/**
 * The latest upgrade request of a company. A pending request reads as done once the company is on
 * the general plan (the operator moved it), whatever moved it.
 */
export async function findLatestUpgradeRequest(db: Database, companyId: number, plan: string): Promise<PlanUpgradeRequest | null> {
  const [row] = await db
    .select({ r: planUpgradeRequests, firstName: users.firstName, lastName: users.lastName })
    .from(planUpgradeRequests)
    .leftJoin(users, eq(users.id, planUpgradeRequests.requestedByUserId))
    .where(eq(planUpgradeRequests.companyId, companyId))
    .orderBy(desc(planUpgradeRequests.createdAt), desc(planUpgradeRequests.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.r.id,
    status: row.r.status === 'pending' && plan !== 'general' ? 'pending' : 'done',
    message: row.r.message,
    requested_at: row.r.createdAt.toISOString(),
    requested_by: row.firstName === null ? null : `${row.firstName} ${row.lastName}`.trim(),
  };
}

export async function insertUpgradeRequest(db: Database, companyId: number, userId: number, message: string) {
  await db.insert(planUpgradeRequests).values({ companyId, requestedByUserId: userId, message });
}

export async function findCompanyByTaxId(db: Database, tid: string, exceptCompanyId: number) {
  return (await db.select({ id: companies.id }).from(companies).where(and(eq(companies.tid, tid), ne(companies.id, exceptCompanyId))).limit(1))[0] ?? null;
}

export async function updateCompany(db: Database, id: number, values: Partial<typeof companies.$inferInsert>) {
  await db.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, id));
}

/** Whether `partnerId` is in the network of `companyId`. */
export async function isInNetwork(db: Database, companyId: number, partnerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companyNetwork.id })
    .from(companyNetwork)
    .where(and(eq(companyNetwork.companyId, companyId), eq(companyNetwork.partnerCompanyId, partnerId)))
    .limit(1);
  return rows.length > 0;
}

// ---- certifications, licenses, offices, subsidiaries -----------------------------------------

export const findCertifications = (db: Database, companyId: number) =>
  db.select().from(certifications).where(eq(certifications.companyId, companyId)).orderBy(asc(certifications.id));
export const findLicenses = (db: Database, companyId: number) => db.select().from(licenses).where(eq(licenses.companyId, companyId)).orderBy(asc(licenses.id));
/** The headquarters first, then by id. */
export const findOffices = (db: Database, companyId: number) =>
  db.select().from(offices).where(eq(offices.companyId, companyId)).orderBy(desc(offices.isHeadquarters), asc(offices.id));

/** A company's subsidiaries (or the one with `id`) with the names of their people. */
export async function findSubsidiaries(db: Database, companyId: number, id?: number): Promise<SubsidiaryRecord[]> {
  const contact = alias(users, 'contact');
  const assignee = alias(users, 'assignee');
  const signer = alias(users, 'signer');
  const nameOf = (t: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn }) =>
    sql<string | null>`case when ${t.id} is null then null else ${t.firstName} || ' ' || ${t.lastName} end`;
  return db
    .select({ s: subsidiaryCompanies, primaryContactName: nameOf(contact), assigneeName: nameOf(assignee), signerName: nameOf(signer) })
    .from(subsidiaryCompanies)
    .leftJoin(contact, eq(contact.id, subsidiaryCompanies.primaryContactId))
    .leftJoin(assignee, eq(assignee.id, subsidiaryCompanies.assigneeId))
    .leftJoin(signer, eq(signer.id, subsidiaryCompanies.signerId))
    .where(and(eq(subsidiaryCompanies.companyId, companyId), id === undefined ? undefined : eq(subsidiaryCompanies.id, id)))
    .orderBy(asc(subsidiaryCompanies.id));
}

/** Every record of a company's details: what the operator's company details page shows. */
export async function findCompanyRecords(db: Database, companyId: number) {
  const [certificationRows, licenseRows, officeRows, subsidiaryRows] = await Promise.all([
    findCertifications(db, companyId),
    findLicenses(db, companyId),
    findOffices(db, companyId),
    findSubsidiaries(db, companyId),
  ]);
  return { certifications: certificationRows, licenses: licenseRows, offices: officeRows, subsidiaries: subsidiaryRows };
}

export async function findSubsidiaryRecord(db: Database, id: number) {
  return (await db.select().from(subsidiaryCompanies).where(eq(subsidiaryCompanies.id, id)).limit(1))[0] ?? null;
}

/** Which of the ids are active users of the company. */
export async function findActiveUserIds(db: Database, companyId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userArchives, eq(userArchives.userId, users.id))
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), isNull(userArchives.userId)));
  return new Set(rows.map((r) => r.id));
}
