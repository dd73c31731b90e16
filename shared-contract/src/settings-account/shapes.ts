// What the Account Details, Company Details and Company Info endpoints answer with: the shapes,
// and the types the screens use, from one place. The operator's company details and the network
// company card answer with the same office, license, certification and subsidiary shapes.
import { COMPANY_TYPES, PLANS } from '../roles';
import { s, type Infer, type Schema } from '../schema';
import { COMPANY_STATUSES, type CompanyStatus } from '../statuses';

const certificationFields = {
  id: s.integer(),
  name: s.string(),
  type: s.string(),
  number: s.string(),
  exp_date: s.nullable(s.date()),
  agency: s.string(),
  note: s.string(),
};
export const certificationShape = s.object(certificationFields);
export type Certification = Infer<typeof certificationShape>;

/** A certification as its own company edits it: with its attachment's name and download URL. */
export const certificationRowShape = s.object({
  ...certificationFields,
  attachment_name: s.nullable(s.string()),
  attachment_url: s.nullable(s.string()),
});
export type CertificationRow = Infer<typeof certificationRowShape>;

export const licenseShape = s.object({
  id: s.integer(),
  office: s.string(),
  state: s.string(),
  number: s.string(),
  type: s.string(),
  exp_date: s.nullable(s.date()),
  note: s.string(),
});
export type License = Infer<typeof licenseShape>;

export const officeShape = s.object({
  id: s.integer(),
  name: s.string(),
  address: s.string(),
  city: s.string(),
  state: s.string(),
  zip_code: s.string(),
  country: s.string(),
  phone: s.string(),
  fax: s.string(),
  is_headquarters: s.boolean(),
});
export type Office = Infer<typeof officeShape>;

const subsidiaryFields = {
  id: s.integer(),
  name: s.string(),
  dba: s.string(),
  website: s.string(),
  tax: s.string(),
  primary_contact_id: s.nullable(s.integer()),
  assignee_id: s.nullable(s.integer()),
  signer_id: s.nullable(s.integer()),
  /** The download URL of the attachment (the v2 path of 000 section 7), when there is one. */
  attachment_path: s.nullable(s.string()),
  primary_contact_name: s.nullable(s.string()),
  assignee_name: s.nullable(s.string()),
  signer_name: s.nullable(s.string()),
};
export const subsidiaryShape = s.object(subsidiaryFields);
export type SubsidiaryCompany = Infer<typeof subsidiaryShape>;

/** A subsidiary as its own company edits it: with the attachment's file name. */
export const subsidiaryRowShape = s.object({ ...subsidiaryFields, attachment_name: s.nullable(s.string()) });
export type SubsidiaryRow = Infer<typeof subsidiaryRowShape>;

// ---- Account Details ------------------------------------------------------------------------

export const accountUserShape = s.object({ id: s.integer(), full_name: s.string(), email: s.string(), role: s.object({ name: s.string(), show_name: s.string() }) });
export type AccountUser = Infer<typeof accountUserShape>;

export const planUpgradeRequestShape = s.object({
  id: s.integer(),
  status: s.enum(['pending', 'done']),
  message: s.string(),
  requested_at: s.dateTime(),
  requested_by: s.nullable(s.string()),
});
export type PlanUpgradeRequest = Infer<typeof planUpgradeRequestShape>;

export const accountDetailsShape = s.object({
  company: s.object({ id: s.integer(), name: s.string(), type: s.enum(COMPANY_TYPES), status: s.enum(Object.keys(COMPANY_STATUSES) as CompanyStatus[]) }),
  plan: s.object({ name: s.enum(PLANS), label: s.string(), features: s.array(s.object({ key: s.string(), label: s.string(), included: s.boolean() })) }),
  usage: s.object({ users: s.integer(), projects: s.integer(), subsidiaries: s.integer() }),
  admins: s.array(accountUserShape),
  /** Active employees that can be made account admins. */
  candidates: s.array(accountUserShape),
  sender: s.object({ email: s.nullable(s.string()), verified_at: s.nullable(s.dateTime()), pending_email: s.nullable(s.string()), platform_sender: s.string() }),
  upgrade_request: s.nullable(planUpgradeRequestShape),
});
export type AccountDetails = Infer<typeof accountDetailsShape>;

// ---- Company Details and the Company Info card ----------------------------------------------

/** A company as its pages head it: names, tax id, type and logo (the operator's company details too). */
export const companyProfileFields = {
  id: s.integer(),
  name: s.string(),
  dba: s.nullable(s.string()),
  website: s.nullable(s.string()),
  tid: s.nullable(s.string()),
  type: s.enum(COMPANY_TYPES),
  type_title: s.string(),
  logo: s.nullable(s.string()),
};

export const companyGeneralInfoShape = s.object({ ...companyProfileFields, plan: s.enum(PLANS) });
export type CompanyGeneralInfo = Infer<typeof companyGeneralInfoShape>;

const companyContactFields = { id: s.integer(), full_name: s.string(), email: s.string() };
export const companyContactShape = s.object(companyContactFields);
export type CompanyContact = Infer<typeof companyContactShape>;

export const companyInfoShape = s.object({
  ...companyProfileFields,
  is_own: s.boolean(),
  offices: s.array(officeShape),
  primary_contact: s.nullable(s.object({ ...companyContactFields, phone: s.nullable(s.string()) })),
  /** The account admins (own company only; others see the primary contact). */
  admins: s.array(companyContactShape),
});
export type CompanyInfo = Infer<typeof companyInfoShape>;

// ---- the answers of this area's actions ------------------------------------------------------

/** `{ data, message }`: a save answers with the saved record and the toast. */
export const savedOf = <T>(data: Schema<T>) => s.object({ data, message: s.string() });
/** `{ data: { message }, message }`: a removal (or closing the account) answers with its toast, in and beside data. */
export const doneResponse = s.object({ data: s.object({ message: s.string() }), message: s.string() });
