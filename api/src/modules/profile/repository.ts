// Data access of My Profile: the user and its company name, photo, password, e-mail and other sessions.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, sessions, users } from '../../db/schema';

export const findUser = async (db: Database, userId: number) => (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];

export const findCompanyName = async (db: Database, companyId: number): Promise<{ id: number; name: string } | null> =>
  (await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1))[0] ?? null;

export const updatePhoto = (db: Database, userId: number, photo: string) => db.update(users).set({ photo, updatedAt: new Date() }).where(eq(users.id, userId));

export const updatePasswordHash = (db: Database, userId: number, passwordHash: string) => db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));

/** Ends every session of the user but the one given (the browser that made the change stays in). */
export const endOtherSessions = (db: Database, userId: number, keepSessionId: string) => db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));

/** A new e-mail starts unverified. */
export const updateEmail = async (db: Database, userId: number, email: string) =>
  (await db.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning())[0];
