// Network users and communications as the API answers them (shared-contract's network-users
// shapes): pure mapping from database records, no queries.
import { COMMUNICATION_MERGE_FIELDS, type CommunicationRecipientOption, type NetworkUserRow, type SentCommunication } from 'shared-contract';
import { roleOption } from '../employees';
import type { CommunicationRecipientRecord, NetworkUserRecord, SentCommunicationRecord } from './repository';

const fullName = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim();

/** A user search row; `is_own_company` against the caller's company. */
export const toNetworkUserRow = (r: NetworkUserRecord, companyId: number): NetworkUserRow => ({
  id: r.id,
  full_name: fullName(r.first_name, r.last_name),
  first_name: r.first_name,
  last_name: r.last_name,
  company_id: r.company_id,
  company_name: r.company_name,
  projects_count: Number(r.projects_count),
  task_open_count: Number(r.task_open_count),
  task_overdue_count: Number(r.task_overdue_count),
  email: r.email,
  phone: r.phone,
  photo: r.photo,
  role: roleOption(r.role),
  professions: typeof r.professions === 'string' ? JSON.parse(r.professions) : (r.professions ?? []),
  is_own_company: r.company_id === companyId,
  last_activity: r.last_activity === null ? null : new Date(r.last_activity).toISOString(),
});

export const toRecipientOption = (r: NetworkUserRow): CommunicationRecipientOption => ({ id: r.id, full_name: r.full_name, email: r.email, company_name: r.company_name });

export const toSentCommunication = ({ c, senderFirst, senderLast }: SentCommunicationRecord, recipients: CommunicationRecipientRecord[]): SentCommunication => ({
  id: c.id,
  subject: c.subject,
  body: c.body,
  recipients_count: c.recipientsCount,
  recipients: recipients.filter((r) => r.communicationId === c.id).map((r) => ({ id: r.userId, full_name: r.fullName, email: r.email })),
  sender: senderFirst === null ? null : fullName(senderFirst, senderLast),
  created_at: c.createdAt.toISOString(),
});

export const mergeFieldList = () => Object.entries(COMMUNICATION_MERGE_FIELDS).map(([name, label]) => ({ name, label }));
