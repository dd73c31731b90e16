// The tasks filter panel and the task-board filter panel of 001 section 3. Names are the list
// query's (taskListFilters), so ?status=, ?is_overdue=true and ?prefilter&filter[name]= links
// (000 section 2) fill them.
import {
  DOCUMENT_TYPES,
  REQUIRED_ACTIONS,
  TASK_BOARD_DUE_IN,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
} from 'shared-contract';
import type { FilterFieldDef } from '../filter-panel/filter-types';

/** Filters a list inside a project or company leaves out. */
export type TaskFilterExcept = 'project_name' | 'company_name';

const priorityOptions = Object.entries(TASK_PRIORITIES).map(([value, label]) => ({ value, label }));

export function buildTaskFilterFields({ except = [] }: { except?: readonly TaskFilterExcept[] } = {}): FilterFieldDef[] {
  const fields: FilterFieldDef[] = [
    { type: 'text', name: 'task_name', label: 'Task name' },
    { type: 'text', name: 'project_name', label: 'Project name' },
    { type: 'text', name: 'company_name', label: 'Company name' },
    { type: 'text', name: 'scope_name', label: 'Scope name' },
    // Drafts never reach a list (DOMAIN.md 4), so they are not offered.
    { type: 'multiselect', name: 'status', label: 'Status', options: Object.entries(TASK_STATUSES).filter(([v]) => v !== 'draft').map(([value, label]) => ({ value, label })) },
    { type: 'multiselect', name: 'task_type', label: 'Task type', options: TASK_TYPES.map((t) => ({ value: t, label: t })) },
    { type: 'multiselect', name: 'type', label: 'Document type', options: Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({ value, label })) },
    { type: 'multiselect', name: 'required_action', label: 'Required action', options: REQUIRED_ACTIONS.map((a) => ({ value: a, label: a })) },
    { type: 'select', name: 'priority', label: 'Priority', options: priorityOptions },
    { type: 'text', name: 'internal_assignee', label: 'Internal assignee' },
    { type: 'text', name: 'external_assignee', label: 'External assignee' },
    { type: 'dateRange', name: 'due_date', label: 'Due date', fromName: 'date_from', toName: 'date_to' },
    { type: 'select', name: 'is_overdue', label: 'Overdue', options: [{ value: 1, label: 'Overdue only' }] },
  ];
  return fields.filter((f) => !(except as readonly string[]).includes(f.name));
}

/** The board's default window (001 section 3: due_in default week). */
export const TASK_BOARD_DEFAULT_DUE_IN = 'week';

/** due_in always applies, so its badge has no remove control; priority is optional. */
export function buildTaskBoardFilterFields(): FilterFieldDef[] {
  return [
    { type: 'select', name: 'due_in', label: 'Due in', options: TASK_BOARD_DUE_IN.map((o) => ({ value: o.value, label: o.label })), badgeDisabled: true },
    { type: 'select', name: 'priority', label: 'Priority', options: priorityOptions },
  ];
}
