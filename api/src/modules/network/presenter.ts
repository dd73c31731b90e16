// Network rows as the API answers them (shared-contract's network shapes): pure mapping from
// database records, no queries.
import { COMPANY_TYPE_LABELS, type CompanyNote, type CompanyType, type InvitedCompanyRow, type NetworkCompanyDetails, type NetworkCompanyRow, type NetworkRequestRow, type PlatformCompanyMatch } from 'shared-contract';
import type { CompanyRow } from '../../lib/identity';
import { toOffice, type OfficeRecord } from '../settings-account';
import type { CompanyMatchRecord, IncomingRequestRecord, InvitedCompanyRecord, NetworkCompanyRecord, NoteRecord, PrimaryContactRecord } from './repository';

const iso = (v: string | Date) => new Date(v).toISOString();
/** "First Last" of a person whose last name may be missing; null when there is no person. */
const personName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export const toNetworkCompanyRow = (r: NetworkCompanyRecord): NetworkCompanyRow => ({
  id: r.id,
  name: r.name,
  tid: r.tid,
  logo: r.logo,
  projects_count: Number(r.projects_count),
  tasks_count: Number(r.tasks_count),
  overdue_tasks_count: Number(r.overdue_tasks_count),
  coi_lapsed: Boolean(r.coi_lapsed),
  type: r.type as CompanyType,
  primary_contact_id: r.primary_contact_id,
  primary_contact_first_name: r.primary_contact_first_name,
  primary_contact_last_name: r.primary_contact_last_name,
});

/** The primary contact's name as the export shows it. */
export const primaryContactName = (r: NetworkCompanyRow) => personName(r.primary_contact_first_name, r.primary_contact_last_name);

/**
 * Only the public card (name, type, city) of a company outside the network: its logo too once in it
 * (GET company/{id}/logo serves no one else).
 */
export const toPlatformCompanyMatch = (r: CompanyMatchRecord): PlatformCompanyMatch => ({
  id: r.id,
  name: r.name,
  type: r.type as CompanyType,
  logo: r.is_in_network ? r.logo : null,
  city: r.city,
  is_in_network: Boolean(r.is_in_network),
  is_requested: Boolean(r.is_requested),
});

export const toRequestRow = (r: IncomingRequestRecord): NetworkRequestRow => ({
  id: Number(r.id),
  company_id: Number(r.company_id),
  company_name: r.company_name,
  company_type: r.company_type as CompanyType,
  city: r.city,
  requested_by: personName(r.requester_first_name, r.requester_last_name),
  created_at: iso(r.created_at),
  expires_at: iso(r.expires_at),
});

export const toInvitedCompanyRow = (r: InvitedCompanyRecord): InvitedCompanyRow => ({
  id: r.id,
  company_name: r.company_name,
  contact_name: r.contact_name,
  email: r.email,
  phone: r.phone,
  tax_id: r.tax_id,
  status: r.status,
  invited_by: personName(r.inviter_first_name, r.inviter_last_name),
  created_at: iso(r.created_at),
  expires_at: iso(r.expires_at),
  expires_in: Number(r.expires_in),
  partner_company_id: r.partner_company_id,
});

export const toNote = (row: NoteRecord, canEdit: boolean): CompanyNote => ({
  id: row.note.id,
  company_id: row.note.partnerCompanyId,
  body: row.note.body,
  author: row.note.userId && row.firstName !== null ? { id: row.note.userId, full_name: personName(row.firstName, row.lastName)! } : null,
  created_at: row.note.createdAt.toISOString(),
  updated_at: row.note.updatedAt.toISOString(),
  can_edit: canEdit,
});

export function toCompanyDetails(
  partner: CompanyRow,
  extra: { since: Date | null; contact: PrimaryContactRecord | null; offices: OfficeRecord[]; usersCount: number },
): NetworkCompanyDetails {
  const { contact } = extra;
  return {
    id: partner.id,
    name: partner.name,
    dba: partner.dba,
    website: partner.website,
    tid: partner.tid,
    logo: partner.logo,
    type: partner.type as CompanyType,
    type_title: COMPANY_TYPE_LABELS[partner.type as CompanyType] ?? partner.type,
    users_count: extra.usersCount,
    in_network_since: (extra.since ?? partner.createdAt).toISOString(),
    primary_contact: contact ? { id: contact.id, full_name: `${contact.first_name} ${contact.last_name}`.trim(), email: contact.email, phone: contact.phone } : null,
    offices: extra.offices.map(toOffice),
  };
}
