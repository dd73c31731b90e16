// Settings > Account's records as the contracts' shapes: account details, general info, the
// Company Info card and the company records (certifications, licenses, offices, subsidiaries). The
// operator's company details and the network company card show the same records: they map them here.
import {
  PLAN_FEATURES,
  PLAN_LABELS,
  ROLES,
  type AccountDetails,
  type AccountUser,
  type Certification,
  type CertificationRow,
  type CompanyContact,
  type CompanyGeneralInfo,
  type CompanyInfo,
  type CompanyStatus,
  type CompanyType,
  type License,
  type Office,
  type Plan,
  type PlanUpgradeRequest,
  type RoleName,
  type SubsidiaryCompany,
  type SubsidiaryRow,
} from 'shared-contract';
import type { certifications, companyAccounts, licenses, offices } from '../../db/schema';
import { companyTypeTitle } from '../../lib/identity';
import type { CompanyRow, SubsidiaryRecord, UpgradeRequestRecord, UserRow } from './repository';

export type CertificationRecord = typeof certifications.$inferSelect;
export type LicenseRecord = typeof licenses.$inferSelect;
export type OfficeRecord = typeof offices.$inferSelect;
export type { SubsidiaryRecord };

const fileNameOf = (path: string) => path.split('/').pop() ?? null;

export const toCertification = (c: CertificationRecord): Certification => ({
  id: c.id,
  name: c.name,
  type: c.type,
  number: c.number,
  exp_date: c.expDate,
  agency: c.agency,
  note: c.note,
});

/** The company's own certification: with its attachment's name and download URL. */
export const toCertificationRow = (c: CertificationRecord): CertificationRow => ({
  ...toCertification(c),
  attachment_name: c.attachmentPath ? fileNameOf(c.attachmentPath) : null,
  attachment_url: c.attachmentPath ? `/api/v1/settings/company/certification/${c.id}/download-attachment` : null,
});

export const toLicense = (l: LicenseRecord): License => ({ id: l.id, office: l.office, state: l.state, number: l.number, type: l.type, exp_date: l.expDate, note: l.note });

export const toOffice = (o: OfficeRecord): Office => ({
  id: o.id,
  name: o.name,
  address: o.address,
  city: o.city,
  state: o.state,
  zip_code: o.zipCode,
  country: o.country,
  phone: o.phone,
  fax: o.fax,
  is_headquarters: o.isHeadquarters,
});

export const toSubsidiary = ({ s, primaryContactName, assigneeName, signerName }: SubsidiaryRecord): SubsidiaryCompany => ({
  id: s.id,
  name: s.name,
  dba: s.dba,
  website: s.website,
  tax: s.tax,
  primary_contact_id: s.primaryContactId,
  assignee_id: s.assigneeId,
  signer_id: s.signerId,
  attachment_path: s.attachmentPath ? `/api/v2/subsidiary-companies/${s.id}/download-attachment` : null,
  primary_contact_name: primaryContactName,
  assignee_name: assigneeName,
  signer_name: signerName,
});

/** The company's own subsidiary: with the attachment's file name. */
export const toSubsidiaryRow = (record: SubsidiaryRecord): SubsidiaryRow => ({
  ...toSubsidiary(record),
  attachment_name: record.s.attachmentPath ? (record.s.attachmentName ?? fileNameOf(record.s.attachmentPath)) : null,
});

// ---- Account Details ------------------------------------------------------------------------

export const fullNameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export const toAccountUser = (u: UserRow): AccountUser => ({
  id: u.id,
  full_name: fullNameOf(u),
  email: u.email,
  role: { name: u.role, show_name: ROLES[u.role as RoleName]?.show_name ?? u.role },
});

/** A pending request reads as done once the company is on the general plan (the operator moved it), whatever moved it. */
export const toUpgradeRequest = ({ r, firstName, lastName }: UpgradeRequestRecord, plan: string): PlanUpgradeRequest => ({
  id: r.id,
  status: r.status === 'pending' && plan !== 'general' ? 'pending' : 'done',
  message: r.message,
  requested_at: r.createdAt.toISOString(),
  requested_by: firstName === null ? null : `${firstName} ${lastName}`.trim(),
});

type AccountParts = {
  admins: UserRow[];
  candidates: UserRow[];
  account: typeof companyAccounts.$inferSelect | null;
  usage: AccountDetails['usage'];
  upgrade: UpgradeRequestRecord | null;
};

export function toAccountDetails(company: CompanyRow, { admins, candidates, account, usage, upgrade }: AccountParts, platformSender: string): AccountDetails {
  const plan = company.plan as Plan;
  return {
    company: { id: company.id, name: company.name, type: company.type as CompanyType, status: company.status as CompanyStatus },
    plan: { name: plan, label: PLAN_LABELS[plan], features: PLAN_FEATURES.map((f) => ({ key: f.key, label: f.label, included: (f.plans as readonly Plan[]).includes(plan) })) },
    usage,
    admins: admins.map(toAccountUser),
    candidates: candidates.map(toAccountUser),
    sender: {
      email: account?.senderVerifiedAt ? account.senderEmail : null,
      verified_at: account?.senderVerifiedAt?.toISOString() ?? null,
      pending_email: account?.pendingSenderEmail ?? null,
      platform_sender: platformSender,
    },
    upgrade_request: upgrade ? toUpgradeRequest(upgrade, plan) : null,
  };
}

// ---- Company Details and the Company Info card ----------------------------------------------

/** What every card of a company shows: its names, website, tax ID, type and logo. */
export const toCompanyIdentity = (c: CompanyRow) => ({
  id: c.id,
  name: c.name,
  dba: c.dba,
  website: c.website,
  tid: c.tid,
  type: c.type as CompanyType,
  type_title: companyTypeTitle(c.type),
  logo: c.logo,
});

export const toGeneralInfo = (c: CompanyRow): CompanyGeneralInfo => ({ ...toCompanyIdentity(c), plan: c.plan as Plan });

const toContact = (u: UserRow): CompanyContact => ({ id: u.id, full_name: fullNameOf(u), email: u.email });

/** The first account admin is the primary contact; the admins are listed for one's own company only. */
export function toCompanyInfo(company: CompanyRow, isOwn: boolean, officeRows: OfficeRecord[], admins: UserRow[]): CompanyInfo {
  const primary = admins[0] ?? null;
  return {
    ...toCompanyIdentity(company),
    is_own: isOwn,
    offices: officeRows.map(toOffice),
    primary_contact: primary ? { ...toContact(primary), phone: primary.phone } : null,
    admins: isOwn ? admins.map(toContact) : [],
  };
}
