// Tasks API core (issue 15, DOMAIN.md 4 and 8): creating tasks (every check as items.<i>.<field>, the
// filled document, per-company numbers under concurrent creates, the initial status, the notifications),
// tenant isolation, the list's filters, sorts, paging and per-viewer labels, the board, details, edit,
// bulk edit (all or none), revoke, the timeline, the merge fields of a target and the preview PDF.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES, PROJECT_MESSAGES, TASK_MESSAGES as T, VALIDATION_MESSAGES as M, selected } from 'shared-contract';
import { approvalWorkflows, companyNetwork, jobs, mergeFields, notifications, projects, scopes, taskEvents, tasks, templates } from '../src/db/schema';
import { createTasksAs } from '../src/modules/tasks';
import { TestClient, findMailbox } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
let app: FastifyInstance;
let home: Fixture;
let vendor: Fixture;
let stranger: Fixture;
let other: Fixture;
let owner: TestClient;
let manager: TestClient;
let viewOnly: TestClient;
let vendorManager: TestClient;
let vendorCollaborator: TestClient;
let outsider: TestClient;
let projectId: number;
let archivedProjectId: number;
let workflowProjectId: number;
let scopeId: number;
let contractTemplateId: number;
let ackTemplateId: number;

const signIn = signInFrom(() => app, '10.71.0');
const v1 = (path: string) => `/api/v1/${path}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const runJobs = async () => {
  while ((await app.jobs.runDue()) > 0);
};

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Tasks Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Tasks Vendor', type: 'sub_contractor' });
  stranger = await createCompanyWithUsers(app, { name: 'Tasks Stranger', type: 'sub_contractor' });
  other = await createCompanyWithUsers(app, { name: 'Tasks Other' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: vendor.company.id },
    { companyId: vendor.company.id, partnerCompanyId: home.company.id },
  ]);
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Harbor Tower', stage: 'Bidding', internalNumber: 'HT-1' }).returning();
  projectId = project.id;
  const [archived] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Old Pier', stage: 'Closed', status: 'archived', archivedAt: new Date() }).returning();
  archivedProjectId = archived.id;
  const [flow] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'contract', name: 'Contract review' }).returning();
  const [withFlow] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Reviewed Tower', stage: 'Bidding', contractWorkflowId: flow.id }).returning();
  workflowProjectId = withFlow.id;
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Electrical', status: 'sent', amount: '250000' }).returning();
  scopeId = scope.id;
  await app.db.insert(mergeFields).values([
    { companyId: home.company.id, name: 'retainage', type: 'number', description: 'Retainage percent', defaultValue: '' },
    { companyId: home.company.id, name: 'start_on', type: 'date', description: 'Start', defaultValue: '' },
  ]);
  const contractBody = doc(
    paragraph(text('Subcontract between '), mergeField('company.name'), text(' and '), mergeField('vendor.name'), text(' for '), mergeField('scope.name'), text(' at '), mergeField('scope.amount')),
    paragraph(text('Project '), mergeField('project.name'), text(' due '), mergeField('task.due_date'), text(' retainage '), mergeField('retainage'), text(' start '), mergeField('start_on')),
  );
  const [contract] = await app.db.insert(templates).values({ companyId: home.company.id, name: 'Subcontract', type: 'contract', body: contractBody, html: '<p>x</p>' }).returning();
  contractTemplateId = contract.id;
  const [ack] = await app.db
    .insert(templates)
    .values({ companyId: home.company.id, name: 'Safety rules', type: 'acknowledgement', body: doc(paragraph(text('Read the rules of '), mergeField('project.name'))), html: '<p>x</p>' })
    .returning();
  ackTemplateId = ack.id;
  owner = await signIn(home.email('general_owner'));
  manager = await signIn(home.email('general_manager'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorManager = await signIn(vendor.email('sub_manager'));
  vendorCollaborator = await signIn(vendor.email('sub_collaborator'));
  outsider = await signIn(other.email('general_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

const request = (extra: Record<string, unknown> = {}) => ({
  project_id: projectId,
  scope_id: scopeId,
  vendor_company_id: vendor.company.id,
  type: 'document-request',
  name: 'Upload your W-9',
  internal_assignee_id: home.users.general_manager!.id,
  external_assignee_id: vendor.users.sub_manager!.id,
  due_date: inDays(10),
  ...extra,
});
const create = async (client: TestClient, items: Record<string, unknown>[]) => client.post(v1('tasks'), { items });
async function createOne(extra: Record<string, unknown> = {}, client: TestClient = manager) {
  const response = await create(client, [request(extra)]);
  expect(response.statusCode).toBe(201);
  return response.json().data[0] as { id: number; task_id: string };
}
const taskRow = async (id: number) => (await app.db.select().from(tasks).where(eq(tasks.id, id)))[0];

describe('POST tasks', () => {
  test('a document request is numbered, pending submission, evented, and its assignees are told in the app and by mail', async () => {
    const response = await create(owner, [request()]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(T.created);
    const [{ id, task_id }] = response.json().data;
    expect(task_id).toMatch(/^T-\d{6}$/);
    const row = await taskRow(id);
    expect(row).toMatchObject({ status: 'pending_submission', companyId: home.company.id, vendorCompanyId: vendor.company.id, createdBy: home.users.general_owner!.id });
    expect(row.sentAt).not.toBeNull();
    const events = await app.db.select().from(taskEvents).where(eq(taskEvents.taskId, id)).orderBy(taskEvents.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'sent']);
    await runJobs();
    const vendorNotes = await app.db.select().from(notifications).where(eq(notifications.userId, vendor.users.sub_manager!.id));
    expect(vendorNotes.find((n) => n.link === `/tasks/${id}/request`)?.title).toBe(T.submissionPendingTitle);
    const managerNotes = await app.db.select().from(notifications).where(eq(notifications.userId, home.users.general_manager!.id));
    expect(managerNotes.find((n) => n.link === `/tasks/${id}/request`)?.title).toBe(T.assignedTitle);
    const mail = await findMailbox(app, vendor.email('sub_manager'));
    expect(mail.find((m) => m.text.includes(`/tasks/${id}/request`))?.subject).toBe(`${T.submissionPendingTitle}: Upload your W-9`);
  });

  test('a contract fills its document from the data and the sender values, signers default to the assignees', async () => {
    const { id } = await createOne({ type: 'contract', name: 'Electrical subcontract', template_id: contractTemplateId, merge_values: { retainage: '5', start_on: '2026-12-01' } });
    const row = await taskRow(id);
    expect(row.status).toBe('draft');
    expect(row.sentAt).toBeNull();
    expect(row.internalSignerId).toBe(home.users.general_manager!.id);
    expect(row.externalSignerId).toBe(vendor.users.sub_manager!.id);
    expect(row.html).toContain('Subcontract between Tasks Home and Tasks Vendor for Electrical at $250,000.00');
    expect(row.html).toContain('retainage 5 start 12/01/2026');
    expect(row.mergeValues['project.name']).toBe('Harbor Tower');
    expect(row.templateVersion).toBe(1);
  });

  test('a contract on a project with a contract approval workflow starts pending approval', async () => {
    const { id } = await createOne({ type: 'contract', project_id: workflowProjectId, scope_id: null, template_id: contractTemplateId, merge_values: { retainage: '5', start_on: '2026-12-01', 'scope.name': 'General', 'scope.amount': '$1' } });
    expect((await taskRow(id)).status).toBe('pending_approval');
  });

  test('an acknowledgement starts pending acknowledgement; several items answer together', async () => {
    const response = await create(manager, [request({ type: 'acknowledgement', template_id: ackTemplateId, name: 'Safety' }), request({ name: 'Insurance', type: 'certificate-of-insurance' })]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(T.createdMany(2));
    const [ack, coi] = response.json().data;
    expect((await taskRow(ack.id)).status).toBe('pending_acknowledgement');
    expect((await taskRow(coi.id)).status).toBe('pending_submission');
    expect(Number(coi.task_id.slice(2))).toBe(Number(ack.task_id.slice(2)) + 1);
  });

  test('field errors are keyed items.<i>.<field> with the spec messages, and nothing is created', async () => {
    const before = (await app.db.select().from(tasks).where(eq(tasks.companyId, home.company.id))).length;
    const response = await create(manager, [
      request(),
      request({ due_date: '' }),
      request({ vendor_company_id: stranger.company.id, external_assignee_id: stranger.users.sub_manager!.id, scope_id: null }),
      request({ external_assignee_id: home.users.general_owner!.id, internal_assignee_id: vendor.users.sub_owner!.id }),
      request({ type: 'contract', template_id: ackTemplateId }),
      request({ type: 'contract', template_id: contractTemplateId, merge_values: { retainage: 'five', start_on: '2026-02-30' } }),
      request({ type: 'contract', template_id: contractTemplateId }),
      request({ assign_date: inDays(20), due_date: inDays(10), recurrence_every: 1, recurrence_period: 'week' }),
      request({ project_id: archivedProjectId, scope_id: null }),
      request({ type: 'acknowledgement' }),
    ]);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors['items.1.due_date']).toEqual([M.required]);
    expect(errors['items.2.vendor_company_id']).toEqual([T.vendorNotInNetwork]);
    expect(errors['items.3.external_assignee_id']).toEqual([T.assigneeNotInCompany]);
    expect(errors['items.3.internal_assignee_id']).toEqual([T.assigneeNotInCompany]);
    expect(errors['items.4.template_id']).toEqual([selected('template')]);
    expect(errors['items.5.merge_values.retainage']).toEqual([M.number]);
    expect(errors['items.5.merge_values.start_on']).toEqual([M.date]);
    expect(errors['items.6.merge_values']).toEqual([T.mergeFieldsMissing('retainage, start_on')]);
    expect(errors['items.7.due_date']).toEqual([T.dueBeforeAssign]);
    expect(errors['items.7.recurrence_until_repeats']).toEqual([T.untilRequired]);
    expect(errors['items.8.project_id']).toEqual([PROJECT_MESSAGES.archivedReadOnly]);
    expect(errors['items.9.template_id']).toEqual([M.required]);
    expect(Object.keys(errors).some((k) => k.startsWith('items.0.'))).toBe(false);
    expect((await app.db.select().from(tasks).where(eq(tasks.companyId, home.company.id))).length).toBe(before);
  });

  test('a scope of another project, another company’s project, an empty list, odd bodies: 422, never 500', async () => {
    const [otherProject] = await app.db.insert(projects).values({ companyId: other.company.id, name: 'Elsewhere', stage: 'Bidding' }).returning();
    expect((await create(manager, [request(), request({ project_id: otherProject.id, scope_id: null })])).statusCode).toBe(404);
    const response = await create(manager, [request({ project_id: 999999, scope_id: null }), request({ project_id: workflowProjectId })]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['items.0.project_id']).toEqual([selected('project')]);
    expect(response.json().errors['items.1.scope_id']).toEqual([selected('scope')]);
    expect((await manager.post(v1('tasks'), { items: [] })).statusCode).toBe(422);
    expect((await manager.post(v1('tasks'), { items: 'x' })).statusCode).toBe(422);
    expect((await manager.post(v1('tasks'), { items: [{ project_id: 'abc', priority: 'urgent' }] })).json().errors['items.0.priority']).toEqual([selected('priority')]);
  });

  test('a lesser role gets 403, the vendor side (sub plan) 403, a guest 401', async () => {
    expect((await create(viewOnly, [request()])).statusCode).toBe(403);
    expect((await create(vendorManager, [request()])).statusCode).toBe(403);
    const guest = new TestClient(app, '10.71.9.1');
    await guest.csrf();
    expect((await guest.post(v1('tasks'), { items: [request()] })).statusCode).toBe(401);
  });

  test('concurrent creates never draw the same number', async () => {
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => createTasksAs(app, app.db, { companyId: home.company.id, userId: null }, [request({ name: `Parallel ${i}` }), request({ name: `Parallel ${i}b` })])));
    const numbers = created.flat().map((t) => t.number);
    expect(new Set(numbers).size).toBe(16);
    const all = await app.db.select({ number: tasks.number }).from(tasks).where(eq(tasks.companyId, home.company.id));
    expect(new Set(all.map((t) => t.number)).size).toBe(all.length);
  });
});

describe('reading tasks', () => {
  let draftId: number;
  let signatureId: number;
  let overdueId: number;
  beforeAll(async () => {
    draftId = (await createOne({ type: 'contract', name: 'Zeta draft contract', template_id: contractTemplateId, merge_values: { retainage: '5', start_on: '2026-12-01' } })).id;
    signatureId = (await createOne({ type: 'contract', name: 'Alpha signing contract', template_id: contractTemplateId, merge_values: { retainage: '5', start_on: '2026-12-01' } })).id;
    await app.db.update(tasks).set({ status: 'pending_external_signature', sentAt: new Date() }).where(eq(tasks.id, signatureId));
    overdueId = (await createOne({ name: 'Overdue lien waiver', due_date: inDays(5) })).id;
    await app.db.update(tasks).set({ dueDate: inDays(-3), priority: 'high' }).where(eq(tasks.id, overdueId));
  });

  test('the sender sees details with files, waiting_on and flags; another company 404; the vendor does not see a draft', async () => {
    const details = await manager.get(v1(`tasks/${overdueId}`));
    expect(details.statusCode).toBe(200);
    const data = details.json().data;
    expect(data).toMatchObject({ id: overdueId, status: 'pending_submission', status_label: 'Pending Submission', is_overdue: true, project_name: 'Harbor Tower', vendor_company_name: 'Tasks Vendor', required_action: 'Request', files: [] });
    expect(data.waiting_on).toEqual({ side: 'external', people: [expect.objectContaining({ id: vendor.users.sub_manager!.id })] });
    expect(data.can).toMatchObject({ view: true, edit: true, revoke: true });
    expect((await outsider.get(v1(`tasks/${overdueId}`))).statusCode).toBe(404);
    expect((await vendorManager.get(v1(`tasks/${draftId}`))).statusCode).toBe(404);
    const asVendor = (await vendorManager.get(v1(`tasks/${overdueId}`))).json().data;
    expect(asVendor.can).toMatchObject({ edit: false, revoke: false, actions: ['submit'] });
    expect((await app.inject({ method: 'GET', url: v1(`tasks/${overdueId}`) })).statusCode).toBe(401);
  });

  test('the status label reads per viewer', async () => {
    const label = async (c: TestClient) => (await c.get(v1(`tasks/${signatureId}`))).json().data.status_label;
    expect(await label(manager)).toBe('Pending Vendor Signature');
    expect(await label(vendorManager)).toBe('Pending Your Signature');
    expect(await label(vendorCollaborator)).toBe('Pending Vendor Signature');
  });

  test('task/list filters: repeated status, is_overdue, type, task_type, priority, search by number, project and name', async () => {
    const ids = async (query: Record<string, string | string[]>, c: TestClient = manager) => {
      const response = await c.get(v1('task/list'), { query: { per_page: '100', ...query } });
      expect(response.statusCode).toBe(200);
      return (response.json().data as { id: number }[]).map((r) => r.id);
    };
    expect(await ids({ status: ['draft', 'pending_external_signature'] })).toEqual(expect.arrayContaining([draftId, signatureId]));
    expect(await ids({ status: ['draft', 'pending_external_signature'] })).not.toContain(overdueId);
    expect(await ids({ is_overdue: 'true' })).toEqual([overdueId]);
    expect(await ids({ type: ['contract'] })).not.toContain(overdueId);
    expect(await ids({ task_type: ['Contracts'] })).toContain(signatureId);
    expect(await ids({ required_action: ['Request'] })).toContain(overdueId);
    expect(await ids({ priority: 'high' })).toEqual([overdueId]);
    const number = (await taskRow(overdueId)).number;
    expect(await ids({ search: number })).toEqual([overdueId]);
    expect(await ids({ search: 'lien waiver' })).toEqual([overdueId]);
    expect((await ids({ search: 'harbor' })).length).toBeGreaterThan(3);
    expect(await ids({ project_id: String(workflowProjectId) })).not.toContain(overdueId);
    expect(await ids({ company_id: String(vendor.company.id), is_overdue: '1' })).toEqual([overdueId]);
    expect(await ids({ date_from: inDays(-4), date_to: inDays(-2) })).toEqual([overdueId]);
    expect(await ids({ internal_assignee: 'manager Tasks' })).toContain(overdueId);
    expect(await ids({ view: 'mine' }, owner)).toEqual([]);
    // The vendor sees what was sent to it, never the drafts; another company sees none of them.
    const vendorIds = await ids({}, vendorManager);
    expect(vendorIds).toContain(overdueId);
    expect(vendorIds).not.toContain(draftId);
    expect(await ids({}, outsider)).toEqual([]);
    const bad = await manager.get(v1('task/list'), { query: { status: 'nope', is_overdue: 'maybe', sort_field: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['sort_field', 'is_overdue']));
  });

  test('task/list sorts and pages', async () => {
    const page = async (query: Record<string, string>) => (await manager.get(v1('task/list'), { query })).json();
    const byDue = await page({ per_page: '100' });
    const dues = (byDue.data as { due_date: string }[]).map((r) => r.due_date);
    expect(dues).toEqual([...dues].sort());
    expect(byDue.data[0].id).toBe(overdueId);
    const byName = (await page({ per_page: '100', sort_field: 'task_name', sort_direction: 'desc' })).data.map((r: { task_name: string }) => r.task_name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    const first = await page({ per_page: '2', page: '1', sort_field: 'task_id' });
    const second = await page({ per_page: '2', page: '2', sort_field: 'task_id' });
    expect(first.total).toBe(byDue.total);
    expect(first.last_page).toBe(Math.ceil(byDue.total / 2));
    expect(first.data[1].task_id < second.data[0].task_id).toBe(true);
    const priority = (await page({ per_page: '1', sort_field: 'priority' })).data[0];
    expect(priority.priority).toBe('high');
  });

  test('users/tasks lists one user’s tasks; the board groups the caller’s open tasks by status within due_in', async () => {
    const mine = await manager.get(v1('users/tasks'), { query: { user_id: String(vendor.users.sub_manager!.id), per_page: '100' } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(overdueId);
    expect((await manager.get(v1('users/tasks'))).json().errors.user_id).toEqual([M.required]);
    const board = await manager.get(v1('task/board'), { query: { due_in: 'day' } });
    expect(board.statusCode).toBe(200);
    const column = (status: string) => board.json().data.columns.find((c: { status: string }) => c.status === status);
    expect(column('pending_submission').tasks.map((t: { id: number }) => t.id)).toEqual([overdueId]);
    expect(column('completed')).toBeUndefined();
    const year = (await manager.get(v1('task/board'), { query: { due_in: 'year', priority: 'normal' } })).json().data.columns;
    expect(year.find((c: { status: string }) => c.status === 'draft').total).toBeGreaterThan(0);
    expect((await manager.get(v1('task/board'), { query: { due_in: 'decade' } })).statusCode).toBe(422);
  });

  test('the timeline reads in sentences', async () => {
    const response = await manager.get(v1(`tasks/${overdueId}/events`));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((e: { description: string }) => e.description)).toEqual(['manager Tasks Home created the task.', 'manager Tasks Home sent the task to Tasks Vendor.']);
    expect((await outsider.get(v1(`tasks/${overdueId}/events`))).statusCode).toBe(404);
  });
});

describe('changing tasks', () => {
  test('task/edit changes the due date, priority and people; the new assignee is told; the timeline says what changed', async () => {
    const { id } = await createOne({ name: 'Edit me' });
    const response = await manager.post(v1('task/edit'), { task_id: id, due_date: inDays(30), priority: 'high', external_assignee_id: vendor.users.sub_collaborator!.id, reminders_every: 2, reminders_period: 'day' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(T.updated);
    expect(response.json().data).toMatchObject({ due_date: inDays(30), priority: 'high', reminders: true, external_assignee: expect.objectContaining({ id: vendor.users.sub_collaborator!.id }) });
    const row = await taskRow(id);
    expect(row.nextReminderAt!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    const events = await manager.get(v1(`tasks/${id}/events`));
    expect(events.json().data.at(-1).description).toBe('manager Tasks Home changed the external assignee, due date, priority, reminders.');
    await runJobs();
    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, vendor.users.sub_collaborator!.id), eq(notifications.link, `/tasks/${id}/request`)));
    expect(told.map((n) => n.title)).toContain(T.assignedTitle);
  });

  test('task/edit refusals: another company 404, the vendor 403, a lesser role 403, wrong people and dates 422, finished 422', async () => {
    const { id } = await createOne({ name: 'Guarded' });
    expect((await outsider.post(v1('task/edit'), { task_id: id, priority: 'high' })).statusCode).toBe(404);
    expect((await vendorManager.post(v1('task/edit'), { task_id: id, priority: 'high' })).statusCode).toBe(403);
    expect((await viewOnly.post(v1('task/edit'), { task_id: id, priority: 'high' })).statusCode).toBe(403);
    const wrong = await manager.post(v1('task/edit'), { task_id: id, internal_assignee_id: vendor.users.sub_owner!.id, assign_date: inDays(40) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ internal_assignee_id: [T.assigneeNotInCompany], due_date: [T.dueBeforeAssign] });
    await app.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, id));
    const finished = await manager.post(v1('task/edit'), { task_id: id, priority: 'high' });
    expect(finished.statusCode).toBe(422);
    expect(finished.json().message).toBe(T.finishedLocked);
  });

  test('task/bulk-edit is all or nothing and only over tasks the caller may edit', async () => {
    const a = await createOne({ name: 'Bulk A', reminders_every: 1, reminders_period: 'week' });
    const b = await createOne({ name: 'Bulk B' });
    const ok = await manager.post(v1('task/bulk-edit'), { task_ids: [a.id, b.id], due_date: inDays(21), priority: 'high', reminders_off: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ message: T.bulkUpdated(2), updated: 2 });
    const rows = await app.db.select().from(tasks).where(inArray(tasks.id, [a.id, b.id]));
    expect(rows.every((r) => r.dueDate === inDays(21) && r.priority === 'high' && r.remindersEvery === null && r.nextReminderAt === null)).toBe(true);

    await app.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, b.id));
    const mixed = await manager.post(v1('task/bulk-edit'), { task_ids: [a.id, b.id], priority: 'normal' });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.task_ids).toEqual([T.finishedLocked]);
    expect((await taskRow(a.id)).priority).toBe('high');

    expect((await outsider.post(v1('task/bulk-edit'), { task_ids: [a.id], priority: 'normal' })).statusCode).toBe(404);
    expect((await manager.post(v1('task/bulk-edit'), { task_ids: [a.id, 999999], priority: 'normal' })).statusCode).toBe(404);
    expect((await vendorManager.post(v1('task/bulk-edit'), { task_ids: [a.id], priority: 'normal' })).statusCode).toBe(403);
    expect((await taskRow(a.id)).priority).toBe('high');
    expect((await viewOnly.post(v1('task/bulk-edit'), { task_ids: [a.id], priority: 'normal' })).statusCode).toBe(403);
    const people = await manager.post(v1('task/bulk-edit'), { task_ids: [a.id], external_assignee_id: home.users.general_owner!.id, internal_assignee_id: vendor.users.sub_owner!.id });
    expect(people.json().errors).toEqual({ external_assignee_id: [T.assigneeNotInCompany], internal_assignee_id: [T.assigneeNotInCompany] });
    const reminders = await manager.post(v1('task/bulk-edit'), { task_ids: [a.id], reminders_every: 3, reminders_period: 'day' });
    expect(reminders.statusCode).toBe(200);
    expect((await taskRow(a.id)).remindersEvery).toBe(3);
  });

  test('task/revoke: the vendor is told; revoking twice is refused; the vendor and a lesser role may not', async () => {
    const { id } = await createOne({ name: 'Revoke me' });
    expect((await vendorManager.post(v1(`task/revoke/${id}`), {})).statusCode).toBe(403);
    expect((await viewOnly.post(v1(`task/revoke/${id}`), {})).statusCode).toBe(403);
    expect((await outsider.post(v1(`task/revoke/${id}`), {})).statusCode).toBe(404);
    const response = await manager.post(v1(`task/revoke/${id}`), { reason: 'Sent by mistake' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(T.revoked);
    const row = await taskRow(id);
    expect(row).toMatchObject({ status: 'revoked', revokeReason: 'Sent by mistake' });
    expect(row.revokedAt).not.toBeNull();
    const again = await manager.post(v1(`task/revoke/${id}`), {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(T.transition);
    await runJobs();
    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, vendor.users.sub_manager!.id), eq(notifications.link, `/tasks/${id}/request`)));
    expect(told.find((n) => n.title === T.revokedTitle)?.body).toContain('Reason: Sent by mistake');
    const events = (await manager.get(v1(`tasks/${id}/events`))).json().data;
    expect(events.at(-1).description).toBe('manager Tasks Home revoked the task: Sent by mistake.');
  });
});

describe('documents', () => {
  test('scope/shortcodes lists the template’s fields with the values from the data', async () => {
    const response = await manager.get(v1('scope/shortcodes'), { query: { template_id: String(contractTemplateId), project_id: String(projectId), scope_id: String(scopeId), vendor_company_id: String(vendor.company.id) } });
    expect(response.statusCode).toBe(200);
    const fields = response.json().data as { name: string; source: string; value: string | null; type: string }[];
    expect(fields.find((f) => f.name === 'vendor.name')).toEqual({ name: 'vendor.name', type: 'text', source: 'system', value: 'Tasks Vendor' });
    expect(fields.find((f) => f.name === 'scope.amount')?.value).toBe('$250,000.00');
    expect(fields.find((f) => f.name === 'retainage')).toEqual({ name: 'retainage', type: 'number', source: 'company', value: null });
    const foreign = await outsider.get(v1('scope/shortcodes'), { query: { template_id: String(contractTemplateId), project_id: String(projectId) } });
    expect(foreign.statusCode).toBe(404);
    expect((await viewOnly.get(v1('scope/shortcodes'), { query: { template_id: String(contractTemplateId), project_id: String(projectId) } })).statusCode).toBe(403);
  });

  test('tasks/preview renders the filled template as a PDF; a value of the wrong type is a 422', async () => {
    const body = { template_id: contractTemplateId, project_id: projectId, scope_id: scopeId, vendor_company_id: vendor.company.id, due_date: inDays(9), merge_values: { retainage: '5' } };
    const response = await manager.post(v1('tasks/preview'), body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await manager.post(v1('tasks/preview'), { ...body, merge_values: { retainage: 'lots' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['merge_values.retainage']).toEqual([M.number]);
    expect((await manager.post(v1('tasks/preview'), { ...body, template_id: 999999 })).json().errors.template_id).toEqual([selected('template')]);
  }, 60_000);
});

test('no job is left failing', async () => {
  await runJobs();
  const failed = await app.db.select().from(jobs).where(eq(jobs.status, 'failed'));
  expect(failed).toEqual([]);
  expect(ERROR_MESSAGES.notFound).toBeTruthy();
});
