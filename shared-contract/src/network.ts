// Company network, invitations, import, notes, network users and send communication (issue 4):
// rules, messages, request schemas and response shapes shared by the API and mf-companies.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { DB_INT_MAX, OPERATOR_EMAIL_MAX } from './constants';
import { PEOPLE_MESSAGES } from './people';
import type { CompanyType } from './roles';
import type { InvitationStatus } from './statuses';
import { EMAIL_PATTERN, findUnknownMergeFields, rules } from './validation';

// ---------------------------------------------------------------------------------------------
// Messages (decided here; the spec does not word them).
// ---------------------------------------------------------------------------------------------
export const NETWORK_MESSAGES = {
  companyAdded: (name: string) => `${name} has been added to your network.`,
  /** Adding a company already on the platform asks it first (DOMAIN.md 7): nothing is shared until it accepts. */
  requestSent: (name: string) => `A request has been sent to ${name}. It joins your network when one of its administrators accepts.`,
  requestAlreadySent: 'A request was already sent to this company. Resend it from the Invited tab.',
  requestReceivedTitle: 'Network request',
  requestReceivedBody: (person: string, company: string) => `${person} of ${company} asks to add your company to its network. Accept or decline it under Companies > Requests.`,
  requestAccepted: (name: string) => `${name} is now in your network.`,
  requestDeclined: (name: string) => `The request of ${name} has been declined.`,
  requestAcceptConfirm: (name: string) =>
    `Accept the request of ${name}? Both companies join each other's network and see each other's users, company details and documents.`,
  requestDeclineConfirm: (name: string) => `Decline the request of ${name}? It stays out of your network.`,
  noRequests: 'No company asks to join your network.',
  companyRemoved: (name: string) => `${name} has been removed from your network.`,
  removeConfirm: (name: string) => `Are you sure you want to remove ${name} from your network? You can add it again later.`,
  alreadyInNetwork: 'This company is already in your network.',
  notInNetwork: 'This company is not in your network.',
  ownCompany: 'This is your own company.',
  emailOfOwnCompany: 'This e-mail belongs to a user of your own company.',
  emailNotInvitable: 'This e-mail cannot be invited.',
  pendingInvitationExists: 'A pending invitation was already sent to this e-mail. Resend it from the Invited tab.',
  invitationSent: (email: string) => `The invitation has been sent to ${email}.`,
  invitationResent: 'The invitation has been sent again with a new link.',
  invitationCanceled: 'The invitation has been canceled.',
  cancelConfirm: (name: string) => `Are you sure you want to cancel the invitation to ${name}? The link in the e-mail will stop working.`,
  onlyPendingCanBeCanceled: 'Only pending invitations can be canceled.',
  acceptedCannotBeResent: 'An accepted invitation cannot be resent.',
  invitationAccepted: (inviter: string) => `You have joined the network of ${inviter}.`,
  invitationDeclined: (inviter: string) => `You have declined the invitation of ${inviter}.`,
  /** The invitation page, for an e-mail that already has an account (its company joins the network). */
  signInToAccept: 'Sign in to accept',
  invitationSignInToAccept: (company: string) => `To accept, sign in as an administrator of ${company}. You come back to this invitation after signing in.`,
  invitationAdminMustAccept: (company: string) => `An administrator of ${company} must accept this invitation.`,
  invitationPageExpired: 'This page has expired. Open the invitation again.',
  acceptedNotificationTitle: 'Invitation accepted',
  acceptedNotificationBody: (company: string) => `${company} accepted your invitation and joined your network.`,
  declinedNotificationTitle: 'Invitation declined',
  declinedNotificationBody: (company: string) => `${company} declined your invitation to your network.`,
  noteSaved: 'The note has been saved.',
  noteDeleted: 'The note has been deleted.',
  noteDeleteConfirm: 'Are you sure you want to delete this note? This action can not be undone',
  noCompanyFound: 'No company on the platform uses this e-mail.',
  selectRecipients: 'Select at least one recipient.',
  unknownRecipients: 'Some recipients are not users of your network.',
  communicationSent: (n: number) => (n === 1 ? 'The message has been sent to 1 recipient.' : `The message has been sent to ${n} recipients.`),
  importFileRequired: 'Choose a CSV or XLSX file.',
  importEmpty: 'The file has no rows to import.',
  importTooManyRows: (max: number) => `The file has more than ${max} rows.`,
  importMissingColumns: (columns: string) => `The file has no column for: ${columns}.`,
  importUnreadable: 'The file could not be read. Save it as CSV or XLSX and try again.',
  importNothingToSend: 'There are no new invitations in this import.',
  importConfirmed: (n: number) => (n === 1 ? '1 invitation has been sent.' : `${n} invitations have been sent.`),
  importAlreadyConfirmed: 'This import has already been confirmed.',
  duplicateInFile: 'This e-mail appears earlier in the file.',
  /** Archiving a user of one's own company is the employees' archive: the same words. */
  archiveConfirm: PEOPLE_MESSAGES.archiveConfirm,
} as const;

// ---------------------------------------------------------------------------------------------
// Constants.
// ---------------------------------------------------------------------------------------------
export const NETWORK_SORT_FIELDS = ['name', 'tid', 'projects_count', 'tasks_count', 'overdue_tasks_count', 'type', 'primary_contact'] as const;
export type NetworkSortField = (typeof NETWORK_SORT_FIELDS)[number];
export const INVITED_COMPANY_SORT_FIELDS = ['company_name', 'email', 'status', 'created_at', 'expires_at'] as const;
export type InvitedCompanySortField = (typeof INVITED_COMPANY_SORT_FIELDS)[number];
export const NETWORK_USER_SORT_FIELDS = ['full_name', 'company_name', 'email', 'phone', 'projects_count', 'task_open_count', 'task_overdue_count'] as const;
export type NetworkUserSortField = (typeof NETWORK_USER_SORT_FIELDS)[number];

export const COMPANY_NAME_MAX = 255;
export const CONTACT_NAME_MAX = 255;
export const NOTE_MAX = 5000;
export const COMMUNICATION_SUBJECT_MAX = 255;
export const COMMUNICATION_BODY_MAX = 10000;
export const COMMUNICATION_RECIPIENTS_MAX = 1000;
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;
export const IMPORT_MAX_ROWS = 5000;
/** The columns of an import file, with the header names accepted for each (case and spacing ignored). */
export const IMPORT_COLUMNS = {
  company_name: ['name', 'company name', 'company'],
  tax_id: ['tax id', 'tax_id', 'tid', 'ein', 'tax id / ein'],
  contact_name: ['contact name', 'contact_name', 'contact'],
  email: ['contact e-mail', 'contact email', 'contact_email', 'email', 'e-mail'],
  phone: ['phone', 'contact phone', 'phone number'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;
export const IMPORT_REQUIRED_COLUMNS: ImportColumn[] = ['company_name', 'email'];

/** Merge fields a communication may use; each is filled per recipient. */
export const COMMUNICATION_MERGE_FIELDS = {
  'recipient.first_name': "Recipient's first name",
  'recipient.last_name': "Recipient's last name",
  'recipient.full_name': "Recipient's full name",
  'recipient.company': "Recipient's company",
  'sender.name': 'Your name',
  'sender.company': 'Your company',
  today: "Today's date",
} as const;
export type CommunicationMergeField = keyof typeof COMMUNICATION_MERGE_FIELDS;

export { NETWORK_ROUTES } from './network-routes';

// ---------------------------------------------------------------------------------------------
// Request schemas (client forms and server 422s).
// ---------------------------------------------------------------------------------------------
/** The largest id a request may carry (PostgreSQL integer): past it the database itself would fail. */
export const NETWORK_INT_MAX = DB_INT_MAX;
/** A row id in a body or query: a positive integer the database can hold. */
export const networkIdRule = () => rules.id().required(M.required);

export const companyIdSchema = yup.object({ company_id: networkIdRule() });

export const inviteCompanySchema = yup.object({
  company_name: rules.requiredString().max(COMPANY_NAME_MAX, M.strMax(COMPANY_NAME_MAX)),
  contact_name: rules.personName(CONTACT_NAME_MAX),
  email: rules.email(OPERATOR_EMAIL_MAX),
  phone: rules.phone(10).max(20, M.strMax(20)),
  tax_id: rules.taxId(),
});
export type InviteCompanyInput = yup.InferType<typeof inviteCompanySchema>;

export const findByEmailSchema = yup.object({ email: rules.email(OPERATOR_EMAIL_MAX) });

export const noteCreateSchema = yup.object({
  company_id: networkIdRule(),
  body: rules.requiredString().max(NOTE_MAX, M.strMax(NOTE_MAX)),
});
export const noteUpdateSchema = yup.object({ body: rules.requiredString().max(NOTE_MAX, M.strMax(NOTE_MAX)) });

const mergeFieldRule = (max: number) =>
  rules
    .requiredString()
    .max(max, M.strMax(max))
    .test('merge-fields', (value, ctx) => {
      const unknown = findUnknownMergeFields(value ?? '', Object.keys(COMMUNICATION_MERGE_FIELDS));
      return unknown.length === 0 || ctx.createError({ message: M.shortCodePlaceholder(unknown.join(', ')) });
    });

export const sendCommunicationSchema = yup.object({
  user_ids: yup
    .array()
    .typeError(NETWORK_MESSAGES.selectRecipients)
    .of(yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(NETWORK_INT_MAX, M.numMax(NETWORK_INT_MAX)).required(M.required))
    .min(1, NETWORK_MESSAGES.selectRecipients)
    .max(COMMUNICATION_RECIPIENTS_MAX, M.numMax(COMMUNICATION_RECIPIENTS_MAX))
    .required(NETWORK_MESSAGES.selectRecipients),
  subject: mergeFieldRule(COMMUNICATION_SUBJECT_MAX),
  body: mergeFieldRule(COMMUNICATION_BODY_MAX),
});
export type SendCommunicationInput = yup.InferType<typeof sendCommunicationSchema>;

/** One row of an import file, checked like the invite form (the reasons are the form's messages). */
export const importRowSchema = inviteCompanySchema;

/** Fills `{{field}}` placeholders; unknown fields stay as written. */
export function fillMergeFields(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_:.\-]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim().toLowerCase());

// ---------------------------------------------------------------------------------------------
// Response shapes.
// ---------------------------------------------------------------------------------------------
/** The company search row of 000 section 3, plus the logo for the avatar. */
export type NetworkCompanyRow = {
  id: number;
  name: string;
  tid: string | null;
  logo: string | null;
  projects_count: number;
  tasks_count: number;
  overdue_tasks_count: number;
  type: CompanyType;
  primary_contact_id: number | null;
  primary_contact_first_name: string | null;
  primary_contact_last_name: string | null;
};

/** A company found on the platform by name or e-mail that is not in the caller's network yet. */
export type PlatformCompanyMatch = {
  id: number;
  name: string;
  type: CompanyType;
  /** Only for a company in the network (its logo is served to its network only). */
  logo: string | null;
  /** The city of its headquarters: with name and type, the public card (DOMAIN.md 7). */
  city: string | null;
  is_in_network: boolean;
  /** A request from the caller's company is waiting for this company's answer. */
  is_requested: boolean;
};

/** A pending request or invitation addressed to the caller's company: the sender's public card. */
export type NetworkRequestRow = {
  id: number;
  company_id: number;
  company_name: string;
  company_type: CompanyType;
  city: string | null;
  requested_by: string | null;
  created_at: string;
  expires_at: string;
};

export type InvitedCompanyRow = {
  id: number;
  company_name: string;
  contact_name: string | null;
  email: string;
  phone: string | null;
  tax_id: string | null;
  status: InvitationStatus;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  /** Whole days until the link expires (0 when expired or no longer pending). */
  expires_in: number;
  partner_company_id: number | null;
};

export type NetworkOffice = {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone: string;
  fax: string;
  is_headquarters: boolean;
};

export type NetworkCompanyDetails = {
  id: number;
  name: string;
  dba: string | null;
  website: string | null;
  tid: string | null;
  logo: string | null;
  type: CompanyType;
  type_title: string;
  users_count: number;
  in_network_since: string;
  primary_contact: { id: number; full_name: string; email: string; phone: string | null } | null;
  offices: NetworkOffice[];
};

export type CompanyNote = {
  id: number;
  company_id: number;
  body: string;
  author: { id: number; full_name: string } | null;
  created_at: string;
  updated_at: string;
  can_edit: boolean;
};

/** The user search row of 000 section 3, plus what the network users screen shows. */
export type NetworkUserRow = {
  id: number;
  full_name: string;
  first_name: string;
  last_name: string;
  company_id: number;
  company_name: string;
  projects_count: number;
  task_open_count: number;
  task_overdue_count: number;
  email: string;
  phone: string | null;
  photo: string | null;
  role: { name: string; show_name: string };
  professions: { id: number; title: string }[];
  is_own_company: boolean;
  last_activity: string | null;
};

export type ImportRowOutcome = 'new_invitation' | 'in_network' | 'invalid';
export const IMPORT_OUTCOME_LABELS: Record<ImportRowOutcome, string> = {
  new_invitation: 'New invitation',
  in_network: 'Already in network',
  invalid: 'Invalid',
};

export type ImportPreviewRow = {
  row: number;
  company_name: string;
  tax_id: string;
  contact_name: string;
  email: string;
  phone: string;
  outcome: ImportRowOutcome;
  /** Why the row is invalid or what it matches, e.g. the field messages. */
  reasons: string[];
};

export type ImportPreview = {
  id: number;
  file_name: string;
  rows: ImportPreviewRow[];
  counts: Record<ImportRowOutcome, number>;
};

export type CommunicationRecipientOption = { id: number; full_name: string; email: string; company_name: string };
/** Router state of Users > Send communication: recipients picked on the users list. */
export type SendCommunicationRouteState = { recipients: CommunicationRecipientOption[] };

export type SentCommunication = {
  id: number;
  subject: string;
  body: string;
  recipients_count: number;
  recipients: { id: number | null; full_name: string; email: string }[];
  sender: string | null;
  created_at: string;
};

export type SendCommunicationData = {
  merge_fields: { name: string; label: string }[];
  sent: SentCommunication[];
};
