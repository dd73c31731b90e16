// Bulk send (issue 15, feature bulk_send, general plan, task_and_documents.create): one template to
// many vendors or scopes in one step. The rows are validated together (per-row problems), stored as a
// bulk send, previewed row by row, then sent as background jobs with live progress; a failed row is
// retried alone and a sent row is never sent again.
import { defineEndpoint, pagingRules, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf, pageOf, s, type Infer } from '../schema';
import { isCalendarDate, rules, yup } from '../validation';
import { mergeValuesRule, TASK_DESCRIPTION_MAX, TASK_NAME_MAX, TASK_PACKAGE_MAX, taskScheduleFields } from './rules';

export const BULK_SEND_STATUSES = { validated: 'Validated', sending: 'Sending', done: 'Sent', partial: 'Partly failed' } as const;
export type BulkSendStatus = keyof typeof BULK_SEND_STATUSES;
export const BULK_SEND_ROW_STATUSES = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;
export type BulkSendRowStatus = keyof typeof BULK_SEND_ROW_STATUSES;
/** vendor: the row names a vendor of the network (and the project in the settings); scope: a scope (its project and vendor). */
export const BULK_SEND_TARGET_KINDS = { vendor: 'Vendors', scope: 'Scopes' } as const;
export type BulkSendTargetKind = keyof typeof BULK_SEND_TARGET_KINDS;
/** Rows one background job sends (each row in its own transaction). */
export const BULK_SEND_JOB_ROWS = 25;
/** The sheet columns that name a row's target (beside one column per merge field). */
export const BULK_SEND_SHEET_COLUMNS = { vendor: 'vendor_id', scope: 'scope_id' } as const;
export const BULK_SEND_SHEET_EXTENSIONS = ['csv', 'xlsx'] as const;
export const BULK_SEND_SHEET_MAX_BYTES = 10 * 1024 * 1024;
/** The socket event on the user's room (user-notification.{id}) that carries a bulk send's progress. */
export const BULK_SEND_PROGRESS_EVENT = 'bulk-send.progress';

export const BULK_SEND_MESSAGES = {
  validated: (count: number) => `${count} documents are ready to send.`,
  invalid: (count: number) => `${count} rows need attention before anything is sent.`,
  queued: (count: number) => `Sending ${count} documents.`,
  retried: (count: number) => `Sending the ${count} failed documents again.`,
  alreadySent: 'This bulk send was already sent.',
  nothingToRetry: 'No failed rows to send again.',
  stillSending: 'This bulk send is still sending.',
  featureOff: 'Bulk send is not enabled for your company.',
  templateNotFound: 'The template was not found.',
  projectRequired: 'Choose the project the vendors work on.',
  scopeNotFound: 'The scope was not found in your projects.',
  projectNotFound: 'The project was not found in your company.',
  projectArchived: 'The project is archived.',
  vendorRequired: 'Choose a vendor or a scope.',
  vendorNotInNetwork: 'The vendor is not in your company network.',
  scopeWithoutVendor: 'The scope has no vendor.',
  vendorWithoutUsers: 'The vendor has no active user to assign the task to.',
  duplicateTarget: 'This vendor or scope is already in another row.',
  assigneeNotInCompany: 'The assignee must be a user of the company.',
  mergeFieldsMissing: (names: string) => `Fill the merge fields: ${names}.`,
  sheetType: 'Upload a CSV or XLSX file.',
  sheetEmpty: 'The sheet has no rows under its header.',
  sheetTargetColumn: `The sheet needs a ${BULK_SEND_SHEET_COLUMNS.vendor} or ${BULK_SEND_SHEET_COLUMNS.scope} column.`,
  sheetTargetId: (line: number) => `Row ${line}: the id is not a number.`,
  sheetUnreadable: 'The sheet could not be read.',
} as const;

/** A merge value the sender fills, checked by its field's type (number and currency: a number; date: YYYY-MM-DD). */
export function checkBulkMergeValue(type: string, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (type === 'number' && !/^-?\d+(\.\d+)?$/.test(v)) return M.number;
  if (type === 'currency' && !/^-?\d+(\.\d{1,2})?$/.test(v.replace(/[$,]/g, ''))) return M.number;
  if (type === 'date' && !isCalendarDate(v)) return M.date;
  return null;
}

/** What every row shares: the template and the task fields (000 section 3). */
export const bulkSendSettingsFields = {
  template_id: rules.id().typeError(M.required).required(M.required),
  target: yup.string<BulkSendTargetKind>().required(M.required).oneOf(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[], selected('target')),
  /** The project of vendor rows (scope rows carry their own). */
  project_id: rules.id().nullable(),
  /** The task name; the template's name when empty. */
  name: rules.text().max(TASK_NAME_MAX, M.strMax(TASK_NAME_MAX)).nullable(),
  description: rules.text().max(TASK_DESCRIPTION_MAX, M.strMax(TASK_DESCRIPTION_MAX)).nullable(),
  package: rules.text().max(TASK_PACKAGE_MAX, M.strMax(TASK_PACKAGE_MAX)).nullable(),
  internal_assignee_id: rules.id().typeError(M.required).required(M.required),
  internal_signer_id: rules.id().nullable(),
  ...taskScheduleFields,
};
export const bulkSendSettingsSchema = yup.object(bulkSendSettingsFields);
export type BulkSendSettings = yup.InferType<typeof bulkSendSettingsSchema>;

/** One row: a vendor (vendor target) or a scope (scope target), with the merge values the sender fills. */
export const bulkSendRowSchema = yup.object({
  vendor_company_id: rules.id().nullable(),
  scope_id: rules.id().nullable(),
  merge_values: mergeValuesRule().nullable(),
});
export type BulkSendRowInput = yup.InferType<typeof bulkSendRowSchema>;

export const bulkSendInputSchema = yup.object({
  ...bulkSendSettingsFields,
  // No cap on rows (a thousand at once must work): the request's body limit is the only bound.
  rows: yup.array().typeError(M.required).of(bulkSendRowSchema.required(M.required)).required(M.required).min(1, M.required),
});
export type BulkSendInput = yup.InferType<typeof bulkSendInputSchema>;

export const bulkSendShape = s.object({
  id: s.integer(),
  status: s.enum(Object.keys(BULK_SEND_STATUSES) as BulkSendStatus[]),
  status_label: s.string(),
  template_id: s.nullable(s.integer()),
  template_name: s.string(),
  target: s.string(),
  total: s.integer(),
  pending: s.integer(),
  sent: s.integer(),
  failed: s.integer(),
  created_at: s.dateTime(),
});
export type BulkSend = Infer<typeof bulkSendShape>;

export const bulkSendRowShape = s.object({
  id: s.integer(),
  row_index: s.integer(),
  project_id: s.nullable(s.integer()),
  project_name: s.string(),
  scope_id: s.nullable(s.integer()),
  scope_name: s.string(),
  vendor_company_id: s.nullable(s.integer()),
  vendor_name: s.string(),
  merge_values: s.record(s.string()),
  status: s.enum(Object.keys(BULK_SEND_ROW_STATUSES) as BulkSendRowStatus[]),
  error: s.nullable(s.string()),
  task_id: s.nullable(s.integer()),
  task_number: s.nullable(s.string()),
  /** GET task/bulk-send/{id}/rows/{row}/preview: the row's document as a PDF. */
  preview_url: s.string(),
});
export type BulkSendRow = Infer<typeof bulkSendRowShape>;

/** The problems of one row (its index in the request): field → message. */
export const bulkSendProblemShape = s.object({ row: s.integer(), errors: s.record(s.string()) });
export type BulkSendProblem = Infer<typeof bulkSendProblemShape>;

export const bulkSendTargetShape = s.object({
  kind: s.enum(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[]),
  /** The vendor's company id or the scope's id. */
  id: s.integer(),
  name: s.string(),
  vendor_company_id: s.nullable(s.integer()),
  vendor_name: s.string(),
  project_id: s.nullable(s.integer()),
  project_name: s.string(),
});
export type BulkSendTarget = Infer<typeof bulkSendTargetShape>;

export const bulkSendMergeFieldShape = s.object({ name: s.string(), type: s.string(), description: s.string(), /** Filled from the data (system field). */ from_data: s.boolean() });

/** Checks the rows together and, when all are valid, stores them as a bulk send (status validated). */
export const validateBulkSend = defineEndpoint({
  method: 'POST',
  path: 'task/bulk-send/validate',
  summary: 'Validates every row of a bulk send (per-row problems); when all are valid, stores the bulk send to preview and send',
  body: bulkSendInputSchema,
  response: dataOf(s.object({ valid: s.boolean(), bulk_send: s.nullable(bulkSendShape), problems: s.array(bulkSendProblemShape), message: s.string() })),
});

/** The vendors of the network or the scopes of the company's active projects a bulk send can target. */
export const listBulkSendTargets = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/targets',
  summary: "The network's vendors or the active projects' scopes (with a vendor) a bulk send can go to, by name",
  query: yup.object({
    kind: yup.string<BulkSendTargetKind>().required(M.required).oneOf(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[], selected('target')),
    search: rules.queryText(),
    project_id: rules.id(),
  }),
  response: dataOf(s.array(bulkSendTargetShape)),
});

/** The template's merge fields: those the data fills and those each row fills (the sheet's columns). */
export const listBulkSendMergeFields = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/merge-fields',
  summary: "A template's merge fields, each marked filled from the data or by the sender per row",
  query: yup.object({
    template_id: rules.id().typeError(M.required).required(M.required),
    target: yup.string<BulkSendTargetKind>().oneOf(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[], selected('target')),
    /** The project of vendor rows: its values (number, address) are then known. */
    project_id: rules.id(),
  }),
  response: dataOf(s.array(bulkSendMergeFieldShape)),
});

/** The sheet to fill for a template: a header row with the target column and one column per merge field. */
export const downloadBulkSendSheet = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/sheet',
  summary: 'The sheet template (CSV or XLSX) for a template: the target id column and one column per merge field the sender fills',
  query: yup.object({
    template_id: rules.id().typeError(M.required).required(M.required),
    target: yup.string<BulkSendTargetKind>().required(M.required).oneOf(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[], selected('target')),
    format: yup.string<'csv' | 'xlsx'>().oneOf(['csv', 'xlsx'], selected('format')),
  }),
  file: true,
});

/** Reads an uploaded sheet (CSV or XLSX) into rows for the grid; validate checks them. */
export const readBulkSendSheet = defineEndpoint({
  method: 'POST',
  path: 'task/bulk-send/sheet',
  summary: 'Reads a CSV or XLSX sheet (header: vendor_id or scope_id, then merge field names) into bulk send rows',
  multipart: true,
  body: yup.object({}),
  response: dataOf(s.object({ target: s.enum(Object.keys(BULK_SEND_TARGET_KINDS) as BulkSendTargetKind[]), rows: s.array(s.object({ vendor_company_id: s.nullable(s.integer()), scope_id: s.nullable(s.integer()), merge_values: s.record(s.string()) })) })),
});

export const findBulkSend = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/:id',
  summary: "A bulk send's progress: total, pending, sent, failed, status",
  response: dataOf(bulkSendShape),
});

export const listBulkSendRows = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/:id/rows',
  summary: "A bulk send's rows in order, paged, optionally of one status, each with its preview link",
  query: yup.object({ ...pagingRules, status: yup.string<BulkSendRowStatus>().oneOf(Object.keys(BULK_SEND_ROW_STATUSES) as BulkSendRowStatus[], selected('status')) }),
  response: pageOf(bulkSendRowShape),
});

export const previewBulkSendRow = defineEndpoint({
  method: 'GET',
  path: 'task/bulk-send/:id/rows/:row/preview',
  summary: "One row's document, filled with the data and the row's merge values, as a PDF",
  file: true,
});

export const sendBulkSend = defineEndpoint({
  method: 'POST',
  path: 'task/bulk-send/:id/send',
  summary: 'Queues every row of a validated bulk send as background jobs (202); progress on the socket and GET task/bulk-send/{id}',
  status: 202,
  response: s.object({ data: bulkSendShape, message: s.string() }),
});

export const retryBulkSend = defineEndpoint({
  method: 'POST',
  path: 'task/bulk-send/:id/retry',
  summary: 'Queues the failed rows again (202); sent rows are never sent twice',
  status: 202,
  response: s.object({ data: bulkSendShape, message: s.string() }),
});
