// What the network endpoints answer with: the shapes, and the types the screens use, from one place.
import { COMPANY_TYPES } from '../roles';
import { dataOf, s, type Infer } from '../schema';
import { officeShape } from '../settings-account/shapes';
import { INVITATION_STATUSES, type InvitationStatus } from '../statuses';

const companyType = () => s.enum(COMPANY_TYPES);

/** The company search row of 000 section 3, plus the logo for the avatar. */
export const networkCompanyRowShape = s.object({
  id: s.integer(),
  name: s.string(),
  tid: s.nullable(s.string()),
  logo: s.nullable(s.string()),
  projects_count: s.integer(),
  tasks_count: s.integer(),
  overdue_tasks_count: s.integer(),
  /** The company's current certificate of insurance for the caller's company has expired (issue 15). */
  coi_lapsed: s.boolean(),
  type: companyType(),
  primary_contact_id: s.nullable(s.integer()),
  primary_contact_first_name: s.nullable(s.string()),
  primary_contact_last_name: s.nullable(s.string()),
});
export type NetworkCompanyRow = Infer<typeof networkCompanyRowShape>;

/** A company found on the platform by name or e-mail that is not in the caller's network yet. */
export const platformCompanyMatchShape = s.object({
  id: s.integer(),
  name: s.string(),
  type: companyType(),
  /** Only for a company in the network (its logo is served to its network only). */
  logo: s.nullable(s.string()),
  /** The city of its headquarters: with name and type, the public card (DOMAIN.md 7). */
  city: s.nullable(s.string()),
  is_in_network: s.boolean(),
  /** A request from the caller's company is waiting for this company's answer. */
  is_requested: s.boolean(),
});
export type PlatformCompanyMatch = Infer<typeof platformCompanyMatchShape>;

/** A pending request or invitation addressed to the caller's company: the sender's public card. */
export const networkRequestRowShape = s.object({
  id: s.integer(),
  company_id: s.integer(),
  company_name: s.string(),
  company_type: companyType(),
  city: s.nullable(s.string()),
  requested_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  expires_at: s.dateTime(),
});
export type NetworkRequestRow = Infer<typeof networkRequestRowShape>;

export const invitedCompanyRowShape = s.object({
  id: s.integer(),
  company_name: s.string(),
  contact_name: s.nullable(s.string()),
  email: s.string(),
  phone: s.nullable(s.string()),
  tax_id: s.nullable(s.string()),
  status: s.enum(Object.keys(INVITATION_STATUSES) as InvitationStatus[]),
  invited_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  expires_at: s.dateTime(),
  /** Whole days until the link expires (0 when expired or no longer pending). */
  expires_in: s.integer(),
  partner_company_id: s.nullable(s.integer()),
});
export type InvitedCompanyRow = Infer<typeof invitedCompanyRowShape>;

export const networkCompanyDetailsShape = s.object({
  id: s.integer(),
  name: s.string(),
  dba: s.nullable(s.string()),
  website: s.nullable(s.string()),
  tid: s.nullable(s.string()),
  logo: s.nullable(s.string()),
  type: companyType(),
  type_title: s.string(),
  users_count: s.integer(),
  in_network_since: s.dateTime(),
  primary_contact: s.nullable(s.object({ id: s.integer(), full_name: s.string(), email: s.string(), phone: s.nullable(s.string()) })),
  offices: s.array(officeShape),
});
export type NetworkCompanyDetails = Infer<typeof networkCompanyDetailsShape>;

export const companyNoteShape = s.object({
  id: s.integer(),
  company_id: s.integer(),
  body: s.string(),
  author: s.nullable(s.object({ id: s.integer(), full_name: s.string() })),
  created_at: s.dateTime(),
  updated_at: s.dateTime(),
  can_edit: s.boolean(),
});
export type CompanyNote = Infer<typeof companyNoteShape>;

export const IMPORT_OUTCOME_LABELS = {
  new_invitation: 'New invitation',
  in_network: 'Already in network',
  invalid: 'Invalid',
} as const;
export type ImportRowOutcome = keyof typeof IMPORT_OUTCOME_LABELS;
const IMPORT_OUTCOMES = Object.keys(IMPORT_OUTCOME_LABELS) as ImportRowOutcome[];

export const importPreviewRowShape = s.object({
  row: s.integer(),
  company_name: s.string(),
  tax_id: s.string(),
  contact_name: s.string(),
  email: s.string(),
  phone: s.string(),
  outcome: s.enum(IMPORT_OUTCOMES),
  /** Why the row is invalid or what it matches, e.g. the field messages. */
  reasons: s.array(s.string()),
});
export type ImportPreviewRow = Infer<typeof importPreviewRowShape>;

export const importPreviewShape = s.object({
  id: s.integer(),
  file_name: s.string(),
  rows: s.array(importPreviewRowShape),
  counts: s.object({ new_invitation: s.integer(), in_network: s.integer(), invalid: s.integer() }),
});
export type ImportPreview = Infer<typeof importPreviewShape>;

/** `{ data: { message, count } }`: an action on several rows (invitations sent, messages mailed). */
export const countedMessageResponse = dataOf(s.object({ message: s.string(), count: s.integer() }));
