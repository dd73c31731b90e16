// Task fields (000 section 3: the date and schedule fields that carry errors) and the sentences the
// task endpoints answer: one set of rules for the client forms and the server.
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { DOCUMENT_TYPES, REQUIRED_ACTIONS, TASK_PRIORITIES, TASK_TYPES, type DocumentType } from '../statuses';
import { rules, yup } from '../validation';

export const TASK_NAME_MAX = 255;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_PACKAGE_MAX = 255;
export const TASK_REASON_MAX = 1000;
/** Reminders and recurrence: every 1..TASK_EVERY_MAX periods; a recurrence repeats at most TASK_REPEATS_MAX times. */
export const TASK_EVERY_MAX = 365;
export const TASK_REPEATS_MAX = 500;
/** Tasks created in one request (the creation flows); more than this is a bulk send. */
export const TASK_CREATE_MAX = 50;
/** Tasks changed by one bulk edit. */
export const TASK_BULK_EDIT_MAX = 500;
/** A merge field value the sender fills. */
export const TASK_MERGE_VALUE_MAX = 2000;

export const TASK_PRIORITY_KEYS = Object.keys(TASK_PRIORITIES) as (keyof typeof TASK_PRIORITIES)[];
export type TaskPriority = keyof typeof TASK_PRIORITIES;
export const DOCUMENT_TYPE_KEYS = Object.keys(DOCUMENT_TYPES) as DocumentType[];

export const REMINDER_PERIODS = { day: 'Day', week: 'Week' } as const;
export const RECURRENCE_PERIODS = { day: 'Day', week: 'Week', month: 'Month' } as const;
export type ReminderPeriod = keyof typeof REMINDER_PERIODS;
export type RecurrencePeriod = keyof typeof RECURRENCE_PERIODS;
/** Weekdays of reminders_days and recurrence_days (the picker's week starts on Monday, 000 section 9). */
export const TASK_WEEKDAYS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;
export type TaskWeekday = keyof typeof TASK_WEEKDAYS;

/** Required action per document type (DOMAIN.md 4). */
export const REQUIRED_ACTION_BY_TYPE: Record<DocumentType, (typeof REQUIRED_ACTIONS)[number]> = {
  contract: 'Signature Required',
  'sf-1413': 'Signature Required',
  'document-request': 'Request',
  'certificate-of-insurance': 'Request',
  acknowledgement: 'Acknowledgement of Receipt Required',
};
/** The task type (000 section 3: Contracts, Request documents, Acknowledge) per document type. */
export const TASK_TYPE_BY_DOCUMENT_TYPE: Record<DocumentType, (typeof TASK_TYPES)[number]> = {
  contract: 'Contracts',
  'sf-1413': 'Contracts',
  'document-request': 'Request documents',
  'certificate-of-insurance': 'Request documents',
  acknowledgement: 'Acknowledge',
};
/** The view a task opens per document type (000 section 2): contract and SF 1413 the contract view, document request and COI the request view, acknowledgement its own. */
export type TaskView = 'contract' | 'request' | 'acknowledgement';
export const TASK_VIEW_BY_DOCUMENT_TYPE: Record<DocumentType, TaskView> = {
  contract: 'contract',
  'sf-1413': 'contract',
  'document-request': 'request',
  'certificate-of-insurance': 'request',
  acknowledgement: 'acknowledgement',
};
/** The URL of a task's view (`/tasks/{id}/{view}`), or of its timeline. */
export const taskViewPath = (task: { id: number; type: DocumentType }, view?: 'timeline') =>
  `/tasks/${task.id}/${view ?? TASK_VIEW_BY_DOCUMENT_TYPE[task.type]}`;
/** The document types of a task type or a required action (the list filters take either). */
export const documentTypesOfTaskType = (taskType: string) => DOCUMENT_TYPE_KEYS.filter((t) => TASK_TYPE_BY_DOCUMENT_TYPE[t] === taskType);
export const documentTypesOfRequiredAction = (action: string) => DOCUMENT_TYPE_KEYS.filter((t) => REQUIRED_ACTION_BY_TYPE[t] === action);

/** Files a vendor submits on a document request or COI: the spec's 10 MB and these extensions. */
export const TASK_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'jpg', 'jpeg', 'png', 'heic', 'zip'] as const;
export const TASK_MAX_FILES = 10;

export const TASK_MESSAGES = {
  created: 'Task created successfully.',
  createdMany: (count: number) => `${count} tasks created successfully.`,
  updated: 'Task updated successfully.',
  bulkUpdated: (count: number) => `${count} tasks updated successfully.`,
  revoked: 'Task revoked successfully.',
  submitted: 'Your documents were submitted for review.',
  approved: 'The submission was approved.',
  rejected: 'The submission was rejected.',
  acknowledged: 'Thank you: your acknowledgement was recorded.',
  formSubmitted: 'The form was submitted.',
  /** Any status change DOMAIN.md 4 does not allow (422). */
  transition: 'This action is not allowed while the task is in its current status.',
  finishedLocked: 'A finished task can not be changed.',
  dueBeforeAssign: 'The due date must be on or after the assign date.',
  untilRequired: 'Choose how many times the task repeats or the date it repeats until.',
  untilBeforeDue: 'The repeat-until date must be after the due date.',
  notYourAction: 'This step is for another person on the task.',
  vendorNotInNetwork: 'The vendor is not in your company network.',
  assigneeNotInCompany: 'The assignee must be a user of the company.',
  mergeFieldsMissing: (names: string) => `Fill the merge fields: ${names}.`,
  // Notifications (DOMAIN.md 8).
  assignedTitle: 'A task was assigned to you',
  submissionPendingTitle: 'Your submission is pending',
  approvalPendingTitle: 'A submission waits for your approval',
  acknowledgementPendingTitle: 'Your acknowledgement is pending',
  signaturePendingTitle: 'Your signature is pending',
  completedTitle: 'Task completed',
  revokedTitle: 'Task revoked',
  rejectedTitle: 'Your submission was rejected',
  reminderTitle: 'Reminder: a task waits for you',
} as const;

const wholeNumber = (min: number, max: number) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(M.number)
    .integer(M.number)
    .min(min, M.numMin(min))
    .max(max, M.numMax(max));
const weekdays = () => yup.array().typeError(selected('day')).of(yup.string<TaskWeekday>().oneOf(Object.keys(TASK_WEEKDAYS) as TaskWeekday[], selected('day')).required()).max(7, M.numMax(7));

/**
 * The schedule fields of a task (000 section 3's error fields): due and assign dates, priority,
 * reminders (every N day|week, weekdays) and recurrence (every N day|week|month, weekdays, until a
 * count or a date). The cross-field rules (every and period go together, a recurrence needs one of
 * its two ends, dates in order) are checkTaskSchedule's.
 */
export const taskScheduleFields = {
  due_date: rules.date().required(M.required),
  assign_date: rules.date().nullable(),
  priority: yup.string<TaskPriority>().oneOf(TASK_PRIORITY_KEYS, selected('priority')).default('normal'),
  reminders_every: wholeNumber(1, TASK_EVERY_MAX).nullable(),
  reminders_period: yup
    .string<ReminderPeriod>()
    .transform((v) => (v === '' ? undefined : v))
    .nullable()
    .oneOf([...(Object.keys(REMINDER_PERIODS) as ReminderPeriod[]), null], selected('period')),
  reminders_days: weekdays(),
  recurrence_every: wholeNumber(1, TASK_EVERY_MAX).nullable(),
  recurrence_period: yup
    .string<RecurrencePeriod>()
    .transform((v) => (v === '' ? undefined : v))
    .nullable()
    .oneOf([...(Object.keys(RECURRENCE_PERIODS) as RecurrencePeriod[]), null], selected('period')),
  recurrence_days: weekdays(),
  recurrence_until_repeats: wholeNumber(1, TASK_REPEATS_MAX).nullable(),
  recurrence_until_date: rules.date().nullable(),
};

/** The cross-field checks of the schedule (dates in order, a recurrence's end), as errors on the field that shows them. */
export function checkTaskSchedule(values: {
  due_date?: string | null;
  assign_date?: string | null;
  reminders_every?: number | null;
  reminders_period?: string | null;
  recurrence_every?: number | null;
  recurrence_period?: string | null;
  recurrence_until_repeats?: number | null;
  recurrence_until_date?: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const has = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (has(values.reminders_every) && !has(values.reminders_period)) errors.reminders_period = M.required;
  if (has(values.reminders_period) && !has(values.reminders_every)) errors.reminders_every = M.required;
  if (has(values.recurrence_every) && !has(values.recurrence_period)) errors.recurrence_period = M.required;
  if (has(values.recurrence_period) && !has(values.recurrence_every)) errors.recurrence_every = M.required;
  if (values.due_date && values.assign_date && values.assign_date > values.due_date) errors.due_date = TASK_MESSAGES.dueBeforeAssign;
  if (values.recurrence_period) {
    if (!values.recurrence_until_repeats && !values.recurrence_until_date) errors.recurrence_until_repeats = TASK_MESSAGES.untilRequired;
    if (values.recurrence_until_date && values.due_date && values.recurrence_until_date <= values.due_date) errors.recurrence_until_date = TASK_MESSAGES.untilBeforeDue;
  }
  return errors;
}

/**
 * Merge field values the sender fills: name → text. A mixed() and not an object() without fields:
 * the server casts with stripUnknown, which would drop every key of a shapeless object.
 */
export const mergeValuesRule = () =>
  yup
    .mixed<Record<string, string>>()
    .test('object', M.required, (value) => value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value)))
    .test('values', M.strMax(TASK_MERGE_VALUE_MAX), (value) => {
      if (value === undefined || value === null) return true;
      return Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string' && v.length <= TASK_MERGE_VALUE_MAX);
    });

/** One task to create (the scope steps and the /tasks/create flows). */
export const taskInputSchema = yup.object({
  project_id: rules.id().typeError(M.required).required(M.required),
  scope_id: rules.id().nullable(),
  vendor_company_id: rules.id().typeError(M.required).required(M.required),
  template_id: rules.id().nullable(),
  type: yup.string<DocumentType>().required(M.required).oneOf(DOCUMENT_TYPE_KEYS, selected('document type')),
  name: rules.requiredString().max(TASK_NAME_MAX, M.strMax(TASK_NAME_MAX)),
  description: rules.text().max(TASK_DESCRIPTION_MAX, M.strMax(TASK_DESCRIPTION_MAX)).nullable(),
  package: rules.text().max(TASK_PACKAGE_MAX, M.strMax(TASK_PACKAGE_MAX)).nullable(),
  internal_assignee_id: rules.id().typeError(M.required).required(M.required),
  internal_signer_id: rules.id().nullable(),
  external_assignee_id: rules.id().typeError(M.required).required(M.required),
  external_signer_id: rules.id().nullable(),
  merge_values: mergeValuesRule(),
  requirement_template_id: rules.id().nullable(),
  ...taskScheduleFields,
});
export type TaskInput = yup.InferType<typeof taskInputSchema>;

/** What a task's edit (task/edit) and bulk edit (task/bulk-edit) may change. */
export const taskEditSchema = yup.object({
  task_id: rules.id().typeError(M.required).required(M.required),
  name: rules.text().max(TASK_NAME_MAX, M.strMax(TASK_NAME_MAX)),
  description: rules.text().max(TASK_DESCRIPTION_MAX, M.strMax(TASK_DESCRIPTION_MAX)).nullable(),
  package: rules.text().max(TASK_PACKAGE_MAX, M.strMax(TASK_PACKAGE_MAX)).nullable(),
  internal_assignee_id: rules.id(),
  internal_signer_id: rules.id().nullable(),
  external_assignee_id: rules.id(),
  external_signer_id: rules.id().nullable(),
  ...taskScheduleFields,
  due_date: rules.date(),
  priority: yup.string<TaskPriority>().oneOf(TASK_PRIORITY_KEYS, selected('priority')),
});

export const taskBulkEditSchema = yup.object({
  task_ids: rules.ids(TASK_BULK_EDIT_MAX).required(M.required).min(1, M.required),
  due_date: rules.date(),
  priority: yup.string<TaskPriority>().oneOf(TASK_PRIORITY_KEYS, selected('priority')),
  internal_assignee_id: rules.id(),
  external_assignee_id: rules.id(),
  reminders_every: taskScheduleFields.reminders_every,
  reminders_period: taskScheduleFields.reminders_period,
  reminders_days: taskScheduleFields.reminders_days,
  /** true turns the tasks' reminders off. */
  reminders_off: yup.boolean().typeError(selected('value')),
});

export const taskReasonSchema = yup.object({
  reason: rules.requiredString().max(TASK_REASON_MAX, M.strMax(TASK_REASON_MAX)),
});
