// Data access of the auth module: users by e-mail, one-time codes, reset tokens.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, notifications, passwordResets, sessions, users, verificationCodes } from '../../db/schema';

export type CodePurpose = 'email_verification' | 'superadmin_login';

const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export const findUserByEmail = async (db: Database, email: string) => (await db.select().from(users).where(emailIs(email)).limit(1))[0] ?? null;

/** Whether any user (of any company) has the e-mail, in any letter case: e-mails are unique. */
export const isEmailTaken = async (db: Database, email: string) => (await db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1)).length > 0;

export const findCompany = async (db: Database, id: number) => (await db.select().from(companies).where(eq(companies.id, id)).limit(1))[0] ?? null;

export async function createVerificationCode(db: Database, userId: number, purpose: CodePurpose, codeHash: string, ttlMinutes: number) {
  // A new code replaces any earlier one of the same purpose.
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({ userId, purpose, codeHash, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) });
}

export const findLiveCode = async (db: Database, userId: number, purpose: CodePurpose) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, new Date())))
      .orderBy(desc(verificationCodes.id))
      .limit(1)
  )[0] ?? null;

export const markCodeUsed = (db: Database, id: number) => db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
export const countCodeAttempt = (db: Database, id: number) =>
  db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, id));

/** Ends every reset link of the user not used yet: only the newest link, once, sets a password. */
export const endPasswordResets = (db: Database, userId: number) =>
  db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

export async function createPasswordReset(db: Database, userId: number, tokenHash: string, ttlMinutes: number) {
  await endPasswordResets(db, userId);
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) });
}
export const findPasswordReset = async (db: Database, tokenHash: string) =>
  (await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1))[0] ?? null;

export async function updatePassword(db: Database, userId: number, passwordHash: string) {
  await endPasswordResets(db, userId);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  // A new password ends every session that may have been opened with the old one.
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export const markEmailVerified = (db: Database, userId: number) => db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));

export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export const updateOnboarding = (db: Database, userId: number, onboarding: Record<string, unknown>) =>
  db.update(users).set({ onboarding }).where(eq(users.id, userId));

export const updateActingCompany = (db: Database, sessionId: string, companyId: number | null) =>
  db.update(sessions).set({ actingCompanyId: companyId }).where(eq(sessions.id, sessionId));
