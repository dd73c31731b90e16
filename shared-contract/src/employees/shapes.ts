// What the employee endpoints answer with: the shapes, and the types the screens use, from one place.
import { s, type Infer } from '../schema';
import { INVITE_EMPLOYEE_STATUSES } from '../statuses';

export const EMPLOYEE_SORT_FIELDS = ['name', 'email', 'role', 'last_activity', 'created_at'] as const;
export const INVITATION_SORT_FIELDS = ['email', 'role', 'created_at', 'expires_at', 'status'] as const;
export const EMPLOYEE_STATUSES = { active: 'Active', archived: 'Archived' } as const;
export type EmployeeStatus = keyof typeof EMPLOYEE_STATUSES;
export type InviteEmployeeStatus = keyof typeof INVITE_EMPLOYEE_STATUSES;

export const professionShape = s.object({ id: s.integer(), title: s.string() });
export type Profession = Infer<typeof professionShape>;

export const roleOptionShape = s.object({ name: s.string(), show_name: s.string() });
export type RoleOption = Infer<typeof roleOptionShape>;

/** Per-item flags: view, edit and delete are decided per employee, changing the role apart. */
export const employeeAbilitiesShape = s.object({ view: s.boolean(), edit: s.boolean(), delete: s.boolean(), change_role: s.boolean() });
export type EmployeeAbilities = Infer<typeof employeeAbilitiesShape>;

/** The fields every answer about one person starts with (an employee, the signed-in user, My Profile). */
export const personFields = {
  id: s.integer(),
  first_name: s.string(),
  last_name: s.string(),
  full_name: s.string(),
  email: s.string(),
  phone: s.nullable(s.string()),
  photo: s.nullable(s.string()),
};

export const employeeRowShape = s.object({
  ...personFields,
  role: roleOptionShape,
  professions: s.array(professionShape),
  last_activity: s.nullable(s.dateTime()),
  created_at: s.dateTime(),
  status: s.enum(Object.keys(EMPLOYEE_STATUSES) as EmployeeStatus[]),
  archived_at: s.nullable(s.dateTime()),
  is_me: s.boolean(),
  can: employeeAbilitiesShape,
});
export type EmployeeRow = Infer<typeof employeeRowShape>;

export const invitedEmployeeRowShape = s.object({
  id: s.integer(),
  email: s.string(),
  role: roleOptionShape,
  status: s.enum(Object.keys(INVITE_EMPLOYEE_STATUSES) as InviteEmployeeStatus[]),
  invited_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  expires_at: s.dateTime(),
  accepted_at: s.nullable(s.dateTime()),
});
export type InvitedEmployeeRow = Infer<typeof invitedEmployeeRowShape>;
