// Queries of Account Details, Company Details and Company Info. Every query is scoped by company.
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UpgradeRequestRecord = { r: typeof planUpgradeRequests.$inferSelect; firstName: string | null; lastName: string | null };
/** A subsidiary with the names of its primary contact, assignee and signer (null when unset). */
export type SubsidiaryRecord = {
  s: typeof subsidiaryCompanies.$inferSelect;
  primaryContactName: string | null;
  assigneeName: string | null;
  signerName: string | null;
};

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

/** The latest upgrade request of a company, with the name of who asked. */
export async function findLatestUpgradeRequest(db: Database, companyId: number) {
  const [row] = await db
    .select({ r: planUpgradeRequests, firstName: users.firstName, lastName: users.lastName })
    .from(planUpgradeRequests)
    .leftJoin(users, eq(users.id, planUpgradeRequests.requestedByUserId))
    .where(eq(planUpgradeRequests.companyId, companyId))
    .orderBy(desc(planUpgradeRequests.createdAt), desc(planUpgradeRequests.id))
    .limit(1);
  return row ?? null;
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

export type CertificationValues = Omit<typeof certifications.$inferInsert, 'id' | 'companyId'>;
export type LicenseValues = Omit<typeof licenses.$inferInsert, 'id' | 'companyId'>;
export type OfficeValues = Omit<typeof offices.$inferInsert, 'id' | 'companyId'>;
export type SubsidiaryValues = Omit<typeof subsidiaryCompanies.$inferInsert, 'id' | 'companyId'>;

export async function findCertification(db: Database, id: number) {
  return (await db.select().from(certifications).where(eq(certifications.id, id)).limit(1))[0] ?? null;
}
export async function findOwnCertification(db: Database, companyId: number, id: number) {
  return (await db.select().from(certifications).where(and(eq(certifications.id, id), eq(certifications.companyId, companyId))).limit(1))[0] ?? null;
}
export async function insertCertification(db: Database, companyId: number, values: CertificationValues) {
  return (await db.insert(certifications).values({ companyId, ...values }).returning())[0];
}
export async function updateCertification(db: Database, companyId: number, id: number, values: Partial<CertificationValues>) {
  return (await db.update(certifications).set(values).where(and(eq(certifications.id, id), eq(certifications.companyId, companyId))).returning())[0];
}
export async function deleteCertification(db: Database, id: number) {
  await db.delete(certifications).where(eq(certifications.id, id));
}

export async function insertLicense(db: Database, companyId: number, values: LicenseValues) {
  return (await db.insert(licenses).values({ companyId, ...values }).returning())[0];
}
/** The updated license; none when it is not the company's. */
export async function updateLicense(db: Database, companyId: number, id: number, values: LicenseValues) {
  return (await db.update(licenses).set(values).where(and(eq(licenses.id, id), eq(licenses.companyId, companyId))).returning())[0] ?? null;
}
/** Whether a license of the company was deleted. */
export async function deleteLicense(db: Database, companyId: number, id: number): Promise<boolean> {
  return (await db.delete(licenses).where(and(eq(licenses.id, id), eq(licenses.companyId, companyId))).returning({ id: licenses.id })).length > 0;
}

export async function clearHeadquarters(db: Database, companyId: number) {
  await db.update(offices).set({ isHeadquarters: false }).where(eq(offices.companyId, companyId));
}
export async function insertOffice(db: Database, companyId: number, values: OfficeValues) {
  return (await db.insert(offices).values({ companyId, ...values }).returning())[0];
}
/** The updated office; none when it is not the company's. */
export async function updateOffice(db: Database, companyId: number, id: number, values: OfficeValues) {
  return (await db.update(offices).set(values).where(and(eq(offices.id, id), eq(offices.companyId, companyId))).returning())[0] ?? null;
}
/** Whether an office of the company was deleted. */
export async function deleteOffice(db: Database, companyId: number, id: number): Promise<boolean> {
  return (await db.delete(offices).where(and(eq(offices.id, id), eq(offices.companyId, companyId))).returning({ id: offices.id })).length > 0;
}

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
export async function insertSubsidiary(db: Database, companyId: number, values: SubsidiaryValues) {
  return (await db.insert(subsidiaryCompanies).values({ companyId, ...values }).returning())[0];
}
export async function updateSubsidiary(db: Database, id: number, values: Partial<SubsidiaryValues>) {
  await db.update(subsidiaryCompanies).set({ ...values, updatedAt: new Date() }).where(eq(subsidiaryCompanies.id, id));
}
export async function deleteSubsidiary(db: Database, id: number) {
  await db.delete(subsidiaryCompanies).where(eq(subsidiaryCompanies.id, id));
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
