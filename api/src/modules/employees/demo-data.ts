// Demo data of the people area (DOMAIN.md 10): Northwind's staff with professions, a Field
// Engineer invitation still pending and one that ran out, so both lists have something to show.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { INVITATION_LINK_DAYS } from 'shared-contract';
import type { Database } from '../../db/client';
import { invitations, professions, users } from '../../db/schema';
import { PROFESSION_TITLES } from './professions-data';
import { ensureProfessions, replaceUserProfessions } from './repository';

const PROFESSIONS_BY_EMAIL: Record<string, string[]> = {
  'owner@northwind.test': ['Executive'],
  'admin@northwind.test': ['Contract Administrator', 'Office Manager'],
  'manager@northwind.test': ['Project Manager', 'Estimator'],
  'collaborator@northwind.test': ['Superintendent'],
  'viewer@northwind.test': ['Accountant'],
};

/** Unusable tokens: the demo links are never mailed, a resend mails a fresh one. */
const deadTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

export async function seedPeopleDemoData(db: Database, companyId: number): Promise<void> {
  await ensureProfessions(db, PROFESSION_TITLES);
  const all = await db.select().from(professions);
  const staff = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, Object.keys(PROFESSIONS_BY_EMAIL))));
  for (const user of staff) {
    const ids = PROFESSIONS_BY_EMAIL[user.email].map((title) => all.find((p) => p.title === title)!.id);
    await replaceUserProfessions(db, user.id, ids);
  }
  const admin = staff.find((u) => u.email === 'admin@northwind.test');
  const day = 86_400_000;
  await db.insert(invitations).values([
    {
      tokenHash: deadTokenHash(),
      kind: 'employee',
      email: 'field.engineer@northwind.test',
      role: 'general_collaborator',
      companyId,
      invitedByUserId: admin?.id ?? null,
      createdAt: new Date(Date.now() - 2 * day),
      expiresAt: new Date(Date.now() + (INVITATION_LINK_DAYS - 2) * day),
    },
    {
      tokenHash: deadTokenHash(),
      kind: 'employee',
      email: 'estimator.temp@northwind.test',
      role: 'general_view_only',
      companyId,
      invitedByUserId: admin?.id ?? null,
      createdAt: new Date(Date.now() - (INVITATION_LINK_DAYS + 5) * day),
      expiresAt: new Date(Date.now() - 5 * day),
    },
  ]);
}
