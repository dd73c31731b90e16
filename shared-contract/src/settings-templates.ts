// Merge fields, e-mail templates, approval workflows, company types and document naming (issue 3,
// Settings > Templates and Settings > Project): rules, messages, request schemas and response
// shapes that the API and the settings screens share. One source for each rule.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { PERMISSIONS, type PermissionKey } from './permissions';
import { rules } from './validation';

// ---------------------------------------------------------------------------------------------
// Merge fields (DOMAIN.md 6): `{{name}}`, name of letters, digits, _ : . -
// ---------------------------------------------------------------------------------------------
export const MERGE_FIELD_NAME_MAX = 100;
export const MERGE_FIELD_DESCRIPTION_MAX = 255;
export const MERGE_FIELD_DEFAULT_MAX = 255;
export const MERGE_FIELD_NAME_PATTERN = /^[A-Za-z0-9_:.-]+$/;
/** Anything between double braces; its content is then checked against the known names. */
export const MERGE_FIELD_TOKEN_PATTERN = /\{\{([^{}]*)\}\}/g;
/** The completion query typed right after an opening `{{` (000 section 5): letters, _ : . - */
export const MERGE_FIELD_QUERY_PATTERN = /\{\{([A-Za-z_:.-]*)$/;

export const MERGE_FIELD_TYPES = ['text', 'number', 'date', 'currency'] as const;
export type MergeFieldType = (typeof MERGE_FIELD_TYPES)[number];
export const MERGE_FIELD_TYPE_LABELS: Record<MergeFieldType, string> = { text: 'Text', number: 'Number', date: 'Date', currency: 'Currency' };

/** Where a merge field may be used: any template, only e-mail templates, only document names. */
export const MERGE_FIELD_USAGES = ['all', 'mail', 'document_name'] as const;
export type MergeFieldUsage = (typeof MERGE_FIELD_USAGES)[number];
/** What a text is for; decides which system fields it may use. */
export type MergeFieldContext = 'template' | 'mail' | 'document_name';

export type SystemMergeField = { name: string; type: MergeFieldType; description: string; sample: string; usage: MergeFieldUsage };

export const SYSTEM_MERGE_FIELDS: readonly SystemMergeField[] = [
  { name: 'company.name', type: 'text', description: 'Your company name', sample: 'Northwind Builders', usage: 'all' },
  { name: 'company.address', type: 'text', description: "Your headquarters' address", sample: '100 Harbor Way, Seattle, WA 98101', usage: 'all' },
  { name: 'vendor.name', type: 'text', description: 'The vendor company', sample: 'Ridge Electric', usage: 'all' },
  { name: 'vendor.contact_name', type: 'text', description: "The vendor's primary contact", sample: 'Rita Ridge', usage: 'all' },
  { name: 'project.name', type: 'text', description: 'The project name', sample: 'Harbor Tower', usage: 'all' },
  { name: 'project.internal_number', type: 'text', description: "The project's internal number", sample: 'NW-2026-014', usage: 'all' },
  { name: 'project.address', type: 'text', description: 'The project site address', sample: '1 Pier Ave, Seattle, WA 98104', usage: 'all' },
  { name: 'scope.name', type: 'text', description: 'The scope of work', sample: 'Electrical', usage: 'all' },
  { name: 'scope.amount', type: 'currency', description: 'The scope amount', sample: '1250000', usage: 'all' },
  { name: 'task.due_date', type: 'date', description: 'The task due date', sample: '2026-12-15', usage: 'all' },
  { name: 'today', type: 'date', description: "Today's date", sample: '', usage: 'all' },
  { name: 'signer.internal.name', type: 'text', description: 'Your signer', sample: 'Olivia Northwind', usage: 'all' },
  { name: 'signer.external.name', type: 'text', description: "The vendor's signer", sample: 'Rita Ridge', usage: 'all' },
  { name: 'mail.recipient_name', type: 'text', description: 'E-mails: the recipient', sample: 'Alex Morgan', usage: 'mail' },
  { name: 'mail.sender_name', type: 'text', description: 'E-mails: the person who sent it', sample: 'Olivia Northwind', usage: 'mail' },
  { name: 'mail.link', type: 'text', description: 'E-mails: the link to act on (invitation, reset)', sample: 'https://app.contract-hub.example/link', usage: 'mail' },
  { name: 'mail.message', type: 'text', description: 'E-mails: the message typed in Send Communication', sample: 'Please review the updated schedule.', usage: 'mail' },
  { name: 'document.type', type: 'text', description: 'Document names: the document type', sample: 'Contract', usage: 'document_name' },
  { name: 'document.title', type: 'text', description: 'Document names: the task name', sample: 'Electrical Subcontract', usage: 'document_name' },
];

export const SYSTEM_MERGE_FIELD_NAMES = SYSTEM_MERGE_FIELDS.map((f) => f.name);

const usableIn = (usage: MergeFieldUsage, context: MergeFieldContext) => usage === 'all' || (usage === 'mail' && context === 'mail') || (usage === 'document_name' && context === 'document_name');

/** The names a text of this context may use: the system ones for it plus the company's own. */
export function findKnownMergeFieldNames(context: MergeFieldContext, companyFieldNames: readonly string[]): string[] {
  return [...SYSTEM_MERGE_FIELDS.filter((f) => usableIn(f.usage, context)).map((f) => f.name), ...companyFieldNames];
}

/** Every `{{...}}` of a text whose content is not a known merge field, in order, once each. */
export function findInvalidMergeFields(text: string | null | undefined, known: readonly string[]): string[] {
  const invalid = new Set<string>();
  for (const match of (text ?? '').matchAll(MERGE_FIELD_TOKEN_PATTERN)) {
    const name = match[1].trim();
    if (!MERGE_FIELD_NAME_PATTERN.test(name) || !known.includes(name)) invalid.add(name === '' ? '{{}}' : name);
  }
  return [...invalid];
}

/** The shortCodePlaceholder rule: 'Invalid merge field: {msg}.' with the unknown names joined by commas. */
export function checkMergeFields(text: string | null | undefined, known: readonly string[]): string | null {
  const invalid = findInvalidMergeFields(text, known);
  return invalid.length ? M.shortCodePlaceholder(invalid.join(', ')) : null;
}

const withMergeFields = <S extends yup.StringSchema<string | undefined>>(schema: S, known: readonly string[]): S =>
  schema.test('shortCodePlaceholder', (value, ctx) => {
    const message = checkMergeFields(value, known);
    return message ? ctx.createError({ message }) : true;
  }) as S;

/** Fills `{{name}}` from values; a name without a value becomes empty, or stays as typed with keepMissing. */
export function renderMergeFields(text: string, values: Record<string, string>, options: { keepMissing?: boolean } = {}): string {
  return text.replace(MERGE_FIELD_TOKEN_PATTERN, (whole, inner: string) => {
    const name = inner.trim();
    if (Object.prototype.hasOwnProperty.call(values, name)) return values[name];
    return options.keepMissing ? whole : '';
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const displayDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

/** A stored value (numbers plain, dates YYYY-MM-DD) as it reads in a document. */
export function formatMergeValue(type: MergeFieldType, raw: string): string {
  if (raw === '') return '';
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    return m ? `${m[2]}/${m[3]}/${m[1]}` : raw;
  }
  if (type === 'currency' && /^-?\d+(\.\d+)?$/.test(raw)) {
    return Number(raw).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  }
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw).toLocaleString('en-US', { maximumFractionDigits: 6 });
  return raw;
}

const TYPE_SAMPLES: Record<MergeFieldType, string> = { text: 'Sample text', number: '100', date: '', currency: '1000' };

/** Sample values for previews: system samples, and for the company's fields their default or a sample of their type. */
export function buildMergeFieldSamples(companyFields: readonly { name: string; type: MergeFieldType; default_value?: string | null }[], now = new Date()): Record<string, string> {
  const values: Record<string, string> = {};
  const sample = (type: MergeFieldType, raw: string) => (type === 'date' && raw === '' ? displayDate(now) : formatMergeValue(type, raw));
  for (const f of SYSTEM_MERGE_FIELDS) values[f.name] = sample(f.type, f.sample);
  for (const f of companyFields) values[f.name] = sample(f.type, f.default_value || TYPE_SAMPLES[f.type]);
  return values;
}

export const todayForMerge = (now = new Date()) => displayDate(now);

export const SETTINGS_TEMPLATES_MESSAGES = {
  mergeFieldName: 'Field must have only Letters, numbers and _ : . - chars.',
  invalidDate: M.date,
  mergeFieldSaved: 'The merge field has been saved.',
  mergeFieldDeleted: 'The merge field has been deleted.',
  systemMergeFieldReadOnly: 'System merge fields can not be changed.',
  mergeFieldInUse: (name: string, where: string) => `The merge field ${name} is used in ${where} and can not be deleted.`,
  deleteMergeFieldConfirm: (name: string) => `Are you sure you want to delete the merge field {{${name}}}?`,
  emailTemplateCreated: 'The e-mail template has been created.',
  emailTemplateSaved: 'The e-mail template has been saved.',
  emailTemplateDeleted: 'The e-mail template has been deleted.',
  deleteEmailTemplateConfirm: (name: string) => `Are you sure you want to delete the e-mail template "${name}"?`,
  invalidMailKey: 'The selected system e-mail is invalid.',
  workflowCreated: 'The approval workflow has been created.',
  workflowSaved: 'The approval workflow has been saved.',
  workflowCopied: (name: string) => `The approval workflow has been copied as "${name}".`,
  workflowDeleted: 'The approval workflow has been deleted.',
  deleteWorkflowConfirm: (name: string) => `Are you sure you want to delete the approval workflow "${name}"?`,
  workflowInUse: (count: number) =>
    `This workflow is used by ${count} ${count === 1 ? 'project' : 'projects'} and can not be deleted. Choose another workflow for ${count === 1 ? 'that project' : 'those projects'} first.`,
  stepsRequired: 'Add at least one step.',
  stepsMax: (max: number) => `A workflow can have at most ${max} steps.`,
  // The spec's inArray rule (000 section 5), as for the subsidiary's people.
  unknownApprover: M.inArray('approver', 'employees'),
  /** One of the company's people whose permission group lacks the kind's approve right. */
  approverMayNotApprove: (kind: 'contract' | 'scope') => `The selected approver may not approve ${kind}s.`,
  companyTypeCreated: 'The company type has been created.',
  companyTypeSaved: 'The company type has been saved.',
  companyTypeDeleted: 'The company type has been deleted.',
  deleteCompanyTypeConfirm: (name: string) => `Are you sure you want to delete the company type "${name}"?`,
  documentNameSaved: 'The document naming pattern has been saved.',
} as const;
const T = SETTINGS_TEMPLATES_MESSAGES;

const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === undefined ? null : value);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** POST settings/shortcode/edit: no id creates, an id edits. */
export const mergeFieldSchema = yup.object({
  id: yup.number().typeError(M.number).integer(M.number).nullable().transform(emptyToNull),
  name: rules
    .requiredString()
    .max(MERGE_FIELD_NAME_MAX, M.strMax(MERGE_FIELD_NAME_MAX))
    .matches(MERGE_FIELD_NAME_PATTERN, { message: T.mergeFieldName, excludeEmptyString: true }),
  type: rules.requiredString().oneOf([...MERGE_FIELD_TYPES], 'The selected type is invalid.'),
  description: rules.text().max(MERGE_FIELD_DESCRIPTION_MAX, M.strMax(MERGE_FIELD_DESCRIPTION_MAX)).default(''),
  default_value: rules
    .text()
    .max(MERGE_FIELD_DEFAULT_MAX, M.strMax(MERGE_FIELD_DEFAULT_MAX))
    .default('')
    .test('typed', (value, ctx) => {
      if (!value) return true;
      const type = (ctx.parent as { type?: string }).type;
      if ((type === 'number' || type === 'currency') && !NUMBER_PATTERN.test(value)) return ctx.createError({ message: M.number });
      if (type === 'date' && (!DATE_PATTERN.test(value) || Number.isNaN(Date.parse(value)))) return ctx.createError({ message: T.invalidDate });
      return true;
    }),
});
export type MergeFieldInput = yup.InferType<typeof mergeFieldSchema>;

export type MergeField = {
  id: number;
  name: string;
  placeholder: string;
  type: MergeFieldType;
  type_label: string;
  description: string;
  default_value: string;
  is_system: boolean;
  usage: MergeFieldUsage;
};
/** What the `{{` completion offers (settings/shortcode/company-list and search). */
export type MergeFieldOption = { name: string; type: MergeFieldType; description: string; is_system: boolean };
export type MergeFieldTypeOption = { value: MergeFieldType; label: string };

// ---------------------------------------------------------------------------------------------
// E-mail templates and the system mails a company may word itself.
// ---------------------------------------------------------------------------------------------
export const SYSTEM_MAIL_KEYS = {
  employee_invitation: { label: 'Employee invitation', required: ['mail.link'] },
  company_invitation: { label: 'Company invitation (network)', required: ['mail.link'] },
  password_reset: { label: 'Password reset', required: ['mail.link'] },
  send_communication: { label: 'Send communication', required: ['mail.message'] },
} as const satisfies Record<string, { label: string; required: readonly string[] }>;
export type SystemMailKey = keyof typeof SYSTEM_MAIL_KEYS;
export const SYSTEM_MAIL_KEY_NAMES = Object.keys(SYSTEM_MAIL_KEYS) as SystemMailKey[];

export const EMAIL_TEMPLATE_NAME_MAX = 255;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 255;
export const EMAIL_TEMPLATE_BODY_MAX = 20000;

/** Create and edit of an e-mail template; `known` are the merge field names a mail may use. */
export const emailTemplateSchema = (known: readonly string[]) =>
  yup.object({
    name: rules.requiredString().max(EMAIL_TEMPLATE_NAME_MAX, M.strMax(EMAIL_TEMPLATE_NAME_MAX)),
    subject: withMergeFields(rules.requiredString().max(EMAIL_TEMPLATE_SUBJECT_MAX, M.strMax(EMAIL_TEMPLATE_SUBJECT_MAX)), known),
    body: withMergeFields(rules.requiredString().max(EMAIL_TEMPLATE_BODY_MAX, M.strMax(EMAIL_TEMPLATE_BODY_MAX)), known),
    mail_key: yup
      .string()
      .nullable()
      .transform(emptyToNull)
      .oneOf([...SYSTEM_MAIL_KEY_NAMES, null], T.invalidMailKey),
  });
export type EmailTemplateInput = yup.InferType<ReturnType<typeof emailTemplateSchema>>;

export type EmailTemplate = {
  id: number;
  name: string;
  subject: string;
  body: string;
  mail_key: SystemMailKey | null;
  mail_key_label: string | null;
  updated_at: string;
};

// ---------------------------------------------------------------------------------------------
// Approval workflows (contract and scope): ordered steps, each with one or more approvers.
// ---------------------------------------------------------------------------------------------
export const APPROVAL_WORKFLOW_KINDS = ['contract', 'scope'] as const;
export type ApprovalWorkflowKind = (typeof APPROVAL_WORKFLOW_KINDS)[number];
export const APPROVAL_WORKFLOW_STEPS_MAX = 10;
/**
 * The right an approver of each kind of workflow must hold (000 section 4's tooltips): contracts
 * are approved under tasks and documents, scopes under projects. A view-only user is never offered.
 */
export const APPROVAL_WORKFLOW_APPROVE_PERMISSION: Record<ApprovalWorkflowKind, PermissionKey> = {
  contract: PERMISSIONS.TASKS_AND_DOCUMENTS_APPROVE,
  scope: PERMISSIONS.PROJECTS_APPROVE,
};
/** GET settings/approval-workflow/approvers?kind=: the people who may approve that kind. */
export const approversQuerySchema = yup.object({
  kind: yup.string().typeError(M.required).required(M.required).oneOf([...APPROVAL_WORKFLOW_KINDS], 'The selected kind is invalid.'),
});
export const WORKFLOW_NAME_MAX = 255;

export const approvalWorkflowSchema = yup.object({
  name: rules.requiredString().max(WORKFLOW_NAME_MAX, M.strMax(WORKFLOW_NAME_MAX)),
  steps: yup
    .array()
    .of(
      yup.object({
        approver_ids: yup
          .array()
          .of(yup.number().typeError(M.number).integer(M.number).required(M.required))
          .min(1, M.required)
          .required(M.required),
      }),
    )
    .min(1, T.stepsRequired)
    .max(APPROVAL_WORKFLOW_STEPS_MAX, T.stepsMax(APPROVAL_WORKFLOW_STEPS_MAX))
    .required(T.stepsRequired),
});
export type ApprovalWorkflowInput = yup.InferType<typeof approvalWorkflowSchema>;

export type ApprovalWorkflowApprover = { id: number; full_name: string; email: string };
export type ApprovalWorkflowStep = { id: number; position: number; approvers: ApprovalWorkflowApprover[] };
export type ApprovalWorkflow = {
  id: number;
  kind: ApprovalWorkflowKind;
  name: string;
  steps: ApprovalWorkflowStep[];
  projects_count: number;
  updated_at: string;
};

// ---------------------------------------------------------------------------------------------
// Company (commitment) types.
// ---------------------------------------------------------------------------------------------
export const COMPANY_TYPE_NAME_MAX = 255;
export const companyTypeSchema = yup.object({
  name: rules.requiredString().max(COMPANY_TYPE_NAME_MAX, M.strMax(COMPANY_TYPE_NAME_MAX)),
  enabled: yup.boolean().typeError('This field must be true or false.').default(true),
});
export type CompanyTypeInput = yup.InferType<typeof companyTypeSchema>;
export type CompanyTypeRow = { id: number; name: string; enabled: boolean };

// ---------------------------------------------------------------------------------------------
// Document naming: the pattern generated document names follow.
// ---------------------------------------------------------------------------------------------
export const DOCUMENT_NAME_MAX = 255;
export const DEFAULT_DOCUMENT_NAME_PATTERN = '{{project.name}} - {{document.type}} - {{today}}';
/** Characters a file name can not hold (outside merge fields, where ':' is part of a name). */
export const DOCUMENT_NAME_FORBIDDEN = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;

export const documentNameSchema = (known: readonly string[]) =>
  yup.object({
    pattern: withMergeFields(rules.requiredString().max(DOCUMENT_NAME_MAX, M.strMax(DOCUMENT_NAME_MAX)), known).test('file-name', (value, ctx) => {
      const outside = (value ?? '').replace(MERGE_FIELD_TOKEN_PATTERN, '');
      return DOCUMENT_NAME_FORBIDDEN.some((c) => outside.includes(c)) ? ctx.createError({ message: M.exceptCharacters(DOCUMENT_NAME_FORBIDDEN.join(' ')) }) : true;
    }),
  });

/** A generated document name: merge fields filled, characters a file name can not hold become '-'. */
export function renderDocumentName(pattern: string, values: Record<string, string>): string {
  const safe: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) safe[k] = v.replace(/[\\/:*?"<>|]/g, '-');
  return renderMergeFields(pattern, safe).replace(/\s+/g, ' ').trim();
}

export type DocumentNameSetting = { pattern: string; is_default: boolean; preview: string };
