// The network's rules shared by the API and mf-companies: list sort fields, limits, the import file's
// columns, and the request schemas of the forms (client messages and server 422s alike).
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { DB_INT_MAX, OPERATOR_EMAIL_MAX } from '../constants';
import { selected } from '../endpoint';
import { EMAIL_PATTERN, rules } from '../validation';

export const NETWORK_SORT_FIELDS = ['name', 'tid', 'projects_count', 'tasks_count', 'overdue_tasks_count', 'type', 'primary_contact'] as const;
export type NetworkSortField = (typeof NETWORK_SORT_FIELDS)[number];
export const INVITED_COMPANY_SORT_FIELDS = ['company_name', 'email', 'status', 'created_at', 'expires_at'] as const;
export type InvitedCompanySortField = (typeof INVITED_COMPANY_SORT_FIELDS)[number];

export const COMPANY_NAME_MAX = 255;
export const CONTACT_NAME_MAX = 255;
export const NOTE_MAX = 5000;
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

/** The largest id a request may carry (PostgreSQL integer): past it the database itself would fail. */
export const NETWORK_INT_MAX = DB_INT_MAX;
/** A row id in a body or query: a positive integer the database can hold. */
export const networkIdRule = () => rules.id().required(M.required);

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
/** The network lists' counts (page, per_page, the min/max filters): a whole number from 0 to NETWORK_INT_MAX; an empty field is absent. */
export const countRule = () =>
  yup.number().transform(emptyToUndefined).typeError(M.number).integer(M.number).min(0, M.numMin(0)).max(NETWORK_INT_MAX, M.numMax(NETWORK_INT_MAX));
/** Paging of the network lists: counts as above (page 0 or an empty page is the first page). */
export const networkPaging = () => ({ page: countRule(), per_page: countRule() });
/** The file an export builds (XLSX unless asked). */
export const exportFormatRule = () => yup.string<'xlsx' | 'csv'>().oneOf(['xlsx', 'csv'], selected('format'));

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
export const searchNotAddedSchema = yup.object({ search: rules.text().required(M.required).min(2, M.strMin(2)).max(255, M.strMax(255)) });

export const noteCreateSchema = yup.object({
  company_id: networkIdRule(),
  body: rules.requiredString().max(NOTE_MAX, M.strMax(NOTE_MAX)),
});
export const noteUpdateSchema = yup.object({ body: rules.requiredString().max(NOTE_MAX, M.strMax(NOTE_MAX)) });

/** One row of an import file, checked like the invite form (the reasons are the form's messages). */
export const importRowSchema = inviteCompanySchema;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim().toLowerCase());
