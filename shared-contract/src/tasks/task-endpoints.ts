// The task endpoints of 000 section 7 (Tasks, users/tasks, users/projects, scope/shortcodes) and the
// actions of the task views (DOMAIN.md 4): one contract each, used by the API route and the client.
import { defineEndpoint, listQuery, oneOfList, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf, messageResponse, pageOf, s } from '../schema';
import { DOCUMENT_TYPES, REQUIRED_ACTIONS, TASK_PRIORITIES, TASK_TYPES } from '../statuses';
import { TASK_BOARD_DUE_IN } from '../constants';
import { rules, yup } from '../validation';
import { coiFieldsSchema, sf1413FormSchema } from './forms';
import { TASK_CREATE_MAX, taskBulkEditSchema, taskEditSchema, taskInputSchema, taskReasonSchema, mergeValuesRule } from './rules';
import { TASK_SORT_FIELDS, TASK_STATUS_KEYS, taskDetailsShape, taskEventShape, taskMergeFieldShape, taskRowShape } from './shapes';

/** is_overdue: the text true (000 section 2) or 1; false or 0 reads as no filter. */
const overdueFlag = () =>
  yup
    .mixed<boolean>()
    .transform((value: unknown) => (value === 'true' || value === '1' || value === 1 || value === true ? true : value === 'false' || value === '0' || value === 0 || value === false || value === '' ? false : value))
    .test('flag', selected('overdue filter'), (v) => v === undefined || v === null || typeof v === 'boolean');

/**
 * The filters every task list takes (001 section 3 tasks panel, 000 section 2 query parameters):
 * the list's own scope (project, counterparty company, network user, scope) and the panel's fields.
 */
export const taskListFilters = {
  status: oneOfList(TASK_STATUS_KEYS, 'status'),
  type: oneOfList(Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[], 'document type'),
  task_type: oneOfList(TASK_TYPES, 'task type'),
  required_action: oneOfList(REQUIRED_ACTIONS, 'required action'),
  priority: yup.string().oneOf(Object.keys(TASK_PRIORITIES), selected('priority')),
  task_name: rules.queryText(),
  project_name: rules.queryText(),
  company_name: rules.queryText(),
  scope_name: rules.queryText(),
  internal_assignee: rules.queryText(),
  external_assignee: rules.queryText(),
  internal_assignee_id: rules.id(),
  external_assignee_id: rules.id(),
  date_from: rules.date(),
  date_to: rules.date(),
  is_overdue: overdueFlag(),
  /** Only the project's tasks (the project tasks tab). */
  project_id: rules.id(),
  /** Only the tasks between the caller's company and this one (companies/{id}/tasks). */
  company_id: rules.id(),
  /** Only the tasks this user is assigned to or signs (a network user's tasks, users/tasks). */
  user_id: rules.id(),
  scope_id: rules.id(),
  /** mine: only tasks where the caller is an assignee or signer. */
  view: yup.string().oneOf(['all', 'mine'], selected('view')),
};

/** Every task the caller may see (its company's, and those shared with it as the vendor), paged. Default sort: due_date asc. */
export const listTasks = defineEndpoint({
  method: 'GET',
  path: 'task/list',
  summary: 'Paged, filtered, sorted tasks the caller may see (own company and shared with it as vendor)',
  query: listQuery(TASK_SORT_FIELDS, taskListFilters),
  response: pageOf(taskRowShape),
});

/** A network user's tasks (000 section 7 users/tasks): the same list for one user, user_id required. */
export const listUserTasks = defineEndpoint({
  method: 'GET',
  path: 'users/tasks',
  summary: "A user's tasks (assignee or signer) that the caller may see, paged",
  query: listQuery(TASK_SORT_FIELDS, { ...taskListFilters, user_id: rules.id().typeError(M.required).required(M.required) }),
  response: pageOf(taskRowShape),
});

export const TASK_BOARD_DUE_IN_KEYS = TASK_BOARD_DUE_IN.map((o) => o.value);
/** The task board: the caller's open tasks by status, due within due_in (default week), optionally one priority. */
export const taskBoard = defineEndpoint({
  method: 'GET',
  path: 'task/board',
  summary: "The caller's open tasks grouped by status, due within due_in (default one week)",
  query: yup.object({
    due_in: yup.string().oneOf(TASK_BOARD_DUE_IN_KEYS, selected('due in')),
    priority: yup.string().oneOf(Object.keys(TASK_PRIORITIES), selected('priority')),
    search: rules.queryText(),
  }),
  response: dataOf(
    s.object({
      columns: s.array(s.object({ status: s.enum(TASK_STATUS_KEYS), label: s.string(), total: s.integer(), tasks: s.array(taskRowShape) })),
    }),
  ),
});

export const findTask = defineEndpoint({
  method: 'GET',
  path: 'tasks/:id',
  summary: 'One task with its document, files, who must act and what the caller may do',
  response: dataOf(taskDetailsShape),
});

export const createTasks = defineEndpoint({
  method: 'POST',
  path: 'tasks',
  summary: `Creates and sends up to ${TASK_CREATE_MAX} tasks in one step (all or none); each validated as one task`,
  body: yup.object({
    items: yup.array().typeError(M.required).of(taskInputSchema.required()).required(M.required).min(1, M.required).max(TASK_CREATE_MAX, M.numMax(TASK_CREATE_MAX)),
  }),
  status: 201,
  response: s.object({ data: s.array(s.object({ id: s.integer(), task_id: s.string() })), message: s.string() }),
});

export const editTask = defineEndpoint({
  method: 'POST',
  path: 'task/edit',
  summary: "Changes an unfinished task's name, people, dates, priority, reminders or recurrence",
  body: taskEditSchema,
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});

export const bulkEditTasks = defineEndpoint({
  method: 'POST',
  path: 'task/bulk-edit',
  summary: 'Sets the due date, priority, assignees or reminders of many unfinished tasks at once',
  body: taskBulkEditSchema,
  response: dataOf(s.object({ message: s.string(), updated: s.integer() })),
});

export const revokeTask = defineEndpoint({
  method: 'POST',
  path: 'task/revoke/:id',
  summary: 'Revokes an unfinished task (the vendor is told)',
  body: yup.object({ reason: rules.text().max(1000, M.strMax(1000)).nullable() }),
  response: messageResponse,
});

export const listTaskEvents = defineEndpoint({
  method: 'GET',
  path: 'tasks/:id/events',
  summary: "A task's timeline, oldest first, paged",
  query: yup.object({ page: rules.page(), per_page: rules.perPage(100) }),
  response: pageOf(taskEventShape),
});

/** Multipart: files[] (10 MB each, TASK_FILE_EXTENSIONS) and, for a COI, `insurance` as JSON (coiFieldsSchema). */
export const submitTaskFiles = defineEndpoint({
  method: 'POST',
  path: 'tasks/:id/submissions',
  summary: "The vendor's upload on a document request or COI (multipart files[]; a COI's insurance JSON); the task goes to approval",
  multipart: true,
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});
export { coiFieldsSchema as taskInsuranceSchema };

export const approveTask = defineEndpoint({
  method: 'POST',
  path: 'tasks/:id/approve',
  summary: 'The internal assignee approves the pending submission (completed, or submit_as_needed for a recurring request)',
  body: yup.object({
    comment: rules.text().max(1000, M.strMax(1000)).nullable(),
    /** Approve a COI that fails its requirement (the 422 listed the problems); never an expired one. */
    override: yup.boolean().typeError(selected('value')),
  }),
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});

export const rejectTask = defineEndpoint({
  method: 'POST',
  path: 'tasks/:id/reject',
  summary: 'The internal assignee rejects the pending submission with a reason (back to pending_submission; the vendor is told why)',
  body: taskReasonSchema,
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});

export const acknowledgeTask = defineEndpoint({
  method: 'POST',
  path: 'tasks/:id/acknowledge',
  summary: 'The external assignee acknowledges the document (completed)',
  body: yup.object({ confirm: yup.boolean().typeError(M.required).required(M.required).oneOf([true], M.required) }),
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});

export const submitTaskForm = defineEndpoint({
  method: 'POST',
  path: 'tasks/:id/form',
  summary: 'The vendor fills the SF 1413 form (then it is signed like a contract)',
  body: sf1413FormSchema,
  response: s.object({ data: taskDetailsShape, message: s.string() }),
});

export const downloadTaskFile = defineEndpoint({
  method: 'GET',
  path: 'tasks/:id/files/:fileId',
  summary: 'A file of a task (the caller must see the task)',
  file: true,
});

export const downloadTaskDocument = defineEndpoint({
  method: 'GET',
  path: 'tasks/:id/document',
  summary: "The task's filled document as PDF (the template-to-PDF path)",
  file: true,
});

/** What the creation flows preview: a template filled for one target. */
export const taskPreviewSchema = yup.object({
  template_id: rules.id().typeError(M.required).required(M.required),
  project_id: rules.id().typeError(M.required).required(M.required),
  scope_id: rules.id().nullable(),
  vendor_company_id: rules.id().typeError(M.required).required(M.required),
  due_date: rules.date().nullable(),
  internal_signer_id: rules.id().nullable(),
  external_signer_id: rules.id().nullable(),
  merge_values: mergeValuesRule(),
});

export const previewTaskDocument = defineEndpoint({
  method: 'POST',
  path: 'tasks/preview',
  summary: 'The PDF of a template filled for one project/scope/vendor with the given merge values (before sending)',
  body: taskPreviewSchema,
  file: true,
});

/** The merge fields of a template for one target, with their values from the data (000 section 7 GET scope/shortcodes). */
export const listTaskMergeFields = defineEndpoint({
  method: 'GET',
  path: 'scope/shortcodes',
  summary: "A template's merge fields with the values the project, scope, vendor and task fill; the rest the sender fills",
  query: yup.object({
    template_id: rules.id().typeError(M.required).required(M.required),
    project_id: rules.id().typeError(M.required).required(M.required),
    scope_id: rules.id(),
    vendor_company_id: rules.id(),
  }),
  response: dataOf(s.array(taskMergeFieldShape)),
});

/** A network user's projects (000 section 7 users/projects): projects of the caller's company the user is on or has tasks in. */
export const listUserProjects = defineEndpoint({
  method: 'GET',
  path: 'users/projects',
  summary: "The projects (of the caller's company or shared with it) a user is on or has tasks in, paged",
  query: listQuery(['name', 'created_at'] as const, { user_id: rules.id().typeError(M.required).required(M.required) }),
  response: pageOf(
    s.object({
      id: s.integer(),
      name: s.string(),
      company_name: s.string(),
      stage: s.nullable(s.string()),
      open_tasks_count: s.integer(),
      overdue_tasks_count: s.integer(),
    }),
  ),
});
