import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from 'shared-contract';
import { companies, companyFeatures, invitations, projects, tasks, users } from '../src/db/schema';
import { TestClient, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let operator: TestClient;
let alpha: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let bravo: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let charlie: Awaited<ReturnType<typeof createCompanyWithUsers>>;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

beforeAll(async () => {
  app = await createTestApp();
  alpha = await createCompanyWithUsers(app, { name: 'Alpha Builders', createdAt: daysAgo(30) });
  bravo = await createCompanyWithUsers(app, { name: 'Bravo Electric', type: 'sub_contractor', createdAt: daysAgo(20) });
  charlie = await createCompanyWithUsers(app, { name: 'Charlie Concrete', type: 'sub_contractor', createdAt: daysAgo(10) });
  await app.db.insert(projects).values([
    { companyId: alpha.company.id, name: 'P1', stage: 'Bidding' },
    { companyId: alpha.company.id, name: 'P2', stage: 'Construction' },
    { companyId: alpha.company.id, name: 'P3', stage: 'Close-out' },
    { companyId: bravo.company.id, name: 'P4', stage: 'Bidding' },
  ]);
  await app.db.insert(tasks).values([
    { companyId: alpha.company.id, name: 'C1', type: 'contract', status: 'draft' },
    { companyId: alpha.company.id, name: 'C2', type: 'contract', status: 'fully_executed' },
    { companyId: alpha.company.id, name: 'R1', type: 'document-request', status: 'pending_submission' },
  ]);
  // Last activity: Bravo most recent, then Alpha; Charlie's users never signed in.
  await app.db.update(users).set({ lastActivity: daysAgo(5) }).where(eq(users.companyId, alpha.company.id));
  await app.db.update(users).set({ lastActivity: daysAgo(1) }).where(eq(users.id, bravo.users.sub_admin!.id));
  await createOperator(app, 'operator@test.test');
  operator = new TestClient(app);
  await operator.signInOperator('operator@test.test', PASSWORD);
});
afterAll(async () => {
  await app.close();
});

const list = (query: Record<string, string | number> = {}) => operator.get('/api/v1/superadmin/companies', { query });
const names = (response: { json: () => { data: { name: string }[] } }) => response.json().data.map((r) => r.name);

describe('company list', () => {
  test('pages with counts, owner and last activity, newest first by default', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(names(response)).toEqual(['Charlie Concrete', 'Bravo Electric', 'Alpha Builders']);
    const alphaRow = body.data.find((r: { name: string }) => r.name === 'Alpha Builders');
    expect(alphaRow).toMatchObject({
      id: alpha.company.id,
      owner: 'owner Alpha Builders',
      type: 'general_contractor',
      plan: 'general',
      status: 'active',
      users_count: 5,
      projects_count: 3,
      contracts_count: 2,
    });
    expect(new Date(alphaRow.last_activity).getTime()).toBeCloseTo(daysAgo(5).getTime(), -5);
    expect(body.data.find((r: { name: string }) => r.name === 'Charlie Concrete').last_activity).toBeNull();
  });

  test('paging: per_page and page, last_page and total', async () => {
    const first = await list({ per_page: 2, page: 1, sort_field: 'name', sort_direction: 'asc' });
    expect(first.json()).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(names(first)).toEqual(['Alpha Builders', 'Bravo Electric']);
    const second = await list({ per_page: 2, page: 2, sort_field: 'name', sort_direction: 'asc' });
    expect(names(second)).toEqual(['Charlie Concrete']);
    const beyond = await list({ per_page: 2, page: 9 });
    expect(beyond.json()).toMatchObject({ data: [], total: 3, last_page: 2 });
  });

  test('sorts by users_max_last_activity (never-active companies last), counts and name', async () => {
    expect(names(await list({ sort_field: 'users_max_last_activity', sort_direction: 'desc' }))).toEqual(['Bravo Electric', 'Alpha Builders', 'Charlie Concrete']);
    expect(names(await list({ sort_field: 'users_max_last_activity', sort_direction: 'asc' }))).toEqual(['Alpha Builders', 'Bravo Electric', 'Charlie Concrete']);
    expect(names(await list({ sort_field: 'projects_count', sort_direction: 'desc' }))[0]).toBe('Alpha Builders');
    expect(names(await list({ sort_field: 'users_count', sort_direction: 'asc' }))[2]).toBe('Alpha Builders');
    expect(names(await list({ sort_field: 'name', sort_direction: 'desc' }))).toEqual(['Charlie Concrete', 'Bravo Electric', 'Alpha Builders']);
    expect(names(await list({ sort_field: 'created_at', sort_direction: 'asc' }))).toEqual(['Alpha Builders', 'Bravo Electric', 'Charlie Concrete']);
  });

  test('search and every super-admin filter field', async () => {
    expect(names(await list({ search: 'electric' }))).toEqual(['Bravo Electric']);
    expect(names(await list({ search: 'owner Charlie' }))).toEqual(['Charlie Concrete']);
    expect(names(await list({ company_name: 'alpha' }))).toEqual(['Alpha Builders']);
    expect(names(await list({ owner_name: 'Bravo' }))).toEqual(['Bravo Electric']);
    const day = (d: number) => daysAgo(d).toISOString().slice(0, 10);
    expect(names(await list({ creation_date_from: day(25), creation_date_to: day(15) }))).toEqual(['Bravo Electric']);
    expect(names(await list({ users_count_from: 5 }))).toEqual(['Alpha Builders']);
    expect(names(await list({ users_count_to: 4, sort_field: 'name' }))).toEqual(['Bravo Electric', 'Charlie Concrete']);
    expect(names(await list({ projects_count_from: 1, projects_count_to: 1 }))).toEqual(['Bravo Electric']);
    expect(names(await list({ contracts_count_from: 1 }))).toEqual(['Alpha Builders']);
    expect(names(await list({ contracts_count_to: 0, sort_field: 'name' }))).toEqual(['Bravo Electric', 'Charlie Concrete']);
    expect(names(await list({ last_activity_from: day(2) }))).toEqual(['Bravo Electric']);
    expect(names(await list({ last_activity_to: day(3) }))).toEqual(['Alpha Builders']);
    expect(names(await list({ search: 'nothing like this' }))).toEqual([]);
  });

  test('bad filter values are 422 per field, never 500', async () => {
    const response = await list({ users_count_from: 'many', creation_date_from: '31/12/2024', sort_field: 'password_hash', sort_direction: 'sideways' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      users_count_from: [VALIDATION_MESSAGES.number],
      creation_date_from: ['This field must be a valid date.'],
      sort_field: ['The selected sort field is invalid.'],
      sort_direction: ['The selected sort direction is invalid.'],
    });
    expect((await list({ search: "'; drop table companies; --" })).statusCode).toBe(200);
  });
});

describe('company details and activity', () => {
  test('details carry the five sections and the features', async () => {
    const response = await operator.get(`/api/v1/superadmin/companies/${alpha.company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.company).toMatchObject({ id: alpha.company.id, name: 'Alpha Builders', type: 'general_contractor', type_title: 'General Contractor', plan: 'general', status: 'active' });
    expect(data.last_activity_date.date).toBeTruthy();
    expect(data).toMatchObject({ certifications: [], licenses: [], offices: [], subsidiary_companies: [] });
    expect(data.features.map((f: { feature: string; enabled: boolean }) => [f.feature, f.enabled])).toEqual([
      ['artificial_intelligence', false],
      ['bulk_send', true],
      ['chat', true],
      ['insights', true],
    ]);
    expect(data.features[0].feature_label).toBe('Artificial Intelligence (Arya)');
  });

  test('unknown or malformed ids are 404', async () => {
    expect((await operator.get('/api/v1/superadmin/companies/999999')).statusCode).toBe(404);
    expect((await operator.get('/api/v1/superadmin/companies/abc')).statusCode).toBe(404);
    expect((await operator.get('/api/v1/superadmin/companies/99999999999999')).statusCode).toBe(404);
    expect((await operator.post('/api/v1/superadmin/companies/0/block')).statusCode).toBe(404);
  });

  test('activity lists users sorted by last activity', async () => {
    await app.db.update(users).set({ lastActivity: daysAgo(3) }).where(eq(users.id, bravo.users.sub_owner!.id));
    const desc = await operator.get(`/api/v1/superadmin/companies/${bravo.company.id}/activity`, { query: { sort_field: 'last_activity', sort_direction: 'desc' } });
    expect(desc.statusCode).toBe(200);
    const rows = desc.json().data;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ user_id: bravo.users.sub_admin!.id, user_name: 'admin Bravo Electric', user_role: 'Admin' });
    expect(rows[1].user_id).toBe(bravo.users.sub_owner!.id);
    expect(rows[3].last_activity).toBeNull();
    const asc = await operator.get(`/api/v1/superadmin/companies/${bravo.company.id}/activity`, { query: { sort_field: 'last_activity', sort_direction: 'asc' } });
    expect(asc.json().data[3].user_id).toBe(bravo.users.sub_admin!.id);
  });
});

describe('operator actions', () => {
  test('feature switch toggles with no body', async () => {
    const [feature] = await app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, bravo.company.id)).orderBy(companyFeatures.id);
    const on = await operator.put(`/api/v2/company-features/${feature.id}`);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ id: feature.id, feature: 'artificial_intelligence', enabled: true });
    const off = await operator.put(`/api/v2/company-features/${feature.id}`);
    expect(off.json().data.enabled).toBe(false);
    expect((await operator.put('/api/v2/company-features/999999')).statusCode).toBe(404);
  });

  test('plan change', async () => {
    const response = await operator.put(`/api/v1/superadmin/companies/${bravo.company.id}/plan`, { plan: 'general' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Company "Bravo Electric" is now on the General plan.');
    expect((await operator.get(`/api/v1/superadmin/companies/${bravo.company.id}`)).json().data.company.plan).toBe('general');
    const bad = await operator.put(`/api/v1/superadmin/companies/${bravo.company.id}/plan`, { plan: 'platinum' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ plan: ['The selected plan is invalid.'] });
  });

  test('block ends the company sessions and keeps its users out with the reason; unblock lets them in', async () => {
    const member = new TestClient(app, '10.7.0.1');
    await member.signIn(charlie.email('sub_owner'), PASSWORD);

    const blocked = await operator.post(`/api/v1/superadmin/companies/${charlie.company.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ data: { message: 'Company "Charlie Concrete" has been blocked.' } });
    expect((await member.get('/api/v1/auth/user')).statusCode).toBe(401);

    const again = new TestClient(app, '10.7.0.2');
    await again.csrf();
    const refused = await again.post('/api/v1/auth/login', { email: charlie.email('sub_owner'), password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.companyBlocked, reason: 'blocked' });
    expect((await list({ company_name: 'Charlie' })).json().data[0].status).toBe('blocked');

    const unblocked = await operator.post(`/api/v1/superadmin/companies/${charlie.company.id}/block`);
    expect(unblocked.json().data.message).toBe('Company "Charlie Concrete" has been unblocked.');
    await again.signIn(charlie.email('sub_owner'), PASSWORD);
  });

  test('a closed company is told so', async () => {
    await app.db.update(companies).set({ status: 'closed' }).where(eq(companies.id, charlie.company.id));
    const client = new TestClient(app, '10.7.0.3');
    await client.csrf();
    const refused = await client.post('/api/v1/auth/login', { email: charlie.email('sub_admin'), password: PASSWORD });
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.companyClosed, reason: 'closed' });
    await app.db.update(companies).set({ status: 'active' }).where(eq(companies.id, charlie.company.id));
  });

  test('login-as-company and logout-from-company set and clear the company context', async () => {
    const inside = await operator.post('/api/v1/superadmin/login-as-company', { company_id: alpha.company.id });
    expect(inside.statusCode).toBe(200);
    expect(inside.json().data).toMatchObject({ is_superuser: true, acting_as_company: true, company: { id: alpha.company.id, name: 'Alpha Builders' } });
    expect(inside.json().data.permissions).toContain('projects.create');
    expect((await operator.get('/api/v1/auth/user')).json().data.company.id).toBe(alpha.company.id);

    const out = await operator.post('/api/v1/superadmin/logout-from-company');
    expect(out.json().data).toMatchObject({ acting_as_company: false, company: null, permissions: [] });
    expect((await operator.get('/api/v1/auth/user')).json().data.company).toBeNull();

    expect((await operator.post('/api/v1/superadmin/login-as-company', { company_id: 999999 })).statusCode).toBe(404);
    expect((await operator.post('/api/v1/superadmin/login-as-company', {})).json().errors).toEqual({ company_id: [VALIDATION_MESSAGES.required] });
  });

  test('create account: 422 per field', async () => {
    const response = await operator.post('/api/v1/superadmin/companies', { owner_email: 'bad', company_website: 'not a url' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      owner_first_name: [VALIDATION_MESSAGES.required],
      owner_last_name: [VALIDATION_MESSAGES.required],
      owner_email: [VALIDATION_MESSAGES.email],
      company_name: [VALIDATION_MESSAGES.required],
      company_tax_id: [VALIDATION_MESSAGES.required],
      company_website: [VALIDATION_MESSAGES.url],
    });
    const taken = await operator.post('/api/v1/superadmin/companies', {
      owner_first_name: 'A',
      owner_last_name: 'B',
      owner_email: alpha.email('general_owner'),
      company_name: 'Dup',
      company_tax_id: '12-3456789',
      company_website: 'dup.example',
    });
    expect(taken.json().errors).toEqual({ owner_email: ['The owner email has already been taken.'] });
  });

  test('create account: company, owner invite mail, acting inside it; the owner signs up from the link', async () => {
    const response = await operator.post('/api/v1/superadmin/companies', {
      owner_first_name: 'Dana',
      owner_last_name: 'Delta',
      owner_email: 'dana@delta.test',
      company_name: 'Delta Drywall',
      company_tax_id: '98-7654321',
      company_website: 'https://delta.test',
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    expect(typeof id).toBe('number');
    const me = (await operator.get('/api/v1/auth/user')).json().data;
    expect(me).toMatchObject({ acting_as_company: true, company: { id, name: 'Delta Drywall', type: 'sub_contractor', plan: 'sub' } });

    const row = (await list({ company_name: 'Delta' })).json().data[0];
    expect(row).toMatchObject({ id, owner: 'Dana Delta', users_count: 1, type: 'sub_contractor' });
    const details = (await operator.get(`/api/v1/superadmin/companies/${id}`)).json().data.company;
    expect(details).toMatchObject({ tid: '98-7654321', website: 'https://delta.test' });

    const [mail] = await findMailbox(app, 'dana@delta.test');
    const link = findLink(mail.text);
    expect(link.pathname).toBe('/user/sign-up');
    const token = link.searchParams.get('token')!;

    const guest = new TestClient(app, '10.8.0.1');
    const invitation = await guest.get('/api/v1/sign-up/invitation', { query: { token } });
    expect(invitation.json().data).toMatchObject({ email: 'dana@delta.test', company_name: 'Delta Drywall', first_name: 'Dana', last_name: 'Delta' });
    await guest.csrf();
    const signUp = await guest.post('/api/v1/sign-up/user', { token, first_name: 'Dana', last_name: 'Delta', email: 'dana@delta.test', password: 'Delta!2026', password_confirmation: 'Delta!2026' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().data).toMatchObject({ email_verified: true, role: { name: 'sub_owner' }, company: { id } });
    // The link works once.
    expect((await new TestClient(app).get('/api/v1/sign-up/invitation', { query: { token } })).statusCode).toBe(410);
    await new TestClient(app, '10.8.0.2').signIn('dana@delta.test', 'Delta!2026');
  });

  test('an expired invitation link is 410; an unknown one 404', async () => {
    await operator.post('/api/v1/superadmin/companies', {
      owner_first_name: 'Eve',
      owner_last_name: 'Echo',
      owner_email: 'eve@echo.test',
      company_name: 'Echo Glass',
      company_tax_id: '11-1111111',
      company_website: 'echo.test',
      company_type: 'general_contractor',
    });
    const token = findLink((await findMailbox(app, 'eve@echo.test'))[0].text).searchParams.get('token')!;
    await app.db.update(invitations).set({ expiresAt: daysAgo(1) }).where(eq(invitations.email, 'eve@echo.test'));
    const guest = new TestClient(app, '10.8.0.3');
    const expired = await guest.get('/api/v1/sign-up/invitation', { query: { token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: 'Sorry, this link has expired.', reason: 'expired' });
    await guest.csrf();
    const signUp = await guest.post('/api/v1/sign-up/user', { token, first_name: 'Eve', last_name: 'Echo', email: 'eve@echo.test', password: 'Echo!2026', password_confirmation: 'Echo!2026' });
    expect(signUp.statusCode).toBe(410);
    expect((await guest.get('/api/v1/sign-up/invitation', { query: { token: 'nope' } })).statusCode).toBe(404);
  });

  test('delete is permanent and cascades', async () => {
    const victim = await createCompanyWithUsers(app, { name: 'Foxtrot Paint' });
    await app.db.insert(projects).values({ companyId: victim.company.id, name: 'Doomed', stage: 'Bidding' });
    const response = await operator.delete(`/api/v1/superadmin/companies/${victim.company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Company "Foxtrot Paint" has been deleted.' } });
    expect(await app.db.select().from(users).where(eq(users.companyId, victim.company.id))).toHaveLength(0);
    expect(await app.db.select().from(projects).where(eq(projects.companyId, victim.company.id))).toHaveLength(0);
    expect((await operator.get(`/api/v1/superadmin/companies/${victim.company.id}`)).statusCode).toBe(404);
    expect((await operator.delete(`/api/v1/superadmin/companies/${victim.company.id}`)).statusCode).toBe(404);
  });

  test('company users get 403 on every operator call', async () => {
    const owner = new TestClient(app, '10.8.0.9');
    await owner.signIn(alpha.email('general_owner'), PASSWORD);
    const response = await owner.get('/api/v1/superadmin/companies');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ERROR_MESSAGES.noPermissionPage);
  });
});

describe('activity tracking', () => {
  test('authenticated requests record last_activity at most once a minute', async () => {
    const user = await createUser(app, { companyId: alpha.company.id, role: 'general_manager', email: 'tracker@alpha.test' });
    const client = new TestClient(app, '10.9.0.1');
    await client.signIn('tracker@alpha.test', PASSWORD);
    await client.get('/api/v1/auth/user');
    const [first] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(first.lastActivity).not.toBeNull();
    await client.get('/api/v1/auth/user');
    const [second] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(second.lastActivity!.getTime()).toBe(first.lastActivity!.getTime());
  });
});
