// Network users: the users of the caller's company and its network (users filter panel, sort,
// paging), the export, and send communication (recipients, merge fields, mail, the sent record).
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { NETWORK_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, professions, projects, tasks, userArchives, userProfessions } from '../src/db/schema';
import { TestClient, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';
import { exportThroughJob } from './helpers/downloads';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let outside: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let viewer: TestClient;
let collaborator: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.42.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const V1 = '/api/v1';
type Row = { id: number; full_name: string; company_name: string; email: string };
const emails = (rows: Row[]) => rows.map((r) => r.email);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Users Home' });
  partner = await createCompanyWithUsers(app, { name: 'Users Partner', type: 'sub_contractor' });
  outside = await createCompanyWithUsers(app, { name: 'Users Outside', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: partner.company.id },
    { companyId: partner.company.id, partnerCompanyId: home.company.id },
  ]);
  const [electrician] = await app.db.select().from(professions).limit(1);
  await app.db.insert(userProfessions).values({ userId: partner.users.sub_manager!.id, professionId: electrician.id });
  const archived = await createUser(app, { companyId: partner.company.id, role: 'sub_collaborator', email: 'gone@users-partner.test' });
  await app.db.insert(userArchives).values({ userId: archived.id });
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
  collaborator = await client(home.email('general_collaborator'));
});
afterAll(async () => {
  await app.close();
});

describe('network users list', () => {
  test('lists the own company and the network, never archived users or other companies', async () => {
    const response = await viewer.get(`${V1}/company/get-all-users`, { query: { per_page: 100 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 100, total: 9 });
    const list = emails(body.data);
    expect(list).toContain(home.email('general_owner'));
    expect(list).toContain(partner.email('sub_owner'));
    expect(list).not.toContain('gone@users-partner.test');
    expect(list.some((e: string) => e.endsWith('@users-outside.test'))).toBe(false);
    const manager = body.data.find((r: Row) => r.email === partner.email('sub_manager'));
    expect(manager).toMatchObject({
      full_name: 'manager Users Partner',
      company_id: partner.company.id,
      company_name: 'Users Partner',
      projects_count: 0,
      task_open_count: 0,
      task_overdue_count: 0,
      role: { name: 'sub_manager', show_name: 'Manager' },
      is_own_company: false,
    });
    expect(manager.professions).toHaveLength(1);
    expect(body.data.find((r: Row) => r.email === home.email('general_owner')).is_own_company).toBe(true);
  });

  test('the users filter panel: company_name, user_name, ranges, professions; search, sort, paging', async () => {
    const byCompany = await viewer.get(`${V1}/company/get-all-users`, { query: { company_name: 'partner', per_page: 50 } });
    expect(byCompany.json().total).toBe(4);
    const byName = await viewer.get(`${V1}/company/get-all-users`, { query: { user_name: 'manager users' } });
    expect(emails(byName.json().data).sort()).toEqual([home.email('general_manager'), partner.email('sub_manager')].sort());
    const [p] = await app.db.select().from(userProfessions).where(eq(userProfessions.userId, partner.users.sub_manager!.id));
    const byProfession = await viewer.get(`${V1}/company/get-all-users`, { query: { 'professions[]': [String(p.professionId)] } });
    expect(emails(byProfession.json().data)).toEqual([partner.email('sub_manager')]);
    const ranges = await viewer.get(`${V1}/company/get-all-users`, { query: { projects_min: 0, projects_max: 0, open_tasks_min: 0, tasks_overdue_max: 5, per_page: 50 } });
    expect(ranges.json().total).toBe(9);
    const none = await viewer.get(`${V1}/company/get-all-users`, { query: { open_tasks_min: 1 } });
    expect(none.json().total).toBe(0);
    const search = await viewer.get(`${V1}/company/get-all-users`, { query: { search: 'owner@users-partner' } });
    expect(emails(search.json().data)).toEqual([partner.email('sub_owner')]);
    const sorted = await viewer.get(`${V1}/company/get-all-users`, { query: { sort_field: 'company_name', sort_direction: 'desc', per_page: 50 } });
    expect(sorted.json().data[0].company_name).toBe('Users Partner');
    const paged = await viewer.get(`${V1}/company/get-all-users`, { query: { per_page: 4, page: 3 } });
    expect(paged.json()).toMatchObject({ current_page: 3, last_page: 3, total: 9 });
    expect(paged.json().data).toHaveLength(1);
    const bad = await viewer.get(`${V1}/company/get-all-users`, { query: { projects_min: -1, open_tasks_max: 'many', sort_field: 'password' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ projects_min: [M.numMin(0)], open_tasks_max: [M.number], sort_field: ['The selected sort field is invalid.'] });
  });

  test("the counts are the caller's view of real tasks: open, overdue, their projects; the ranges filter on them", async () => {
    const vendorManager = partner.users.sub_manager!.id;
    const [tower] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Counts Tower', stage: 'Bidding' }).returning();
    const [theirs] = await app.db.insert(projects).values({ companyId: outside.company.id, name: 'Outside Job', stage: 'Bidding' }).returning();
    const created = await app.db
      .insert(tasks)
      .values([
        // Home's tasks to the partner: one open and overdue, one open, one finished (not counted as open).
        { companyId: home.company.id, vendorCompanyId: partner.company.id, projectId: tower.id, name: 'Late', type: 'document-request', status: 'pending_submission', dueDate: '2020-01-01', externalAssigneeId: vendorManager },
        { companyId: home.company.id, vendorCompanyId: partner.company.id, projectId: tower.id, name: 'Soon', type: 'contract', status: 'pending_external_signature', dueDate: '2999-01-01', externalSignerId: vendorManager, externalAssigneeId: vendorManager },
        { companyId: home.company.id, vendorCompanyId: partner.company.id, projectId: tower.id, name: 'Done', type: 'acknowledgement', status: 'completed', dueDate: '2020-01-01', externalAssigneeId: vendorManager },
        // Another company's task to the partner: home does not see it.
        { companyId: outside.company.id, vendorCompanyId: partner.company.id, projectId: theirs.id, name: 'Not ours', type: 'contract', status: 'pending_approval', dueDate: '2020-01-01', externalAssigneeId: vendorManager },
      ])
      .returning();
    try {
      const body = (await viewer.get(`${V1}/company/get-all-users`, { query: { per_page: 100 } })).json();
      const manager = body.data.find((r: Row) => r.email === partner.email('sub_manager'));
      expect(manager).toMatchObject({ projects_count: 1, task_open_count: 2, task_overdue_count: 1 });
      const busy = await viewer.get(`${V1}/company/get-all-users`, { query: { open_tasks_min: 2, tasks_overdue_min: 1, projects_min: 1 } });
      expect(emails(busy.json().data)).toEqual([partner.email('sub_manager')]);
      const idle = await viewer.get(`${V1}/company/get-all-users`, { query: { open_tasks_max: 0, per_page: 100 } });
      expect(emails(idle.json().data)).not.toContain(partner.email('sub_manager'));
      const sorted = await viewer.get(`${V1}/company/get-all-users`, { query: { sort_field: 'task_open_count', sort_direction: 'desc' } });
      expect(sorted.json().data[0].email).toBe(partner.email('sub_manager'));
      // users/projects lists the same project with the user's open and overdue tasks in it.
      const userProjects = await viewer.get(`${V1}/users/projects`, { query: { user_id: vendorManager } });
      expect(userProjects.statusCode).toBe(200);
      expect(userProjects.json()).toMatchObject({ total: 1, data: [{ id: tower.id, name: 'Counts Tower', company_name: 'Users Home', stage: 'Bidding', open_tasks_count: 2, overdue_tasks_count: 1 }] });
    } finally {
      await app.db.delete(tasks).where(inArray(tasks.id, created.map((c) => c.id)));
      await app.db.delete(projects).where(inArray(projects.id, [tower.id, theirs.id]));
    }
  });

  test('export runs as a job and its download holds the filtered users', async () => {
    const run = await exportThroughJob(app, viewer, `${V1}/users/export`, { format: 'csv', company_name: 'partner', sort_field: 'full_name' });
    expect(run.started.statusCode).toBe(202);
    const csv = run.file;
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="network-users-\d{4}-\d{2}-\d{2}\.csv";/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('Name,Company,Email,Phone,Role,Professions,Projects,Open tasks,Overdue tasks');
    expect(lines).toHaveLength(5);
    const xlsx = (await exportThroughJob(app, viewer, `${V1}/users/export`)).file;
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bad = await viewer.get(`${V1}/users/export`, { query: { projects_min: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ projects_min: [M.numMin(0)] });
  });
});

describe('send communication', () => {
  test('recipients: network users except the caller, searchable', async () => {
    const response = await owner.get(`${V1}/users/send-communication/search`, { query: { search: 'users-partner' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(4);
    expect(Object.keys(response.json().data[0]).sort()).toEqual(['company_name', 'email', 'full_name', 'id']);
    const all = await owner.get(`${V1}/users/send-communication/search`);
    expect(emails(all.json().data)).not.toContain(home.email('general_owner'));
    expect(all.json().data).toHaveLength(8);
  });

  test('validates recipients, subject and body with merge fields', async () => {
    const empty = await owner.post(`${V1}/users/send-communication`, { user_ids: [], subject: '', body: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ user_ids: [NETWORK_MESSAGES.selectRecipients], subject: [M.required], body: [M.required] });
    const unknownField = await owner.post(`${V1}/users/send-communication`, { user_ids: [partner.users.sub_owner!.id], subject: 'Hi {{project.name}}', body: 'x' });
    expect(unknownField.json().errors.subject).toEqual([M.shortCodePlaceholder('project.name')]);
    const stranger = await owner.post(`${V1}/users/send-communication`, { user_ids: [outside.users.sub_owner!.id], subject: 'Hi', body: 'x' });
    expect(stranger.json().errors.user_ids).toEqual([NETWORK_MESSAGES.unknownRecipients]);
    const self = await owner.post(`${V1}/users/send-communication`, { user_ids: [home.users.general_owner!.id], subject: 'Hi', body: 'x' });
    expect(self.json().errors.user_ids).toEqual([NETWORK_MESSAGES.unknownRecipients]);
  });

  test('mails each recipient with the merge fields filled and records the message for the sender', async () => {
    const ids = [partner.users.sub_owner!.id, home.users.general_manager!.id];
    const response = await owner.post(`${V1}/users/send-communication`, {
      user_ids: ids,
      subject: 'Site access for {{recipient.company}}',
      body: 'Hello {{recipient.first_name}}, {{sender.name}} of {{sender.company}} here.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: NETWORK_MESSAGES.communicationSent(2), count: 2 });
    // Delivered by background jobs, one per mail, queued with the message.
    expect(await findMailbox(app, partner.email('sub_owner'))).toEqual([]);
    expect(await app.jobs.runDue()).toBe(2);
    const [mail] = await findMailbox(app, partner.email('sub_owner'));
    expect(mail.subject).toBe('Site access for Users Partner');
    expect(mail.text).toContain('Hello owner, owner Users Home of Users Home here.');
    const [own] = await findMailbox(app, home.email('general_manager'));
    expect(own.subject).toBe('Site access for Users Home');

    const data = await owner.get(`${V1}/users/send-communication/data`);
    expect(data.statusCode).toBe(200);
    expect(data.json().data.merge_fields).toContainEqual({ name: 'recipient.first_name', label: "Recipient's first name" });
    const [sent] = data.json().data.sent;
    expect(sent).toMatchObject({ subject: 'Site access for {{recipient.company}}', recipients_count: 2, sender: 'owner Users Home' });
    expect(sent.recipients.map((r: { email: string }) => r.email).sort()).toEqual([home.email('general_manager'), partner.email('sub_owner')].sort());
    // Another user of the company does not see it: it is the sender's record.
    const other = await client(home.email('general_admin'));
    expect((await other.get(`${V1}/users/send-communication/data`)).json().data.sent).toEqual([]);
  });

  test('the view-only role cannot send; a role without users.communication cannot search', async () => {
    expect((await viewer.post(`${V1}/users/send-communication`, { user_ids: [partner.users.sub_owner!.id], subject: 'Hi', body: 'x' })).statusCode).toBe(403);
    expect((await viewer.get(`${V1}/users/send-communication/search`)).statusCode).toBe(403);
    expect((await collaborator.get(`${V1}/users/send-communication/search`)).statusCode).toBe(200);
  });
});

// QA: bad input is a 422, never a 500 (numbers past the database's integer range included).
test('numbers past the integer range in filters and recipients are 422s', async () => {
  for (const query of [{ projects_min: '99999999999' }, { professions: '99999999999' }, { page: '99999999999' }] as Record<string, string>[]) {
    expect({ query, status: (await owner.get(`${V1}/company/get-all-users`, { query })).statusCode }).toEqual({ query, status: 422 });
  }
  const res = await owner.post(`${V1}/users/send-communication`, { user_ids: [99_999_999_999], subject: 'Hi', body: 'Hello' });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual(['user_ids[0]']);
  const notAList = await owner.post(`${V1}/users/send-communication`, { user_ids: 'everyone', subject: 'Hi', body: 'Hello' });
  expect(notAList.json().errors).toEqual({ user_ids: [NETWORK_MESSAGES.selectRecipients] });
});
