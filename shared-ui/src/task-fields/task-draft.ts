// One task being prepared by a creation flow (the scope steps, /tasks/create): what the sender chose,
// turned into POST tasks' item and checked with the same shared-contract rules the server applies.
import { TASK_NAME_MAX, VALIDATION_MESSAGES as M, collectErrors, taskInputSchema, type DocumentType, type TaskInput } from 'shared-contract';
import { emptyTaskSchedule, validateTaskSchedule, type TaskScheduleValue } from './task-schedule-fields';

export type TaskDraft = {
  /** Stable key of the draft in its list (not sent). */
  key: string;
  type: DocumentType | null;
  template_id: number | null;
  name: string;
  /** What the vendor is asked for (a request without a template says it here). */
  description: string;
  internal_assignee_id: number | null;
  internal_signer_id: number | null;
  external_assignee_id: number | null;
  external_signer_id: number | null;
  package: string;
  schedule: TaskScheduleValue;
  merge_values: Record<string, string>;
};

/** Where the draft goes: the project, optionally the scope, and the vendor company. */
export type TaskTarget = { project_id: number | null; scope_id?: number | null; vendor_company_id: number | null };

let counter = 0;
export function newTaskDraft(overrides: Partial<TaskDraft> = {}): TaskDraft {
  counter += 1;
  return {
    key: `draft-${Date.now().toString(36)}-${counter}`,
    type: null,
    template_id: null,
    name: '',
    description: '',
    internal_assignee_id: null,
    internal_signer_id: null,
    external_assignee_id: null,
    external_signer_id: null,
    package: '',
    schedule: emptyTaskSchedule(),
    merge_values: {},
    ...overrides,
  };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** POST tasks' item for a draft and its target. */
export function taskInputOf(draft: TaskDraft, target: TaskTarget): TaskInput {
  const s = draft.schedule;
  return {
    project_id: target.project_id as number,
    scope_id: target.scope_id ?? null,
    vendor_company_id: target.vendor_company_id as number,
    template_id: draft.template_id,
    type: draft.type as DocumentType,
    name: draft.name.trim(),
    description: blankToNull(draft.description),
    package: blankToNull(draft.package),
    internal_assignee_id: draft.internal_assignee_id as number,
    internal_signer_id: draft.internal_signer_id,
    external_assignee_id: draft.external_assignee_id as number,
    external_signer_id: draft.external_signer_id,
    merge_values: Object.fromEntries(Object.entries(draft.merge_values).filter(([, v]) => v.trim() !== '')),
    requirement_template_id: null,
    due_date: s.due_date as string,
    assign_date: s.assign_date,
    priority: s.priority,
    reminders_every: s.reminders_every,
    reminders_period: s.reminders_period,
    reminders_days: s.reminders_days,
    recurrence_every: s.recurrence_every,
    recurrence_period: s.recurrence_period,
    recurrence_days: s.recurrence_days,
    recurrence_until_repeats: s.recurrence_until_repeats,
    recurrence_until_date: s.recurrence_until_date,
  } as TaskInput;
}

/**
 * The errors of a draft's own fields before merge fields (the assign step): the shared task input
 * rules and the schedule's cross-field checks, plus a template for the document. Keys are the task
 * field names (project_id, vendor_company_id name the target).
 */
/** The document types whose task is a template's document (the API's rule); a request or COI may be a description only. */
export const TEMPLATE_REQUIRED_TYPES: readonly DocumentType[] = ['contract', 'acknowledgement'];

export async function validateTaskDraft(draft: TaskDraft, target: TaskTarget): Promise<Record<string, string>> {
  const requireTemplate = draft.type !== null && TEMPLATE_REQUIRED_TYPES.includes(draft.type);
  const errors: Record<string, string> = {};
  const input = taskInputOf(draft, target);
  for (const [field, messages] of Object.entries((await collectErrors(taskInputSchema, { ...input, merge_values: {} })) ?? {})) {
    const key = field.replace(/\[\d+\]$/, '');
    if (!errors[key]) errors[key] = messages[0];
  }
  for (const [field, message] of Object.entries(await validateTaskSchedule(draft.schedule))) if (!errors[field] && message) errors[field] = message;
  if (requireTemplate && draft.template_id === null && !errors.template_id) errors.template_id = M.required;
  if (draft.name.length > TASK_NAME_MAX && !errors.name) errors.name = M.strMax(TASK_NAME_MAX);
  return errors;
}

/**
 * A POST tasks 422's errors split by item: `items.3.due_date` → { 3: { due_date } }; a merge value
 * (`items.3.merge_values.scope.start`) → { 3: { 'merge_values.scope.start' } }. Errors of no item
 * (e.g. `items`) come back under -1.
 */
export function splitItemErrors(errors: Record<string, string> | undefined): Map<number, Record<string, string>> {
  const byItem = new Map<number, Record<string, string>>();
  for (const [key, message] of Object.entries(errors ?? {})) {
    const m = /^items[.[](\d+)\]?\.(.+)$/.exec(key);
    const index = m ? Number(m[1]) : -1;
    const field = m ? m[2].replace(/\.\d+$/, '') : key;
    const current = byItem.get(index) ?? {};
    if (!current[field]) current[field] = message;
    byItem.set(index, current);
  }
  return byItem;
}

/** The merge value errors among an item's errors, by merge field name. */
export function mergeValueErrorsOf(itemErrors: Record<string, string> | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(itemErrors ?? {})) if (key.startsWith('merge_values.')) found[key.slice('merge_values.'.length)] = message;
  if (itemErrors?.merge_values) found._ = itemErrors.merge_values;
  return found;
}
