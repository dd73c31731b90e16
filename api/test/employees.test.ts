// Employees: list, show, edit (own record always), archive/restore, owner rules, invitations and
// accepting them through the sign-up link.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES, INVITATION_LINK_DAYS, PEOPLE_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { emailTemplates, invitations, notifications, permissionGroups, professions, userArchives, users } from '../src/db/schema';
import { TestClient, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let other: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let admin: TestClient;
let viewer: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.30.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Employees Home' });
  other = await createCompanyWithUsers(app, { name: 'Employees Other' });
  owner = await client(home.email('general_owner'));
  admin = await client(home.email('general_admin'));
  viewer = await client(home.email('general_view_only'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

const ids = () => ({ owner: home.users.general_owner!.id, admin: home.users.general_admin!.id, manager: home.users.general_manager!.id, viewer: home.users.general_view_only!.id });

describe('professions and roles', () => {
  test('professions are a seeded reference list with id and title', async () => {
    const response = await viewer.get('/api/v1/settings/professions');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; title: string }[];
    expect(data.length).toBeGreaterThan(20);
    expect(data.map((p) => p.title)).toContain('Project Manager');
    // Ordered by lower(title): checked on the first letter only, which no collation reorders.
    const initials = data.map((p) => p.title[0]!.toLowerCase());
    expect(initials).toEqual([...initials].sort());
    expect(new Set(data.map((p) => p.id)).size).toBe(data.length);
  });

  test('roles are those of the company type', async () => {
    const response = await viewer.get('/api/v1/settings/company/roles');
    expect(response.json().data).toEqual([
      { name: 'general_owner', show_name: 'Owner' },
      { name: 'general_admin', show_name: 'Admin' },
      { name: 'general_manager', show_name: 'Manager' },
      { name: 'general_collaborator', show_name: 'Collaborator' },
      { name: 'general_view_only', show_name: 'View Only' },
    ]);
  });
});

describe('employee list', () => {
  test('lists only the company users, sorted by name, with per-item flags', async () => {
    const response = await admin.get('/api/v1/employees', { query: { per_page: 3 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 3, total: 5 });
    expect(body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['admin', 'collaborator', 'manager']);
    const me = body.data[0];
    expect(me).toMatchObject({ is_me: true, status: 'active', role: { name: 'general_admin', show_name: 'Admin' }, can: { view: true, edit: true, delete: false } });
    expect(body.data[1].can).toEqual({ view: true, edit: true, change_role: true, delete: true });
  });

  test('searches, filters by role and sorts', async () => {
    const search = await admin.get('/api/v1/employees', { query: { search: 'view_only@' } });
    expect(search.json().data.map((r: { email: string }) => r.email)).toEqual([home.email('general_view_only')]);
    const roles = await admin.get('/api/v1/employees', { query: { 'role[]': ['general_owner', 'general_admin'], sort_field: 'email', sort_direction: 'desc' } });
    expect(roles.json().data.map((r: { role: { name: string } }) => r.role.name)).toEqual(['general_owner', 'general_admin']);
    const bad = await admin.get('/api/v1/employees', { query: { sort_field: 'password' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ sort_field: ['The selected sort field is invalid.'] });
  });

  // The search text is matched as typed: % and _ are not wildcards (as wildcards, '%' and 'e_a' match every
  // general_* address; as text, nothing here holds them).
  test('search treats % and _ literally, and an empty result is still one page', async () => {
    const percent = await admin.get('/api/v1/employees', { query: { search: '%' } });
    expect(percent.json()).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    const underscore = await admin.get('/api/v1/employees', { query: { search: 'e_a' } });
    expect(underscore.json().total).toBe(0);
  });

  test('pages the list with the paged envelope', async () => {
    const all = (await admin.get('/api/v1/employees')).json();
    const second = (await admin.get('/api/v1/employees', { query: { per_page: 2, page: 2 } })).json();
    expect(second).toMatchObject({ current_page: 2, per_page: 2, total: all.total, last_page: Math.ceil(all.total / 2) });
    expect(second.data.map((r: { id: number }) => r.id)).toEqual(all.data.slice(2, 4).map((r: { id: number }) => r.id));
  });

  test('filters by profession', async () => {
    const [pm] = await app.db.select().from(professions).where(eq(professions.title, 'Project Manager'));
    await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: 'manager', last_name: 'Employees Home', phone: '', role: 'general_manager', profession_ids: [pm.id] });
    const response = await admin.get('/api/v1/employees', { query: { profession_ids: String(pm.id) } });
    expect(response.json().data.map((r: { id: number }) => r.id)).toEqual([ids().manager]);
    expect(response.json().data[0].professions).toEqual([{ id: pm.id, title: 'Project Manager' }]);
  });

  test('needs EMPLOYEES_VIEW', async () => {
    await app.db.update(permissionGroups).set({ permissions: ['projects.view'] }).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_collaborator')));
    const response = await collaborator.get('/api/v1/employees');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ERROR_MESSAGES.noPermissionAction);
    // Own record stays readable and editable without any employees permission.
    const me = await collaborator.get(`/api/v1/employees/${home.users.general_collaborator!.id}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.can).toEqual({ view: true, edit: true, change_role: false, delete: false });
    const saved = await collaborator.put(`/api/v1/employees/${home.users.general_collaborator!.id}`, { first_name: 'Carla', last_name: 'Diaz', phone: '555 123 4567', role: 'general_collaborator' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ first_name: 'Carla', phone: '555 123 4567' });
    const promote = await collaborator.put(`/api/v1/employees/${home.users.general_collaborator!.id}`, { first_name: 'Carla', last_name: 'Diaz', role: 'general_admin' });
    expect(promote.statusCode).toBe(422);
    expect(promote.json().errors).toEqual({ role: [PEOPLE_MESSAGES.ownRoleNeedsPermission] });
    const others = await collaborator.get(`/api/v1/employees/${ids().admin}`);
    expect(others.statusCode).toBe(403);
  });
});

describe('edit an employee', () => {
  test('422 per field with the exact messages', async () => {
    const response = await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: '', last_name: 'x'.repeat(101), phone: '12-ab', role: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.invalidData, errors: { first_name: [M.required], last_name: [M.strMax(100)], phone: [M.digits], role: [M.required] } });
    const role = await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: 'A', last_name: 'B', role: 'sub_admin' });
    expect(role.json().errors).toEqual({ role: [M.inArray('role', 'roles')] });
    const profession = await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: 'A', last_name: 'B', role: 'general_manager', profession_ids: [999999] });
    expect(profession.json().errors).toEqual({ profession_ids: [M.inArray('profession', 'professions')] });
  });

  test('values of the wrong type are a 422 with the field messages, never a 500', async () => {
    const edit = await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: 5, last_name: [], role: {}, phone: [], profession_ids: ['a', null] });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ first_name: [M.personName], last_name: [M.required], role: [M.required], phone: [M.digits], 'profession_ids[0]': [M.number], 'profession_ids[1]': [M.required] });
    const invite = await admin.post('/api/v1/employees/invite', { emails: [null, 5, {}], role: ['general_manager'] });
    expect(invite.statusCode).toBe(422);
    expect(invite.json().errors).toEqual({ 'emails[0]': [M.required], 'emails[1]': [M.email], 'emails[2]': [M.email], role: [M.required] });
    const notList = await admin.post('/api/v1/employees/invite', { emails: 'a@b.test', role: 'general_manager' });
    expect(notList.json().errors).toEqual({ emails: [M.required] });
    const list = await admin.get('/api/v1/employees', { query: { search: ['a', 'b'] } });
    expect(list.statusCode).toBe(422);
  });

  test('what GET answers can be sent back as it is: a null phone is no phone (own record, as a collaborator)', async () => {
    const me = (await collaborator.get(`/api/v1/employees/${home.users.general_collaborator!.id}`)).json().data;
    const body = { first_name: me.first_name, last_name: me.last_name, phone: null, role: me.role.name, profession_ids: me.professions.map((p: { id: number }) => p.id) };
    const saved = await collaborator.put(`/api/v1/employees/${me.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.phone).toBeNull();
    const again = (await collaborator.get(`/api/v1/employees/${me.id}`)).json().data;
    expect(again.phone).toBeNull();
    expect((await collaborator.put(`/api/v1/employees/${me.id}`, { ...body, phone: again.phone })).statusCode).toBe(200);
    const profile = await collaborator.post('/api/v1/users/profile/save', { first_name: me.first_name, last_name: me.last_name, phone: null, profession_ids: [] });
    expect(profile.statusCode).toBe(200);
  });

  test("another company's user is a 404", async () => {
    const target = other.users.general_manager!.id;
    expect((await admin.get(`/api/v1/employees/${target}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/v1/employees/${target}`, { first_name: 'A', last_name: 'B', role: 'general_manager' })).statusCode).toBe(404);
    expect((await admin.post(`/api/v1/users/${target}/archive`)).statusCode).toBe(404);
    expect((await admin.get('/api/v1/employees/abc')).statusCode).toBe(404);
  });

  test('a view-only user cannot edit others (403)', async () => {
    expect((await viewer.put(`/api/v1/employees/${ids().manager}`, { first_name: 'A', last_name: 'B', role: 'general_manager' })).statusCode).toBe(403);
  });

  test('only an owner gives or takes the Owner role; the last owner keeps it', async () => {
    const promote = await admin.put(`/api/v1/employees/${ids().manager}`, { first_name: 'M', last_name: 'X', role: 'general_owner' });
    expect(promote.json().errors).toEqual({ role: [PEOPLE_MESSAGES.onlyOwnerGrantsOwner] });
    const demoteSelf = await owner.put(`/api/v1/employees/${ids().owner}`, { first_name: 'owner', last_name: 'Employees Home', role: 'general_admin' });
    expect(demoteSelf.statusCode).toBe(422);
    expect(demoteSelf.json().errors).toEqual({ role: [PEOPLE_MESSAGES.lastOwner] });
    // With a second owner the first may step down.
    const second = await owner.put(`/api/v1/employees/${ids().manager}`, { first_name: 'manager', last_name: 'Employees Home', role: 'general_owner' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.role).toEqual({ name: 'general_owner', show_name: 'Owner' });
    const back = await owner.put(`/api/v1/employees/${ids().manager}`, { first_name: 'manager', last_name: 'Employees Home', role: 'general_manager' });
    expect(back.statusCode).toBe(200);
  });
});

describe('archive', () => {
  test('archives with the permission; an archived user is signed out and cannot sign in; restore brings them back', async () => {
    const target = await createUser(app, { companyId: home.company.id, role: 'general_collaborator', email: 'archive-me@employees-home.test', firstName: 'Ari', lastName: 'Chive' });
    const session = await client('archive-me@employees-home.test');
    expect((await viewer.post(`/api/v1/users/${target.id}/archive`)).statusCode).toBe(403);
    const response = await admin.post(`/api/v1/users/${target.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Ari Chive has been archived.');
    expect((await session.get('/api/v1/auth/user')).statusCode).toBe(401);
    const signIn = new TestClient(app, '10.30.1.1');
    await signIn.csrf();
    const refused = await signIn.post('/api/v1/auth/login', { email: 'archive-me@employees-home.test', password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PEOPLE_MESSAGES.accountArchived);
    const again = await admin.post(`/api/v1/users/${target.id}/archive`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PEOPLE_MESSAGES.alreadyArchived);
    const listed = await admin.get('/api/v1/employees', { query: { status: 'archived' } });
    expect(listed.json().data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[target.id, 'archived']]);
    const restored = await admin.post(`/api/v1/users/${target.id}/restore`);
    expect(restored.json().data.message).toBe('Ari Chive has been restored.');
    expect((await signIn.post('/api/v1/auth/login', { email: 'archive-me@employees-home.test', password: PASSWORD })).statusCode).toBe(200);
  });

  test('nobody archives themselves, admins cannot archive owners, the last owner stays', async () => {
    const self = await admin.post(`/api/v1/users/${ids().admin}/archive`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(PEOPLE_MESSAGES.cannotArchiveYourself);
    expect((await admin.post(`/api/v1/users/${ids().owner}/archive`)).statusCode).toBe(403);
    const second = await createUser(app, { companyId: home.company.id, role: 'general_owner', email: 'owner2@employees-home.test' });
    const owner2 = await client('owner2@employees-home.test');
    expect((await owner2.post(`/api/v1/users/${ids().owner}/archive`)).statusCode).toBe(200);
    const last = await owner.post(`/api/v1/users/${second.id}/archive`);
    // The first owner was archived and signed out.
    expect(last.statusCode).toBe(401);
    await app.db.update(users).set({ role: 'general_admin' }).where(eq(users.id, second.id));
    await admin.post(`/api/v1/users/${ids().owner}/restore`).then((r) => expect(r.statusCode).toBe(403));
    await app.db.update(users).set({ role: 'general_owner' }).where(eq(users.id, second.id));
    expect((await owner2.post(`/api/v1/users/${ids().owner}/restore`)).statusCode).toBe(200);
    owner = await client(home.email('general_owner'));
    await owner.post(`/api/v1/users/${second.id}/archive`).then((r) => expect(r.statusCode).toBe(200));
    const lastOwner = await admin.put(`/api/v1/employees/${ids().owner}`, { first_name: 'o', last_name: 'x', role: 'general_admin' });
    expect(lastOwner.json().errors).toEqual({ role: [PEOPLE_MESSAGES.onlyOwnerGrantsOwner] });
  });
});

describe('invitations', () => {
  const inviteMail = async (to: string) => (await findMailbox(app, to))[0];

  test('invite: 422 per e-mail, taken addresses, role rules', async () => {
    const bad = await admin.post('/api/v1/employees/invite', { emails: ['ok@new.test', 'nope', 'OK@new.test'], role: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'emails[1]': [M.email], 'emails[2]': [PEOPLE_MESSAGES.duplicateEmail], role: [M.required] });
    const empty = await admin.post('/api/v1/employees/invite', { emails: [], role: 'general_manager' });
    expect(empty.json().errors).toEqual({ emails: [M.required] });
    const taken = await admin.post('/api/v1/employees/invite', { emails: ['fresh@new.test', other.email('general_admin')], role: 'general_manager' });
    expect(taken.json().errors).toEqual({ 'emails[1]': [M.unique('email')] });
    const ownerRole = await admin.post('/api/v1/employees/invite', { emails: ['fresh@new.test'], role: 'general_owner' });
    expect(ownerRole.json().errors).toEqual({ role: [PEOPLE_MESSAGES.onlyOwnerGrantsOwner] });
    expect((await viewer.post('/api/v1/employees/invite', { emails: ['fresh@new.test'], role: 'general_manager' })).statusCode).toBe(403);
  });

  test('invites several addresses, mails a link; the link signs the employee up into the company with the role', async () => {
    const response = await admin.post('/api/v1/employees/invite', { emails: ['Nina@New.test', 'omar@new.test'], role: 'general_manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: '2 invitations have been sent.', count: 2 });
    const mail = await inviteMail('nina@new.test');
    expect(mail.subject).toBe('Contract Hub: admin Employees Home invited you to join Employees Home');
    expect(mail.text).toContain(`as Manager`);
    expect(mail.text).toContain(`expires in ${INVITATION_LINK_DAYS} days`);
    const link = findLink(mail.text);
    expect(link.pathname).toBe('/user/sign-up');
    const token = link.searchParams.get('token')!;

    const list = await admin.get('/api/v1/employees/invitations', { query: { search: 'new.test' } });
    expect(list.json().data.map((r: { email: string; status: string; role: { name: string }; invited_by: string }) => [r.email, r.status, r.role.name, r.invited_by])).toEqual([
      ['omar@new.test', 'pending', 'general_manager', 'admin Employees Home'],
      ['nina@new.test', 'pending', 'general_manager', 'admin Employees Home'],
    ]);

    const guest = new TestClient(app, '10.30.2.1');
    await guest.csrf();
    const described = await guest.get('/api/v1/sign-up/invitation', { query: { token } });
    expect(described.json().data).toMatchObject({ email: 'nina@new.test', company_name: 'Employees Home', kind: 'employee' });
    const signUp = await guest.post('/api/v1/sign-up/user', { token, first_name: 'Nina', last_name: 'Novak', email: 'nina@new.test', password: 'Secret!23', password_confirmation: 'Secret!23' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().data).toMatchObject({ email: 'nina@new.test', role: { name: 'general_manager' }, company: { id: home.company.id }, email_verified: true });

    const after = await admin.get('/api/v1/employees/invitations', { query: { 'status[]': 'accepted' } });
    expect(after.json().data.map((r: { email: string }) => r.email)).toEqual(['nina@new.test']);
    const employees = await admin.get('/api/v1/employees', { query: { search: 'Nina' } });
    expect(employees.json().data[0]).toMatchObject({ full_name: 'Nina Novak', role: { name: 'general_manager' } });
    // The inviter is told.
    const [note] = await app.db.select().from(notifications).where(eq(notifications.userId, ids().admin));
    expect(note).toMatchObject({ type: 'employee_invitation_accepted', title: 'Invitation accepted' });
    // The link works once.
    expect((await guest.get('/api/v1/sign-up/invitation', { query: { token } })).statusCode).toBe(410);
  });

  test('cancel needs confirmation-worthy state: pending only; a canceled link is expired (410)', async () => {
    await admin.post('/api/v1/employees/invite', { emails: ['cancel@new.test'], role: 'general_collaborator' });
    const token = findLink((await inviteMail('cancel@new.test')).text).searchParams.get('token')!;
    const [row] = await app.db.select().from(invitations).where(eq(invitations.email, 'cancel@new.test'));
    expect((await viewer.post(`/api/v1/employees/invitations/${row.id}/cancel`)).statusCode).toBe(403);
    expect((await outsider.post(`/api/v1/employees/invitations/${row.id}/cancel`)).statusCode).toBe(404);
    const canceled = await admin.post(`/api/v1/employees/invitations/${row.id}/cancel`);
    expect(canceled.json().data.message).toBe(PEOPLE_MESSAGES.invitationCanceled);
    const twice = await admin.post(`/api/v1/employees/invitations/${row.id}/cancel`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(PEOPLE_MESSAGES.onlyPendingCanBeCanceled);
    const guest = new TestClient(app, '10.30.2.2');
    await guest.csrf();
    const refused = await guest.post('/api/v1/sign-up/user', { token, first_name: 'C', last_name: 'X', email: 'cancel@new.test', password: 'Secret!23', password_confirmation: 'Secret!23' });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(ERROR_MESSAGES.linkExpired);
    const resendCanceled = await admin.post(`/api/v1/employees/invitations/${row.id}/resend`);
    expect(resendCanceled.json().message).toBe(PEOPLE_MESSAGES.onlyOpenCanBeResent);
  });

  test('an expired invitation reads as expired, its link answers 410, and resend mails a new working link', async () => {
    await admin.post('/api/v1/employees/invite', { emails: ['late@new.test'], role: 'general_view_only' });
    const oldToken = findLink((await inviteMail('late@new.test')).text).searchParams.get('token')!;
    const [row] = await app.db.select().from(invitations).where(eq(invitations.email, 'late@new.test'));
    await app.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, row.id));
    const listed = await admin.get('/api/v1/employees/invitations', { query: { status: ['expired'] } });
    expect(listed.json().data.map((r: { email: string; status: string }) => [r.email, r.status])).toEqual([['late@new.test', 'expired']]);
    expect((await admin.post(`/api/v1/employees/invitations/${row.id}/cancel`)).statusCode).toBe(422);
    const guest = new TestClient(app, '10.30.2.3');
    await guest.csrf();
    expect((await guest.get('/api/v1/sign-up/invitation', { query: { token: oldToken } })).statusCode).toBe(410);

    const resent = await admin.post(`/api/v1/employees/invitations/${row.id}/resend`);
    expect(resent.json().data.message).toBe(PEOPLE_MESSAGES.invitationResent);
    const newToken = findLink((await inviteMail('late@new.test')).text).searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    const status = await admin.get('/api/v1/employees/invitations', { query: { search: 'late@' } });
    expect(status.json().data[0].status).toBe('pending');
    expect((await guest.get('/api/v1/sign-up/invitation', { query: { token: newToken } })).statusCode).toBe(200);
    expect((await guest.get('/api/v1/sign-up/invitation', { query: { token: oldToken } })).statusCode).toBe(404);
  });

  test('inviting an address again replaces the pending invitation', async () => {
    await admin.post('/api/v1/employees/invite', { emails: ['twice@new.test'], role: 'general_view_only' });
    await admin.post('/api/v1/employees/invite', { emails: ['twice@new.test'], role: 'general_manager' });
    const rows = await app.db.select().from(invitations).where(eq(invitations.email, 'twice@new.test'));
    expect(rows.map((r) => [r.status, r.role]).sort()).toEqual([
      ['canceled', 'general_view_only'],
      ['pending', 'general_manager'],
    ]);
  });

  test("another company's invitations are not listed", async () => {
    const response = await outsider.get('/api/v1/employees/invitations');
    expect(response.json().total).toBe(0);
  });

  // Last: the template words every later invitation of the company.
  test("the invitation mail uses the company's e-mail template when it has one", async () => {
    await app.db.insert(emailTemplates).values({
      companyId: home.company.id,
      name: 'Welcome aboard',
      subject: 'Join {{company.name}}, from {{mail.sender_name}}',
      body: 'Hello {{mail.recipient_name}}, join us: {{mail.link}}',
      mailKey: 'employee_invitation',
    });
    const response = await admin.post('/api/v1/employees/invite', { emails: ['templated@new.test'], role: 'general_collaborator' });
    expect(response.statusCode).toBe(200);
    const mail = await inviteMail('templated@new.test');
    expect(mail.subject).toBe('Join Employees Home, from admin Employees Home');
    expect(mail.text).toMatch(/^Hello templated@new\.test, join us: https?:\/\/\S+\/user\/sign-up\?token=\S+$/);
    // The other company keeps the default wording.
    await outsider.post('/api/v1/employees/invite', { emails: ['untemplated@new.test'], role: 'general_collaborator' });
    expect((await inviteMail('untemplated@new.test')).subject).toBe('Contract Hub: owner Employees Other invited you to join Employees Other');
  });
});

describe('the last owner', () => {
  test('two owners archiving each other at the same moment leave the company with one owner', async () => {
    const duo = await createCompanyWithUsers(app, { name: 'Two Owners' });
    const [first, second] = await Promise.all([duo.email('general_owner'), duo.email('general_admin')].map(async (email) => {
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      return user;
    }));
    await app.db.update(users).set({ role: 'general_owner' }).where(eq(users.id, second.id));
    const [a, b] = await Promise.all([client(first.email), client(second.email)]);
    const answers = await Promise.all([a.post(`/api/v1/users/${second.id}/archive`), b.post(`/api/v1/users/${first.id}/archive`)]);
    // One wins. The other is refused as the last owner (422), or, when the winner's archive landed
    // before its session was read, it is already signed out (401): either way nothing else happens.
    const [won, lost] = answers.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 422]).toContain(lost);
    const archived = await app.db.select().from(userArchives).where(inArray(userArchives.userId, [first.id, second.id]));
    expect(archived).toHaveLength(1);
  });
});
