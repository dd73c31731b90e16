// Data access of sign-up: invitation links, the invited company's name, new users.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, invitations, users } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export const findInvitationByTokenHash = async (db: Database, tokenHash: string): Promise<InvitationRow | null> =>
  (await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1))[0] ?? null;

export const markInvitationExpired = (db: Database, id: number) => db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, id));

/** Claims a pending link: true when this call accepted it, false when it was no longer pending. */
export async function claimInvitation(db: Database, id: number): Promise<boolean> {
  const [claimed] = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return claimed !== undefined;
}

export const findCompanyName = async (db: Database, companyId: number): Promise<string | null> =>
  (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1))[0]?.name ?? null;

export const insertUser = async (db: Database, values: typeof users.$inferInsert) => (await db.insert(users).values(values).returning())[0];

export const updateUser = async (db: Database, id: number, values: Partial<typeof users.$inferInsert>) => (await db.update(users).set(values).where(eq(users.id, id)).returning())[0];
