// Data access of permission groups: a company's groups, and saving one role's rights.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permissionGroups } from '../../db/schema';

export type PermissionGroupRow = typeof permissionGroups.$inferSelect;

export const findGroupsOfCompany = (db: Database, companyId: number): Promise<PermissionGroupRow[]> =>
  db.select().from(permissionGroups).where(eq(permissionGroups.companyId, companyId)).orderBy(asc(permissionGroups.id));

export const findGroupOfRole = async (db: Database, companyId: number, role: string): Promise<PermissionGroupRow | null> =>
  (await db.select().from(permissionGroups).where(and(eq(permissionGroups.companyId, companyId), eq(permissionGroups.role, role))).limit(1))[0] ?? null;

export const updateGroupPermissions = (db: Database, id: number, permissions: string[]) =>
  db.update(permissionGroups).set({ permissions, updatedAt: new Date() }).where(eq(permissionGroups.id, id));

export const insertGroup = (db: Database, companyId: number, role: string, permissions: string[]) => db.insert(permissionGroups).values({ companyId, role, permissions });
