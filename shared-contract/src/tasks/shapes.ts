// What the task endpoints answer with (000 section 3 task list row and task search row; 001 sections
// 3 and 4; DOMAIN.md 4): the row every task list shows, a task's details, its timeline and files.
import { s, type Infer } from '../schema';
import { DOCUMENT_TYPES, REQUIRED_ACTIONS, TASK_PRIORITIES, TASK_STATUSES } from '../statuses';
import { TASK_ACTIONS } from './transitions';

export const TASK_STATUS_KEYS = Object.keys(TASK_STATUSES) as (keyof typeof TASK_STATUSES)[];
export const TASK_SORT_FIELDS = ['task_id', 'task_name', 'project_name', 'company_name', 'due_date', 'status', 'priority', 'type', 'created_at'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** A person on a task (assignee or signer on either side). */
export const taskPersonShape = s.object({ id: s.integer(), full_name: s.string(), email: s.string(), company_id: s.nullable(s.integer()) });
export type TaskPerson = Infer<typeof taskPersonShape>;

/** What the caller may do with the row (the server decides; the client only hides and explains). */
export const taskFlagsShape = s.object({
  view: s.boolean(),
  /** task/edit and bulk edit: the sending company, task_and_documents.edit, task unfinished. */
  edit: s.boolean(),
  revoke: s.boolean(),
  /** The actions of TASK_ACTIONS the caller may take now (e.g. submit, approve, acknowledge). */
  actions: s.array(s.enum(TASK_ACTIONS)),
});
export type TaskFlags = Infer<typeof taskFlagsShape>;

/** The task list row (000 section 3) plus what the lists show beside it. */
const taskRowFields = {
  id: s.integer(),
  /** The display number, e.g. T-000042. */
  task_id: s.string(),
  task_name: s.string(),
  type: s.enum(Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[]),
  required_action: s.enum(REQUIRED_ACTIONS),
  project_id: s.nullable(s.integer()),
  project_name: s.nullable(s.string()),
  scope_id: s.nullable(s.integer()),
  scope_name: s.nullable(s.string()),
  /** The sending company (general contractor). */
  company_id: s.integer(),
  company_name: s.string(),
  vendor_company_id: s.nullable(s.integer()),
  vendor_company_name: s.nullable(s.string()),
  due_date: s.nullable(s.date()),
  status: s.enum(Object.keys(TASK_STATUSES) as (keyof typeof TASK_STATUSES)[]),
  /** The status as this viewer reads it (001 section 4 display rule). */
  status_label: s.string(),
  priority: s.enum(Object.keys(TASK_PRIORITIES) as (keyof typeof TASK_PRIORITIES)[]),
  is_overdue: s.boolean(),
  internal_assignee: s.nullable(taskPersonShape),
  internal_signer: s.nullable(taskPersonShape),
  external_assignee: s.nullable(taskPersonShape),
  external_signer: s.nullable(taskPersonShape),
  package: s.nullable(s.string()),
  /** Reminders are on (shown Yes or No). */
  reminders: s.boolean(),
  /** Part of a recurring series. */
  is_recurring: s.boolean(),
  created_at: s.dateTime(),
  can: taskFlagsShape,
};
export const taskRowShape = s.object(taskRowFields);
export type TaskRow = Infer<typeof taskRowShape>;

/** A file on a task: the vendor's submission (reviewed) or the sender's attachment. */
export const taskFileShape = s.object({
  id: s.integer(),
  kind: s.enum(['submission', 'attachment'] as const),
  name: s.string(),
  size: s.integer(),
  mime_type: s.nullable(s.string()),
  /** The download address (GET, same-origin session). */
  url: s.string(),
  review_status: s.nullable(s.enum(['pending', 'approved', 'rejected'] as const)),
  review_reason: s.nullable(s.string()),
  reviewed_by: s.nullable(s.string()),
  reviewed_at: s.nullable(s.dateTime()),
  /** A COI submission's insurance fields (coi.ts coiFieldsShape), else null. */
  insurance: s.nullable(s.record(s.unknown())),
  uploaded_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  /** In the caller's Quick Access. */
  in_quick_access: s.boolean(),
});
export type TaskFile = Infer<typeof taskFileShape>;

/** One event of a task's timeline. */
export const taskEventShape = s.object({
  id: s.integer(),
  action: s.string(),
  /** A sentence for people ("Anna Lee uploaded coi-2026.pdf"). */
  description: s.string(),
  user: s.nullable(s.object({ id: s.integer(), full_name: s.string(), company_name: s.nullable(s.string()) })),
  details: s.record(s.unknown()),
  created_at: s.dateTime(),
});
export type TaskEvent = Infer<typeof taskEventShape>;

/** A task's details: the row plus everything its views show. */
export const taskDetailsShape = s.object({
  ...taskRowFields,
  description: s.nullable(s.string()),
  assign_date: s.nullable(s.date()),
  reminders_every: s.nullable(s.integer()),
  reminders_period: s.nullable(s.string()),
  reminders_days: s.array(s.string()),
  recurrence_every: s.nullable(s.integer()),
  recurrence_period: s.nullable(s.string()),
  recurrence_days: s.array(s.string()),
  recurrence_until_repeats: s.nullable(s.integer()),
  recurrence_until_date: s.nullable(s.date()),
  recurrence_index: s.integer(),
  template_id: s.nullable(s.integer()),
  template_name: s.nullable(s.string()),
  template_version: s.nullable(s.integer()),
  merge_values: s.record(s.string()),
  /** The filled document as sanitised HTML (null for a task without a template). */
  html: s.nullable(s.string()),
  /** SF 1413 and other type-specific form values. */
  form: s.record(s.unknown()),
  reject_reason: s.nullable(s.string()),
  revoke_reason: s.nullable(s.string()),
  /** Who must act now: the side and the people on it. */
  waiting_on: s.nullable(s.object({ side: s.enum(['internal', 'external'] as const), people: s.array(taskPersonShape) })),
  files: s.array(taskFileShape),
  created_by: s.nullable(s.string()),
  sent_at: s.nullable(s.dateTime()),
  completed_at: s.nullable(s.dateTime()),
  revoked_at: s.nullable(s.dateTime()),
  updated_at: s.dateTime(),
});
export type TaskDetails = Infer<typeof taskDetailsShape>;

/** The task search row of the global search (000 section 3). */
export const taskSearchRowShape = s.object({
  id: s.integer(),
  name: s.string(),
  task_id: s.string(),
  project_id: s.nullable(s.integer()),
  due_date: s.nullable(s.date()),
  status: s.string(),
  priority: s.string(),
  external_company_id: s.nullable(s.integer()),
  external_company_name: s.nullable(s.string()),
  /** The document type (added for the global search: which view the row opens, taskViewPath). */
  type: s.enum(Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[]),
});
export type TaskSearchRow = Infer<typeof taskSearchRowShape>;

/** A merge field of the chosen template with its value from the data, or empty for the sender to fill (scope/shortcodes). */
export const taskMergeFieldShape = s.object({
  name: s.string(),
  /** text | number | date | currency (company fields) or text (system fields). */
  type: s.string(),
  /** system: filled from the project, scope, vendor, task; company: a company merge field. */
  source: s.enum(['system', 'company'] as const),
  /** The value from the data, or null when the sender must fill it. */
  value: s.nullable(s.string()),
});
export type TaskMergeField = Infer<typeof taskMergeFieldShape>;
