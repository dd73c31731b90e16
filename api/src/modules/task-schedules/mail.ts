// What the schedules tell people: an in-app notification (DOMAIN.md 8) and an e-mail, both queued in
// the caller's transaction (they commit with the claim that decided to send them, or not at all).
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { userArchives, users } from '../../db/schema';
import { queueNotifications } from '../../lib/notify';
import type { MailMessage } from '../../lib/mail-message';

export type Recipient = { id: number; email: string; firstName: string; companyId: number | null };

/** MM/DD/YYYY of a YYYY-MM-DD date. */
export const displayDate = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');

/** The active (not archived) users among `ids`. */
export async function findRecipients(db: Database, ids: readonly (number | null | undefined)[]): Promise<Recipient[]> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.id, wanted), notExists(db.select({ one: userArchives.userId }).from(userArchives).where(eq(userArchives.userId, users.id)))));
}

/** Queues the notification and the mail of one message to each recipient, in `db` (a transaction). */
export async function queueMessages(
  app: FastifyInstance,
  db: Database,
  recipients: readonly Recipient[],
  message: { type: string; title: string; body: string; link: string; mail: (r: Recipient) => Pick<MailMessage, 'subject' | 'text'> },
): Promise<void> {
  if (recipients.length === 0) return;
  await queueNotifications(
    app,
    db,
    recipients.map((r) => r.id),
    { type: message.type, title: message.title, body: message.body, link: message.link },
  );
  await app.mailer.queue(
    recipients.map((r) => ({ to: r.email, ...message.mail(r) })),
    { db },
  );
}

