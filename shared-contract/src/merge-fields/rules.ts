// Merge fields (DOMAIN.md 6): `{{name}}`, a name of letters, digits, _ : . -. The system fields, the
// names a text of each context may use, the shortCodePlaceholder rule, rendering and sample values,
// the messages and the save request: one source for the API, the settings screens and the editors.
import * as yup from 'yup';
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { isCalendarDate, rules } from '../validation';

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
/** The list filter on who defined a field. */
export const MERGE_FIELD_ORIGINS = ['system', 'company'] as const;
export type MergeFieldOrigin = (typeof MERGE_FIELD_ORIGINS)[number];
export const MERGE_FIELD_SORT_FIELDS = ['name', 'type', 'origin'] as const;
export type MergeFieldSortField = (typeof MERGE_FIELD_SORT_FIELDS)[number];

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

/**
 * A text field checked against the merge field names a company may use. Without `known` (the
 * contracts' static schemas, which document the fields) the check is left to the server, which
 * knows the company's own names.
 */
export const withMergeFields = <S extends yup.StringSchema<string | undefined>>(schema: S, known?: readonly string[]): S =>
  known
    ? (schema.test('shortCodePlaceholder', (value, ctx) => {
        const message = checkMergeFields(value, known);
        return message ? ctx.createError({ message }) : true;
      }) as S)
    : schema;

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

export const MERGE_FIELD_MESSAGES = {
  mergeFieldName: 'Field must have only Letters, numbers and _ : . - chars.',
  invalidDate: M.date,
  mergeFieldSaved: 'The merge field has been saved.',
  mergeFieldDeleted: 'The merge field has been deleted.',
  systemMergeFieldReadOnly: 'System merge fields can not be changed.',
  mergeFieldInUse: (name: string, where: string) => `The merge field ${name} is used in ${where} and can not be deleted.`,
  deleteMergeFieldConfirm: (name: string) => `Are you sure you want to delete the merge field {{${name}}}?`,
} as const;
const T = MERGE_FIELD_MESSAGES;

/** '' or a missing value as null (an optional id, an optional key). */
export const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === undefined ? null : value);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** POST settings/shortcode/edit: no id creates, an id edits. */
export const mergeFieldSchema = yup.object({
  id: yup.number().typeError(M.number).integer(M.number).nullable().transform(emptyToNull),
  name: rules
    .requiredString()
    .max(MERGE_FIELD_NAME_MAX, M.strMax(MERGE_FIELD_NAME_MAX))
    .matches(MERGE_FIELD_NAME_PATTERN, { message: T.mergeFieldName, excludeEmptyString: true }),
  type: rules.requiredString().oneOf([...MERGE_FIELD_TYPES], selected('type')),
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

/**
 * A sender's value for a merge field of `type` (filling a task's document): null when acceptable,
 * else the message. Empty is left to the caller's required check. The task forms and the server use it.
 */
export function checkMergeFieldValue(type: MergeFieldType, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (type === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) return M.number;
  if (type === 'currency' && !/^-?\d+(\.\d{1,2})?$/.test(value.replace(/[$,]/g, ''))) return M.number;
  if (type === 'date' && !isCalendarDate(value)) return M.date;
  return null;
}
