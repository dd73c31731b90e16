import {
  ALL_PERMISSION_KEYS,
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_AREAS,
  PERMISSION_TOOLTIPS,
  VALIDATION_MESSAGES as M,
  PEOPLE_MESSAGES,
  ROLES,
  changePasswordSchema,
  clearPermissionArea,
  collectErrors,
  describePermissionViolation,
  employeeUpdateSchema,
  findLockedPermissions,
  findPermissionViolations,
  findUnheldGrants,
  inviteEmployeesSchema,
  togglePermission,
  withRequiredPermissions,
  type RoleName,
} from './index';

describe('permission dependencies (000 section 4)', () => {
  const on = (granted: string[], key: string) => togglePermission(granted, key, true);
  const off = (granted: string[], key: string) => togglePermission(granted, key, false);

  it('projects: edit needs view; approve and assign need edit; assign needs delete', () => {
    expect(on([], 'projects.edit')).toEqual(['projects.view', 'projects.edit']);
    expect(on([], 'projects.approve')).toEqual(['projects.view', 'projects.edit', 'projects.approve']);
    expect(on([], 'projects.assign')).toEqual(['projects.view', 'projects.edit', 'projects.delete', 'projects.assign']);
    const all = on(on([], 'projects.assign'), 'projects.approve');
    expect(off(all, 'projects.edit')).toEqual(['projects.view', 'projects.delete']);
    expect(off(all, 'projects.delete')).toEqual(['projects.view', 'projects.edit', 'projects.approve']);
    expect(off(all, 'projects.view')).toEqual(['projects.delete']);
  });

  it('tasks and documents: edit needs view, approve needs communication, sign needs edit', () => {
    expect(on([], 'task_and_documents.sign')).toEqual(['task_and_documents.view', 'task_and_documents.edit', 'task_and_documents.sign']);
    expect(on([], 'task_and_documents.approve')).toEqual(['task_and_documents.communication', 'task_and_documents.approve']);
    expect(off(['task_and_documents.view', 'task_and_documents.edit', 'task_and_documents.sign'], 'task_and_documents.view')).toEqual([]);
    expect(off(['task_and_documents.communication', 'task_and_documents.approve'], 'task_and_documents.communication')).toEqual([]);
  });

  it('companies: create and edit need view; delete needs view and edit', () => {
    expect(on([], 'companies.create')).toEqual(['companies.view', 'companies.create']);
    expect(on([], 'companies.delete')).toEqual(['companies.view', 'companies.edit', 'companies.delete']);
    expect(off(['companies.view', 'companies.edit', 'companies.delete'], 'companies.edit')).toEqual(['companies.view']);
  });

  it.each([
    ['employees', ['communication', 'edit', 'delete']],
    ['templates', ['create', 'edit', 'delete']],
    ['billing_account', ['edit', 'delete']],
    ['account_configuration', ['create', 'edit', 'delete']],
  ])('%s: %j need view', (area, actions) => {
    for (const action of actions) {
      expect(on([], `${area}.${action}`)).toEqual([`${area}.view`, `${area}.${action}`]);
      expect(off([`${area}.view`, `${area}.${action}`], `${area}.view`)).toEqual([]);
    }
  });

  it('users and insights have no dependencies', () => {
    expect(on([], 'users.create')).toEqual(['users.create']);
    expect(on([], 'insights_n_reports.delete')).toEqual(['insights_n_reports.delete']);
  });

  it('the check-all-off control clears one row only', () => {
    expect(clearPermissionArea(['projects.view', 'projects.edit', 'companies.view'], 'projects')).toEqual(['companies.view']);
  });

  it('locks what a granted right needs, naming who needs it', () => {
    const locked = findLockedPermissions(['projects.view', 'projects.edit', 'projects.delete', 'projects.assign']);
    expect(locked.get('projects.view')).toEqual(['projects.edit']);
    expect(locked.get('projects.edit')).toEqual(['projects.assign']);
    expect(locked.has('projects.assign')).toBe(false);
  });

  it('finds violations', () => {
    expect(findPermissionViolations(['projects.view', 'projects.assign'])).toEqual([{ key: 'projects.assign', missing: ['projects.edit', 'projects.delete'] }]);
    expect(findPermissionViolations(['projects.edit', 'companies.view', 'companies.delete'])).toEqual([
      { key: 'projects.edit', missing: ['projects.view'] },
      { key: 'companies.delete', missing: ['companies.edit'] },
    ]);
    expect(describePermissionViolation({ key: 'companies.delete', missing: ['companies.edit'] })).toBe('Companies: Delete needs Edit.');
  });

  it('every default group of every role obeys the dependency rules', () => {
    for (const role of Object.keys(ROLES) as RoleName[]) expect({ role, violations: findPermissionViolations(DEFAULT_ROLE_PERMISSIONS[role]) }).toEqual({ role, violations: [] });
    // The collaborator keeps projects assign (DOMAIN.md 2) with what assign needs.
    expect(DEFAULT_ROLE_PERMISSIONS.general_collaborator).toEqual(expect.arrayContaining(['projects.view', 'projects.edit', 'projects.delete', 'projects.assign']));
    expect(DEFAULT_ROLE_PERMISSIONS.sub_collaborator).not.toContain('projects.create');
  });

  it('withRequiredPermissions adds what granted rights need, through chains, in grid order', () => {
    expect(withRequiredPermissions(['task_and_documents.sign', 'projects.assign'])).toEqual([
      'projects.view',
      'projects.edit',
      'projects.delete',
      'projects.assign',
      'task_and_documents.view',
      'task_and_documents.edit',
      'task_and_documents.sign',
    ]);
    expect(withRequiredPermissions([])).toEqual([]);
  });

  it('a save may only add rights the saver holds', () => {
    expect(findUnheldGrants(['projects.view'], ['projects.view', 'projects.edit', 'billing_account.edit'], ['projects.edit'])).toEqual(['billing_account.edit']);
    // What the group had is not the saver's doing.
    expect(findUnheldGrants(['billing_account.edit'], ['billing_account.edit'], [])).toEqual([]);
  });

  it('has a tooltip for every permission key', () => {
    expect(ALL_PERMISSION_KEYS.filter((k) => !PERMISSION_TOOLTIPS[k])).toEqual([]);
    expect(PERMISSION_TOOLTIPS['projects.delete']).toMatch(/Archive/);
    expect(PERMISSION_TOOLTIPS['projects.assign']).toBe('Create and edit Scopes.');
    expect(PERMISSION_TOOLTIPS['projects.approve']).toBe('Approve or reject scopes.');
    expect(Object.keys(PERMISSION_AREAS)).toHaveLength(9);
  });
});

describe('people schemas', () => {
  it('invites: every e-mail valid, no duplicates, a role', async () => {
    expect(await collectErrors(inviteEmployeesSchema, { emails: ['a@b.co', 'nope', 'A@b.co'], role: '' })).toEqual({
      'emails[1]': [M.email],
      'emails[2]': [PEOPLE_MESSAGES.duplicateEmail],
      role: [M.required],
    });
    expect(await collectErrors(inviteEmployeesSchema, { emails: [], role: 'general_manager' })).toEqual({ emails: [M.required] });
    expect(await collectErrors(inviteEmployeesSchema, { emails: ['a@b.co'], role: 'general_manager' })).toBeNull();
  });

  it('employee form: names required, phone digits', async () => {
    expect(await collectErrors(employeeUpdateSchema, { first_name: ' ', last_name: 'x'.repeat(101), phone: '12ab', role: 'general_admin' })).toEqual({
      first_name: [M.required],
      last_name: [M.strMax(100)],
      phone: [M.digits],
    });
    expect(await collectErrors(employeeUpdateSchema, { first_name: 'A', last_name: 'B', phone: '123', role: 'r' })).toEqual({ phone: [M.strMinPhone(10)] });
    expect(await collectErrors(employeeUpdateSchema, { first_name: 'A', last_name: 'B', phone: '+1 (555) 123-4567', role: 'r', profession_ids: [1] })).toBeNull();
  });

  it('password change: rule and confirmation', async () => {
    expect(await collectErrors(changePasswordSchema, { current_password: 'x', password: 'weak', password_confirmation: 'other' })).toEqual({
      password: [M.password],
      password_confirmation: [M.passwordConfirmation],
    });
  });
});
