// The Activity tab's filter panel: actions (multi), who, and a date range (project/activity's
// action[], user_id, date_from, date_to).
import { PROJECT_ACTIVITY_LABELS } from 'shared-contract';
import type { FilterFieldDef, SelectOption } from 'shared-ui';

export const ACTION_OPTIONS: SelectOption[] = Object.entries(PROJECT_ACTIVITY_LABELS).map(([value, label]) => ({ value, label }));

export function buildActivityFilterFields(users: readonly SelectOption[]): FilterFieldDef[] {
  return [
    { type: 'multiselect', name: 'action', label: 'Action', options: ACTION_OPTIONS },
    { type: 'select', name: 'user_id', label: 'User', options: users },
    { type: 'dateRange', name: 'date', label: 'Date', fromName: 'date_from', toName: 'date_to' },
  ];
}

/** The names only, to read the filters from the URL before the user options load. */
export const ACTIVITY_FILTER_NAMES = buildActivityFilterFields([]);
