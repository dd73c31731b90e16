// Network users: the list (the users filter panel of 001 section 3) and its export; send
// communication (Users > Send communication): a subject and body with merge fields, mailed to each
// picked network user with the fields filled for them, recorded for the sender.
import type { FastifyInstance } from 'fastify';
import {
  COMMUNICATION_RECIPIENTS_MAX,
  NETWORK_MESSAGES,
  fillMergeFields,
  type CommunicationMergeField,
  type NetworkUserRow,
  type NetworkUserSortField,
  type SendCommunicationInput,
  type SentCommunication,
  networkUserEndpoints,
  type yup,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { composeCompanyMail } from '../../lib/company-mail';
import type { MailMessage } from '../../lib/mail-message';
import { fieldError } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { exportFileName, writeSpreadsheet, type ExportColumn } from '../../lib/spreadsheet';
import { toNetworkUserRow, toSentCommunication } from './presenter';
import * as repo from './repository';

type Sort = { field: NetworkUserSortField; direction: 'asc' | 'desc' };

/** The visible users as user search rows: the caller's company and its network. */
export async function findNetworkUserPage(
  db: Database,
  companyId: number,
  filters: repo.NetworkUserFilters,
  sort: Sort,
  paging: { perPage: number; offset: number } | null,
): Promise<{ total: number; rows: NetworkUserRow[] }> {
  const { total, rows } = await repo.findNetworkUserRecords(db, companyId, filters, sort, paging);
  return { total, rows: rows.map((r) => toNetworkUserRow(r, companyId)) };
}

/** The list's query as the contract validated it: its filters are the repository's filters. */
export type UserListQuery = yup.InferType<typeof networkUserEndpoints.listNetworkUsers.query>;
export const sortOf = (q: UserListQuery): Sort => ({ field: q.sort_field ?? 'full_name', direction: q.sort_direction ?? 'asc' });

const USER_EXPORT_COLUMNS: ExportColumn<NetworkUserRow>[] = [
  { header: 'Name', width: 26, value: (r) => r.full_name },
  { header: 'Company', width: 28, value: (r) => r.company_name },
  { header: 'Email', width: 30, value: (r) => r.email },
  { header: 'Phone', width: 18, value: (r) => r.phone },
  { header: 'Role', width: 14, value: (r) => r.role.show_name },
  { header: 'Professions', width: 28, value: (r) => r.professions.map((p) => p.title).join(', ') },
  { header: 'Projects', width: 10, value: (r) => r.projects_count },
  { header: 'Open tasks', width: 12, value: (r) => r.task_open_count },
  { header: 'Overdue tasks', width: 14, value: (r) => r.task_overdue_count },
];

/** The export file of the users list (the job's work): every row the query matches. */
export async function buildUsersExport(db: Database, companyId: number, query: UserListQuery) {
  const { rows } = await findNetworkUserPage(db, companyId, query, sortOf(query), null);
  const format = query.format ?? 'xlsx';
  return { name: exportFileName('network-users', format), bytes: await writeSpreadsheet(format, 'Users', USER_EXPORT_COLUMNS, rows) };
}

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
  const sent = await repo.findSentCommunications(db, company.id, actor.user.id);
  const recipients = await repo.findCommunicationRecipients(
    db,
    sent.map((s) => s.c.id),
  );
  return sent.map((record) => toSentCommunication(record, recipients));
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
    await repo.insertCommunication(
      db,
      { companyId: company.id, senderUserId: actor.user.id, subject: input.subject.trim(), body: input.body.trim() },
      recipients.map((r) => ({ userId: r.id, email: r.email, fullName: r.full_name })),
    );
    await app.mailer.queue(mails, { db });
  });
  app.jobs.wake();
  return recipients.length;
}
