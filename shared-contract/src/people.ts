// Employees, their invitations, permission groups and My Profile (issue 3): rules, messages,
// request schemas and response shapes shared by the API and the settings/profile screens.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { OPERATOR_EMAIL_MAX } from './constants';
import { PERMISSION_AREAS, PERMISSION_GRID_ROWS, PERMISSION_REQUIRES, type PermissionAction, type PermissionArea, type PermissionKey } from './permissions';
import { EMAIL_PATTERN, rules } from './validation';


// The dependency map (PERMISSION_REQUIRES) and withRequiredPermissions live in permissions.ts, where
// the role defaults are built from them too.
const requirementsOf = (key: string): readonly string[] => PERMISSION_REQUIRES[key as PermissionKey] ?? [];

/** Every right the key needs, directly or through other rights. */
export function findRequiredPermissions(key: string): string[] {
  const found = new Set<string>();
  const visit = (k: string) => {
    for (const r of requirementsOf(k)) if (!found.has(r)) (found.add(r), visit(r));
  };
  visit(key);
  return [...found];
}

/** Every right that needs the key, directly or through other rights. */
export function findDependentPermissions(key: string): string[] {
  const found = new Set<string>();
  const visit = (k: string) => {
    for (const [dependent, needs] of Object.entries(PERMISSION_REQUIRES)) if (needs!.includes(k as PermissionKey) && !found.has(dependent)) (found.add(dependent), visit(dependent));
  };
  visit(key);
  return [...found];
}

const ordered = (keys: Iterable<string>) => {
  const set = new Set(keys);
  const known = (Object.keys(PERMISSION_AREAS) as PermissionArea[]).flatMap((a) => PERMISSION_AREAS[a].map((x) => `${a}.${x}`));
  return [...known.filter((k) => set.has(k)), ...[...set].filter((k) => !known.includes(k)).sort()];
};

/**
 * A click on a cell of the grid: turning a right on turns on what it needs; turning it off turns
 * off what needs it. Returns the new list (grid order).
 */
export function togglePermission(granted: readonly string[], key: string, checked: boolean): string[] {
  const next = new Set(granted);
  if (checked) for (const k of [key, ...findRequiredPermissions(key)]) next.add(k);
  else for (const k of [key, ...findDependentPermissions(key)]) next.delete(k);
  return ordered(next);
}

/** The check-all-off control of a row: every right of the area off. */
export function clearPermissionArea(granted: readonly string[], area: PermissionArea): string[] {
  return ordered(granted.filter((k) => !k.startsWith(`${area}.`)));
}

/** Rights held on by another granted right that needs them: shown checked and disabled. */
export function findLockedPermissions(granted: readonly string[]): Map<string, string[]> {
  const locked = new Map<string, string[]>();
  for (const k of granted) for (const r of requirementsOf(k)) if (granted.includes(r)) locked.set(r, [...(locked.get(r) ?? []), k]);
  return locked;
}

export type PermissionViolation = { key: string; missing: string[] };

/** Granted rights whose needs are not granted. */
export function findPermissionViolations(granted: readonly string[]): PermissionViolation[] {
  return ordered(granted)
    .map((key) => ({ key, missing: requirementsOf(key).filter((r) => !granted.includes(r)) }))
    .filter((v) => v.missing.length > 0);
}

/**
 * Rights a save would add that the saving user does not hold: nobody gives more than they have
 * (an owner holds every right). Keys already in the group are not the saver's doing.
 */
export function findUnheldGrants(before: readonly string[], after: readonly string[], held: readonly string[]): string[] {
  return ordered(after.filter((k) => !before.includes(k) && !held.includes(k)));
}

const ACTION_LABELS: Record<PermissionAction, string> = {
  view: 'View',
  communication: 'Communication',
  create: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  assign: 'Assign',
  approve: 'Approve',
  sign: 'Sign',
};
export const permissionLabel = (key: string) => ACTION_LABELS[key.split('.')[1] as PermissionAction] ?? key;
export const permissionAreaLabel = (key: string) => PERMISSION_GRID_ROWS.find((r) => key.startsWith(`${r.area}.`))?.label ?? key.split('.')[0];
export const describePermission = (key: string) => `${permissionAreaLabel(key)}: ${permissionLabel(key)}`;
export const describePermissionViolation = (v: PermissionViolation) =>
  `${permissionAreaLabel(v.key)}: ${permissionLabel(v.key)} needs ${v.missing.map(permissionLabel).join(' and ')}.`;

/** The tooltip of each right of the grid (000 section 2: delete means archive, assign means scopes...). */
export const PERMISSION_TOOLTIPS: Readonly<Record<string, string>> = {
  'projects.view': 'See the projects list and the details of a project.',
  'projects.communication': 'Take part in project and scope chats.',
  'projects.create': 'Create projects with the creation wizard.',
  'projects.edit': 'Edit project details, teams and workflows.',
  'projects.delete': 'Archive projects (and restore them).',
  'projects.assign': 'Create and edit Scopes.',
  'projects.approve': 'Approve or reject scopes.',
  'task_and_documents.view': 'See tasks and their documents.',
  'task_and_documents.communication': 'Comment on tasks and chat about documents.',
  'task_and_documents.create': 'Create contracts, document requests and acknowledgements.',
  'task_and_documents.edit': 'Edit tasks and their documents.',
  'task_and_documents.delete': 'Revoke tasks.',
  'task_and_documents.assign': 'Assign tasks to internal users.',
  'task_and_documents.approve': 'Approve or reject contracts and submitted documents.',
  'task_and_documents.sign': 'Sign contracts for the company.',
  'companies.view': 'See the companies of the network and their details.',
  'companies.communication': 'Send messages to companies of the network.',
  'companies.create': 'Add companies to the network and invite new ones.',
  'companies.edit': 'Edit companies of the network and their notes.',
  'companies.delete': 'Remove companies from the network.',
  'users.view': 'See the users of the network companies.',
  'users.communication': 'Send communications to network users.',
  'users.create': 'Add users to network companies.',
  'employees.view': "See the company's employees and invitations.",
  'employees.communication': 'Send messages to employees.',
  'employees.create': 'Invite employees, resend and cancel invitations.',
  'employees.edit': "Edit employees' details, roles and professions.",
  'employees.delete': 'Archive employees (they can no longer sign in).',
  'templates.view': 'See the template library.',
  'templates.create': 'Create templates and collections.',
  'templates.edit': 'Edit templates.',
  'templates.delete': 'Archive templates.',
  'insights_n_reports.view': 'See the dashboard and reports.',
  'insights_n_reports.create': 'Create reports.',
  'insights_n_reports.edit': 'Edit reports.',
  'insights_n_reports.delete': 'Delete reports.',
  'billing_account.view': 'See the plan and the account details.',
  'billing_account.edit': 'Change the account admins, the sender e-mail and the plan.',
  'billing_account.delete': 'Close the company account.',
  'account_configuration.view': 'Open the company settings.',
  'account_configuration.create': 'Add merge fields, e-mail templates, workflows and company types.',
  'account_configuration.edit': 'Change company settings and permission groups.',
  'account_configuration.delete': 'Delete merge fields, e-mail templates, workflows and company types.',
};

// ---------------------------------------------------------------------------------------------
// Messages (decided here; the spec does not word them).
// ---------------------------------------------------------------------------------------------
export const PEOPLE_MESSAGES = {
  invitationsSent: (n: number) => (n === 1 ? 'The invitation has been sent.' : `${n} invitations have been sent.`),
  invitationResent: 'The invitation has been sent again.',
  invitationCanceled: 'The invitation has been canceled.',
  onlyPendingCanBeCanceled: 'Only pending invitations can be canceled.',
  onlyOpenCanBeResent: 'Only pending or expired invitations can be resent.',
  duplicateEmail: 'This e-mail is listed twice.',
  employeeSaved: 'The employee has been saved.',
  employeeArchived: (name: string) => `${name} has been archived.`,
  employeeRestored: (name: string) => `${name} has been restored.`,
  archiveConfirm: (name: string) => `Are you sure you want to archive ${name}? They will no longer be able to sign in.`,
  cancelInvitationConfirm: (email: string) => `Are you sure you want to cancel the invitation to ${email}? The link in the e-mail will stop working.`,
  lastOwner: 'The company must keep at least one owner.',
  onlyOwnerGrantsOwner: 'Only an owner can give or take the Owner role.',
  cannotArchiveYourself: 'You cannot archive your own account.',
  alreadyArchived: 'This employee is already archived.',
  notArchived: 'This employee is not archived.',
  accountArchived: 'Your account has been archived. Please contact your company administrator.',
  ownRoleNeedsPermission: 'You cannot change your own role.',
  permissionsSaved: 'The permission group has been saved.',
  ownerGroupLocked: 'The Owner permission group always has every permission and cannot be changed.',
  unknownPermission: (key: string) => `The permission ${key} does not exist.`,
  cannotGrantUnheld: (labels: string) => `You cannot give permissions you do not have yourself: ${labels}.`,
  notHeldTooltip: 'You do not have this permission yourself, so you cannot give it.',
  profileSaved: 'Your profile has been saved.',
  photoSaved: 'Your photo has been updated.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  emailChanged: 'Your e-mail has been changed. Enter the code we sent to the new address.',
  sameEmail: 'This is already your e-mail address.',
} as const;

// ---------------------------------------------------------------------------------------------
// Request schemas (client forms and server 422s).
// ---------------------------------------------------------------------------------------------
export const PERSON_NAME_MAX = 100;
export const PHONE_MAX = 20;
export const INVITE_EMAILS_MAX = 20;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const textRule = rules.text;
const requiredText = () => textRule().required(M.required);
const listRule = <T extends yup.Schema>(item: T) => yup.array().typeError(M.required).of(item);

const nameRule = () => rules.personName(PERSON_NAME_MAX);
// null reads as no phone, as the API returns it (a read-then-write client must not be refused).
const phoneRule = () => rules.phone(10).max(PHONE_MAX, M.strMax(PHONE_MAX)).nullable();
const professionIdsRule = () => rules.ids().default([]);
const emailRule = () =>
  textRule(M.email)
    .required(M.required)
    .test('email', M.email, (v) => !v || EMAIL_PATTERN.test(v.toLowerCase()))
    .max(OPERATOR_EMAIL_MAX, M.strMax(OPERATOR_EMAIL_MAX));
const passwordText = () => yup.string().typeError(M.required).required(M.required);
/** The rules of a person's fields, shared by the employee forms here and My Profile's (profile/requests.ts). */
export const personRules = { name: nameRule, phone: phoneRule, professionIds: professionIdsRule, email: emailRule, passwordText };

export const inviteEmployeesSchema = yup.object({
  emails: listRule(
    emailRule().test('unique-in-list', PEOPLE_MESSAGES.duplicateEmail, (v, ctx) => {
      // Only the repeat is flagged, not the first occurrence.
      const index = Number(/\[(\d+)\]$/.exec(ctx.path)?.[1] ?? -1);
      const list = (ctx.parent as unknown[]).map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : ''));
      return !v || index < 0 || list.indexOf(v.trim().toLowerCase()) === index;
    }),
  )
    .min(1, M.required)
    .max(INVITE_EMAILS_MAX, M.numMax(INVITE_EMAILS_MAX))
    .required(M.required),
  role: requiredText(),
});
export type InviteEmployeesInput = yup.InferType<typeof inviteEmployeesSchema>;

export const employeeUpdateSchema = yup.object({
  first_name: nameRule(),
  last_name: nameRule(),
  phone: phoneRule(),
  role: requiredText(),
  profession_ids: professionIdsRule(),
});
export type EmployeeUpdateInput = yup.InferType<typeof employeeUpdateSchema>;

// The answers' shapes live in employees/shapes.ts, permission-groups/shapes.ts and profile/shapes.ts.
