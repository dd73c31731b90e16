import { collectErrors, createCompanySchema, loginSchema, companySignUpSchema, VALIDATION_MESSAGES as M, hasAllPermissions, hasAnyPermission, DEFAULT_ROLE_PERMISSIONS, checkFile, findUnknownMergeFields, PERSON_NAME_PATTERN, userSignUpSchema, employeeUpdateSchema, profileSaveSchema, inviteCompanySchema } from './index';

describe('shared validation rules', () => {
  it('reports the exact messages per field', async () => {
    expect(await collectErrors(loginSchema, { email: 'nope', password: '' })).toEqual({ email: [M.email], password: [M.required] });
    expect(await collectErrors(loginSchema, { email: `${'a'.repeat(95)}@x.com`, password: 'x' })).toEqual({ email: [M.strMax(100)] });
  });
  it('applies the password rule and confirmation', async () => {
    const base = { first_name: 'A', last_name: 'B', company_name: 'C', email: 'a@b.co' };
    expect(await collectErrors(companySignUpSchema, { ...base, password: 'short', password_confirmation: 'short' })).toEqual({ password: [M.password] });
    expect(await collectErrors(companySignUpSchema, { ...base, password: 'Abcdef1!', password_confirmation: 'Abcdef1?' })).toEqual({ password_confirmation: [M.passwordConfirmation] });
    expect(await collectErrors(companySignUpSchema, { ...base, password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })).toBeNull();
  });
  it('validates the operator create-account form', async () => {
    const errors = await collectErrors(createCompanySchema, { owner_email: 'x', company_website: 'not a url' });
    expect(errors).toMatchObject({ owner_first_name: [M.required], owner_email: [M.email], company_website: [M.url] });
  });
  it('checks permissions with any/all, empty requirement passes', () => {
    expect(hasAllPermissions(['a'], [])).toBe(true);
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAllPermissions(['a'], ['a', 'b'])).toBe(false);
    expect(hasAnyPermission(['a'], ['a', 'b'])).toBe(true);
  });
  it('gives managers everything but billing edit/delete and configuration delete', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.general_manager).not.toContain('billing_account.edit');
    expect(DEFAULT_ROLE_PERMISSIONS.general_manager).toContain('projects.delete');
    expect(DEFAULT_ROLE_PERMISSIONS.general_view_only.every((k) => k.endsWith('.view'))).toBe(true);
  });
  it('checks files and merge fields', () => {
    expect(checkFile({ name: 'a.exe', size: 1 }, { extensions: ['pdf'] })).toBe(M.extensions('.pdf'));
    expect(checkFile({ name: 'a.pdf', size: 10_000_001 })).toBe(M.uploadTooLarge);
    expect(checkFile({ name: 'a.pdf', size: 2_000_001 }, { maxBytes: 2_000_000 })).toBe(M.fileSize('2 MB'));
    expect(findUnknownMergeFields('Hi {{company.name}} {{bad}}', ['company.name'])).toEqual(['bad']);
  });
});

describe('person names (first, last, contact)', () => {
  const check = (value: string) => collectErrors(companySignUpSchema.pick(['last_name']), { last_name: value });
  it.each(["O'Brien", 'Jean-Luc', 'de la Cruz', 'Smith, Jr.', 'J. R. R.', 'Müller', 'Łukasz', 'Nguyễn', 'Zoë', '李', 'Ахмед', 'D’Angelo'])('accepts %s', async (name) => {
    expect(await check(name)).toBeNull();
  });
  it.each(['<script>alert(1)</script>', 'Bob2', 'a<b', 'R2-D2', 'Tom & Jerry', 'x@y', '---', "'", 'Anna\tMaria'])('refuses %s with one message', async (name) => {
    expect(await check(name)).toEqual({ last_name: [M.personName] });
  });
  it('is the rule of every form that takes a name', async () => {
    const bad = '<b>x</b>';
    expect(PERSON_NAME_PATTERN.test(bad)).toBe(false);
    expect(await collectErrors(createCompanySchema.pick(['owner_first_name', 'owner_last_name']), { owner_first_name: bad, owner_last_name: bad })).toEqual({
      owner_first_name: [M.personName],
      owner_last_name: [M.personName],
    });
    expect(await collectErrors(userSignUpSchema.pick(['first_name']), { first_name: bad })).toEqual({ first_name: [M.personName] });
    expect(await collectErrors(employeeUpdateSchema.pick(['first_name', 'last_name']), { first_name: bad, last_name: 'Ok' })).toEqual({ first_name: [M.personName] });
    expect(await collectErrors(profileSaveSchema.pick(['last_name']), { last_name: bad })).toEqual({ last_name: [M.personName] });
    expect(await collectErrors(inviteCompanySchema.pick(['contact_name']), { contact_name: bad })).toEqual({ contact_name: [M.personName] });
  });
});
