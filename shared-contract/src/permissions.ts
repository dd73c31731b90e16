// Permission keys (000 section 3) and the names the client code uses (000 section 6).
export const PERMISSION_AREAS = {
  projects: ['view', 'communication', 'create', 'edit', 'delete', 'assign', 'approve'],
  task_and_documents: ['view', 'communication', 'create', 'edit', 'delete', 'assign', 'approve', 'sign'],
  companies: ['view', 'communication', 'create', 'edit', 'delete'],
  users: ['view', 'communication', 'create'],
  employees: ['view', 'communication', 'create', 'edit', 'delete'],
  templates: ['view', 'create', 'edit', 'delete'],
  insights_n_reports: ['view', 'create', 'edit', 'delete'],
  billing_account: ['view', 'edit', 'delete'],
  account_configuration: ['view', 'create', 'edit', 'delete'],
} as const;

export type PermissionArea = keyof typeof PERMISSION_AREAS;
export type PermissionAction = 'view' | 'communication' | 'create' | 'edit' | 'delete' | 'assign' | 'approve' | 'sign';
/** A permission key as stored and sent on the user: `${area}.${action}`, e.g. `projects.view`. */
export type PermissionKey = `${PermissionArea}.${PermissionAction}`;

export const ALL_PERMISSION_KEYS: PermissionKey[] = (Object.keys(PERMISSION_AREAS) as PermissionArea[]).flatMap((area) =>
  PERMISSION_AREAS[area].map((action) => `${area}.${action}` as PermissionKey),
);

export const PERMISSIONS = {
  PROJECTS_VIEW: 'projects.view',
  PROJECTS_COMMUNICATION: 'projects.communication',
  PROJECTS_CREATE: 'projects.create',
  PROJECTS_EDIT: 'projects.edit',
  PROJECTS_DELETE: 'projects.delete',
  PROJECTS_ASSIGN: 'projects.assign',
  PROJECTS_APPROVE: 'projects.approve',
  TASKS_AND_DOCUMENTS_VIEW: 'task_and_documents.view',
  TASKS_AND_DOCUMENTS_COMMUNICATION: 'task_and_documents.communication',
  TASKS_AND_DOCUMENTS_CREATE: 'task_and_documents.create',
  TASKS_AND_DOCUMENTS_EDIT: 'task_and_documents.edit',
  TASKS_AND_DOCUMENTS_DELETE: 'task_and_documents.delete',
  TASKS_AND_DOCUMENTS_ASSIGN: 'task_and_documents.assign',
  TASKS_AND_DOCUMENTS_APPROVE: 'task_and_documents.approve',
  TASKS_AND_DOCUMENTS_SIGN: 'task_and_documents.sign',
  COMPANIES_VIEW: 'companies.view',
  COMPANIES_COMMUNICATION: 'companies.communication',
  COMPANIES_CREATE: 'companies.create',
  COMPANIES_EDIT: 'companies.edit',
  COMPANIES_DELETE: 'companies.delete',
  USERS_VIEW: 'users.view',
  USERS_COMMUNICATION: 'users.communication',
  USERS_CREATE: 'users.create',
  EMPLOYEES_VIEW: 'employees.view',
  EMPLOYEES_COMMUNICATION: 'employees.communication',
  EMPLOYEES_CREATE: 'employees.create',
  EMPLOYEES_EDIT: 'employees.edit',
  EMPLOYEES_DELETE: 'employees.delete',
  TEMPLATES_VIEW: 'templates.view',
  TEMPLATES_CREATE: 'templates.create',
  TEMPLATES_EDIT: 'templates.edit',
  TEMPLATES_DELETE: 'templates.delete',
  INSIGHTS_N_REPORTS_VIEW: 'insights_n_reports.view',
  INSIGHTS_N_REPORTS_CREATE: 'insights_n_reports.create',
  INSIGHTS_N_REPORTS_EDIT: 'insights_n_reports.edit',
  INSIGHTS_N_REPORTS_DELETE: 'insights_n_reports.delete',
  BILLING_ACCOUNT_VIEW: 'billing_account.view',
  BILLING_ACCOUNT_EDIT: 'billing_account.edit',
  BILLING_ACCOUNT_DELETE: 'billing_account.delete',
  ACCOUNT_CONFIGURATION_VIEW: 'account_configuration.view',
  ACCOUNT_CONFIGURATION_CREATE: 'account_configuration.create',
  ACCOUNT_CONFIGURATION_EDIT: 'account_configuration.edit',
  ACCOUNT_CONFIGURATION_DELETE: 'account_configuration.delete',
} as const satisfies Record<string, PermissionKey>;

/** Rows of the Settings > Permission Groups grid (000 section 3) and the area each edits. */
export const PERMISSION_GRID_ROWS = [
  { row: 'projects', area: 'projects', label: 'Projects' },
  { row: 'tasks_documents', area: 'task_and_documents', label: 'Tasks & Documents' },
  { row: 'companies', area: 'companies', label: 'Companies' },
  { row: 'users', area: 'users', label: 'Users' },
  { row: 'employees', area: 'employees', label: 'Employees' },
  { row: 'templates', area: 'templates', label: 'Templates' },
  { row: 'insights_report', area: 'insights_n_reports', label: 'Insights & Reports' },
  { row: 'account_billing_info', area: 'billing_account', label: 'Account & Billing Info' },
  { row: 'account_setup_configuration', area: 'account_configuration', label: 'Account Setup & Configuration' },
] as const satisfies ReadonlyArray<{ row: string; area: PermissionArea; label: string }>;

export const PERMISSION_GRID_COLUMNS = [
  { action: 'view', label: 'View' },
  { action: 'communication', label: 'Communication' },
  { action: 'create', label: 'Add' },
  { action: 'edit', label: 'Edit' },
  { action: 'delete', label: 'Delete' },
  { action: 'assign', label: 'Assign' },
  { action: 'approve', label: 'Approve' },
  { action: 'sign', label: 'Sign' },
] as const satisfies ReadonlyArray<{ action: PermissionAction; label: string }>;

export type PermissionCheckType = 'any' | 'all';

/** canAll: an empty requirement passes (spec). */
export function hasAllPermissions(granted: readonly string[], required: readonly string[]): boolean {
  return required.every((p) => granted.includes(p));
}
export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((p) => granted.includes(p));
}

// ---------------------------------------------------------------------------------------------
// Permission dependencies (000 section 4). One map of "a right needs these rights"; the grid and
// the server both work from it.
// - projects: edit needs view; approve and assign need edit (edit "disables" them: without edit
//   they are off); assign also needs delete.
// - task_and_documents: edit needs view, approve needs communication, sign needs edit.
// - companies: create and edit need view; delete needs view and edit.
// - employees: communication, edit, delete need view. templates: create, edit, delete need view.
// - billing_account: edit, delete need view. account_configuration: create, edit, delete need view.
// ---------------------------------------------------------------------------------------------
export const PERMISSION_REQUIRES: Partial<Record<PermissionKey, readonly PermissionKey[]>> = {
  'projects.edit': ['projects.view'],
  'projects.approve': ['projects.edit'],
  'projects.assign': ['projects.edit', 'projects.delete'],
  'task_and_documents.edit': ['task_and_documents.view'],
  'task_and_documents.approve': ['task_and_documents.communication'],
  'task_and_documents.sign': ['task_and_documents.edit'],
  'companies.create': ['companies.view'],
  'companies.edit': ['companies.view'],
  'companies.delete': ['companies.view', 'companies.edit'],
  'employees.communication': ['employees.view'],
  'employees.edit': ['employees.view'],
  'employees.delete': ['employees.view'],
  'templates.create': ['templates.view'],
  'templates.edit': ['templates.view'],
  'templates.delete': ['templates.view'],
  'billing_account.edit': ['billing_account.view'],
  'billing_account.delete': ['billing_account.view'],
  'account_configuration.create': ['account_configuration.view'],
  'account_configuration.edit': ['account_configuration.view'],
  'account_configuration.delete': ['account_configuration.view'],
};

/**
 * The permission set with every right its granted rights need, directly or through others (grid
 * order). Role defaults are built through it so that no default breaks a dependency rule.
 */
export function withRequiredPermissions(granted: readonly string[]): PermissionKey[] {
  const found = new Set<string>(granted);
  const visit = (k: string) => {
    for (const r of PERMISSION_REQUIRES[k as PermissionKey] ?? []) if (!found.has(r)) (found.add(r), visit(r));
  };
  for (const k of granted) visit(k);
  return ALL_PERMISSION_KEYS.filter((k) => found.has(k));
}
