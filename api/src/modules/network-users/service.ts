// Send communication (Users > Send communication): a subject and body with merge fields, mailed
// to each picked network user with the fields filled for them, recorded for the sender.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  COMMUNICATION_MERGE_FIELDS,
  COMMUNICATION_RECIPIENTS_MAX,
  NETWORK_MESSAGES,
  fillMergeFields,
  type CommunicationMergeField,
  type SendCommunicationInput,
  type SentCommunication,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { communicationRecipients, communications, users } from '../../db/schema';
import { composeCompanyMail } from '../../lib/company-mail';
import type { MailMessage } from '../../plugins/app/mail';
import { fieldError } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { findNetworkUserPage } from './repository';

const SENT_LIST_SIZE = 50;

/** Users the caller may write to: the network users (own company included) except the caller. */
export async function findRecipients(db: Database, actor: Actor, company: CompanyRow, search: string | undefined, userIds?: number[]) {
  const { rows } = await findNetworkUserPage(
    db,
    company.id,
    { search, except_user_id: actor.user.id, ...(userIds ? { user_ids: userIds } : {}) },
    { field: 'full_name', direction: 'asc' },
    { perPage: COMMUNICATION_RECIPIENTS_MAX, offset: 0 },
  );
  return rows;
}

export async function findSentCommunications(db: Database, actor: Actor, company: CompanyRow): Promise<SentCommunication[]> {
  const sent = await db
    .select({ c: communications, senderFirst: users.firstName, senderLast: users.lastName })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.senderUserId))
    .where(and(eq(communications.companyId, company.id), eq(communications.senderUserId, actor.user.id)))
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(SENT_LIST_SIZE);
  const recipients = sent.length
    ? await db
        .select()
        .from(communicationRecipients)
        .where(
          inArray(
            communicationRecipients.communicationId,
            sent.map((s) => s.c.id),
          ),
        )
        .orderBy(communicationRecipients.id)
    : [];
  return sent.map(({ c, senderFirst, senderLast }) => ({
    id: c.id,
    subject: c.subject,
    body: c.body,
    recipients_count: c.recipientsCount,
    recipients: recipients.filter((r) => r.communicationId === c.id).map((r) => ({ id: r.userId, full_name: r.fullName, email: r.email })),
    sender: senderFirst === null ? null : `${senderFirst} ${senderLast ?? ''}`.trim(),
    created_at: c.createdAt.toISOString(),
  }));
}

const mmddyyyy = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;

export async function sendCommunication(app: FastifyInstance, actor: Actor, company: CompanyRow, input: SendCommunicationInput): Promise<number> {
  const ids = [...new Set((input.user_ids ?? []) as number[])];
  const recipients = await findRecipients(app.db, actor, company, undefined, ids);
  if (recipients.length !== ids.length) throw fieldError('user_ids', NETWORK_MESSAGES.unknownRecipients);
  const senderName = `${actor.user.firstName} ${actor.user.lastName}`.trim();
  const today = mmddyyyy(new Date());
  const mails: MailMessage[] = [];
  for (const r of recipients) {
    const values: Record<CommunicationMergeField, string> = {
      'recipient.first_name': r.first_name,
      'recipient.last_name': r.last_name,
      'recipient.full_name': r.full_name,
      'recipient.company': r.company_name,
      'sender.name': senderName,
      'sender.company': company.name,
      today,
    };
    const subject = fillMergeFields(input.subject.trim(), values);
    const body = fillMergeFields(input.body.trim(), values);
    const fallback = { to: r.email, subject, text: `${body}\n\n${senderName}, ${company.name}` };
    const mail = await composeCompanyMail(app.db, company.id, 'send_communication', { ...values, 'message.subject': subject, 'message.body': body }, fallback);
    mails.push({ ...mail, to: r.email });
  }
  // The message, its recipients and one delivery job per mail commit together: the request answers
  // at once and a mail server hiccup retries that mail alone.
  await withTransaction(app.db, async (db) => {
    const [row] = await db
      .insert(communications)
      .values({ companyId: company.id, senderUserId: actor.user.id, subject: input.subject.trim(), body: input.body.trim(), recipientsCount: recipients.length })
      .returning({ id: communications.id });
    await db.insert(communicationRecipients).values(recipients.map((r) => ({ communicationId: row.id, userId: r.id, email: r.email, fullName: r.full_name })));
    await app.mailer.queue(mails, { db });
  });
  app.jobs.wake();
  return recipients.length;
}

export const mergeFieldList = () => Object.entries(COMMUNICATION_MERGE_FIELDS).map(([name, label]) => ({ name, label }));
