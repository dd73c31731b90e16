// Demo data of the network (DOMAIN.md 10): Northwind's invitations in two states (one pending,
// one declined) and a note about a sub contractor of its network.
import { and, eq } from 'drizzle-orm';
import { INVITATION_LINK_DAYS } from 'shared-contract';
import type { Database } from '../../db/client';
import { companies, companyInvitations, companyNetwork, companyNotes, invitations, users } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

const DAY = 86_400_000;

export async function seedNetworkDemoData(db: Database, companyId: number): Promise<void> {
  const [owner] = await db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.role, 'general_owner'))).limit(1);
  const invited = [
    { company: 'Coastal Glazing', contact: 'Grace Lee', email: 'grace@coastal-glazing.test', phone: '+1 206 555 0190', tid: '45-1234567', status: 'pending', daysAgo: 3 },
    { company: 'Timberline Framing', contact: 'Tom Berg', email: 'tom@timberline.test', phone: '+1 503 555 0177', tid: null, status: 'declined', daysAgo: 9 },
  ] as const;
  for (const i of invited) {
    const createdAt = new Date(Date.now() - i.daysAgo * DAY);
    const [first, ...rest] = i.contact.split(' ');
    const [row] = await db
      .insert(invitations)
      .values({
        // The demo links are not mailed; a fresh random token keeps them unusable.
        tokenHash: hashToken(createToken()),
        kind: 'company',
        email: i.email,
        firstName: first,
        lastName: rest.join(' '),
        invitedByCompanyId: companyId,
        invitedByUserId: owner?.id ?? null,
        status: i.status,
        expiresAt: new Date(createdAt.getTime() + INVITATION_LINK_DAYS * DAY),
        createdAt,
      })
      .returning({ id: invitations.id });
    await db.insert(companyInvitations).values({
      invitationId: row.id,
      companyName: i.company,
      contactName: i.contact,
      phone: i.phone,
      taxId: i.tid,
      respondedAt: i.status === 'declined' ? new Date(createdAt.getTime() + 2 * DAY) : null,
    });
  }

  const [partner] = await db
    .select({ id: companies.id })
    .from(companyNetwork)
    .innerJoin(companies, eq(companies.id, companyNetwork.partnerCompanyId))
    .where(and(eq(companyNetwork.companyId, companyId), eq(companies.name, 'Ridge Electric')))
    .limit(1);
  if (partner) {
    await db.insert(companyNotes).values({
      companyId,
      partnerCompanyId: partner.id,
      userId: owner?.id ?? null,
      body: 'Reliable on the Harbor Tower electrical package. Ask Rita for the updated certificate of insurance before the next scope.',
      createdAt: new Date(Date.now() - 5 * DAY),
      updatedAt: new Date(Date.now() - 5 * DAY),
    });
  }
}
