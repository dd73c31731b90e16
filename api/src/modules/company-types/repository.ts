// Data access of company types, always scoped by company: by name, the enabled ones, the uniqueness
// check and the writes.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyTypes } from '../../db/schema';

export type CompanyTypeRecord = typeof companyTypes.$inferSelect;

export const findCompanyTypes = (db: Database, companyId: number, onlyEnabled = false) =>
  db
    .select()
    .from(companyTypes)
    .where(and(eq(companyTypes.companyId, companyId), onlyEnabled ? eq(companyTypes.enabled, true) : undefined))
    .orderBy(asc(sql`lower(${companyTypes.name})`), asc(companyTypes.id));

export async function findCompanyType(db: Database, id: number): Promise<CompanyTypeRecord | null> {
  const [row] = await db.select().from(companyTypes).where(eq(companyTypes.id, id)).limit(1);
  return row ?? null;
}

export async function isNameTaken(db: Database, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: companyTypes.id })
    .from(companyTypes)
    .where(and(eq(companyTypes.companyId, companyId), eq(sql`lower(${companyTypes.name})`, name.toLowerCase()), exceptId ? ne(companyTypes.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertCompanyType(db: Database, companyId: number, values: { name: string; enabled: boolean }): Promise<CompanyTypeRecord> {
  const [row] = await db
    .insert(companyTypes)
    .values({ companyId, ...values })
    .returning();
  return row;
}

export async function updateCompanyType(db: Database, id: number, values: { name: string; enabled: boolean }): Promise<CompanyTypeRecord> {
  const [row] = await db
    .update(companyTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyTypes.id, id))
    .returning();
  return row;
}

export async function deleteCompanyType(db: Database, id: number): Promise<void> {
  await db.delete(companyTypes).where(eq(companyTypes.id, id));
}
