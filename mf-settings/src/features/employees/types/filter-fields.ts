// Filter panels of the employees list and of the invited-employees list (status options come
// from the reference book as key and title, 001 section 3).
import { EMPLOYEE_STATUSES, type Profession, type RoleOption } from 'shared-contract';
import type { FilterFieldDef } from 'shared-ui';

export function buildEmployeeFilterFields(roles: readonly RoleOption[], professions: readonly Profession[]): FilterFieldDef[] {
  return [
    { type: 'multiselect', name: 'role', label: 'Role', options: roles.map((r) => ({ value: r.name, label: r.show_name })) },
    { type: 'multiselect', name: 'profession_ids', label: 'Professions', options: professions.map((p) => ({ value: p.id, label: p.title })) },
    { type: 'multiselect', name: 'status', label: 'Status', options: Object.entries(EMPLOYEE_STATUSES).map(([value, label]) => ({ value, label })) },
  ];
}

export function buildInvitationFilterFields(statuses: readonly { key: string; title: string }[]): FilterFieldDef[] {
  return [{ type: 'multiselect', name: 'status', label: 'Status', options: statuses.map((s) => ({ value: s.key, label: s.title })) }];
}

/** The names only (options do not matter) to read the list's filters from the URL before the options load. */
export const EMPLOYEE_FILTER_NAMES = buildEmployeeFilterFields([], []);
export const INVITATION_FILTER_NAMES = buildInvitationFilterFields([]);
