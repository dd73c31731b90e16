// The users filter panel of 001 section 3: company_name, user_name, the three numeric ranges and
// professions (ids; the list comes from settings/professions).
import type { FilterFieldDef } from 'shared-ui';

export function buildUserFilterFields(professions: readonly { id: number; title: string }[]): FilterFieldDef[] {
  return [
    { type: 'text', name: 'company_name', label: 'Company name' },
    { type: 'text', name: 'user_name', label: 'User name' },
    { type: 'numericRange', name: 'projects', label: 'Projects', minName: 'projects_min', maxName: 'projects_max' },
    { type: 'numericRange', name: 'open_tasks', label: 'Open tasks', minName: 'open_tasks_min', maxName: 'open_tasks_max' },
    { type: 'numericRange', name: 'tasks_overdue', label: 'Overdue tasks', minName: 'tasks_overdue_min', maxName: 'tasks_overdue_max' },
    { type: 'multiselect', name: 'professions', label: 'Professions', options: professions.map((p) => ({ value: p.id, label: p.title })) },
  ];
}
