// Tasks integration (issue 15): the reminder calendar shared by creating, editing and the sweeper;
// a sentence for every timeline event any module records; users/tasks limited to the company and its
// network; the per-viewer signature labels through the list and details; and the task list's kept
// pages dropped at once when either side changes a task (the change feed, migration 0015).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { TASK_ACTIONS } from 'shared-contract';
import { companyNetwork, projects, scopes, taskEvents, tasks, templates } from '../src/db/schema';
import { nextReminderAt } from '../src/lib/task-schedule';
import { createTasksAs } from '../src/modules/tasks';
import { TASK_EVENT_SENTENCES, describeTaskEvent } from '../src/modules/tasks/service';
import { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
let app: FastifyInstance;
let home: Fixture;
let vendor: Fixture;
let stranger: Fixture;
let manager: TestClient;
let owner: TestClient;
let vendorManager: TestClient;
let projectId: number;
let scopeId: number;
let contractTemplateId: number;
let ackTemplateId: number;

const signIn = signInFrom(() => app, '10.72.0');
const v1 = (p: string) => `/api/v1/${p}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const taskRow = async (id: number) => (await app.db.select().from(tasks).where(eq(tasks.id, id)))[0];

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Integration Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Integration Vendor', type: 'sub_contractor' });
  stranger = await createCompanyWithUsers(app, { name: 'Integration Stranger', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: vendor.company.id },
    { companyId: vendor.company.id, partnerCompanyId: home.company.id },
  ]);
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Quay Works', stage: 'Bidding' }).returning();
  projectId = project.id;
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Piling', status: 'sent', amount: '1000' }).returning();
  scopeId = scope.id;
  const [contract] = await app.db
    .insert(templates)
    .values({ companyId: home.company.id, name: 'Short subcontract', type: 'contract', body: doc(paragraph(text('Between '), mergeField('company.name'), text(' and '), mergeField('vendor.name'))), html: '<p>x</p>' })
    .returning();
  contractTemplateId = contract.id;
  const [ack] = await app.db
    .insert(templates)
    .values({ companyId: home.company.id, name: 'Site rules', type: 'acknowledgement', body: doc(paragraph(text('Rules of '), mergeField('project.name'))), html: '<p>x</p>' })
    .returning();
  ackTemplateId = ack.id;
  manager = await signIn(home.email('general_manager'));
  owner = await signIn(home.email('general_owner'));
  vendorManager = await signIn(vendor.email('sub_manager'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

const item = (extra: Record<string, unknown> = {}) => ({
  project_id: projectId,
  scope_id: scopeId,
  vendor_company_id: vendor.company.id,
  type: 'document-request',
  name: 'Upload the bond',
  internal_assignee_id: home.users.general_manager!.id,
  external_assignee_id: vendor.users.sub_manager!.id,
  due_date: inDays(20),
  ...extra,
});
async function createOne(extra: Record<string, unknown> = {}) {
  const response = await manager.post(v1('tasks'), { items: [item(extra)] });
  expect(response.statusCode).toBe(201);
  return response.json().data[0].id as number;
}

describe('the reminder calendar', () => {
  test('creating "every 2 weeks on Monday and Wednesday" on a Wednesday first reminds on the Monday two weeks on, as the sweeper does', async () => {
    const wednesday = new Date('2026-12-02T10:00:00Z');
    const [task] = await createTasksAs(app, app.db, { companyId: home.company.id, userId: home.users.general_manager!.id }, [item({ reminders_every: 2, reminders_period: 'week', reminders_days: ['mon', 'wed'] }) as never], { now: wednesday });
    expect(task.nextReminderAt?.toISOString()).toBe('2026-12-14T10:00:00.000Z');
    expect(task.nextReminderAt?.toISOString()).toBe(nextReminderAt(task, wednesday)?.toISOString());
  });

  test('task/edit and task/bulk-edit set the next reminder from the same calendar; a task without reminders has none', async () => {
    const id = await createOne();
    expect((await taskRow(id)).nextReminderAt).toBeNull();
    const before = new Date();
    const edit = await manager.post(v1('task/edit'), { task_id: id, reminders_every: 1, reminders_period: 'week', reminders_days: ['fri'] });
    expect(edit.statusCode).toBe(200);
    const edited = await taskRow(id);
    const expected = nextReminderAt(edited, before)!;
    expect(edited.nextReminderAt!.getUTCDay()).toBe(5);
    expect(Math.abs(edited.nextReminderAt!.getTime() - expected.getTime())).toBeLessThan(60_000);
    const bulk = await manager.post(v1('task/bulk-edit'), { task_ids: [id], reminders_every: 3, reminders_period: 'day', reminders_days: ['tue'] });
    expect(bulk.statusCode).toBe(200);
    const bulkEdited = await taskRow(id);
    expect(bulkEdited.nextReminderAt!.getUTCDay()).toBe(2);
    expect(Math.abs(bulkEdited.nextReminderAt!.getTime() - nextReminderAt(bulkEdited, before)!.getTime())).toBeLessThan(60_000);
  });
});

describe('the timeline', () => {
  /** Every action string recorded anywhere in the API's sources (recordTaskEvent, transitionTask, seeded events). */
  function recordedActions(): Set<string> {
    const found = new Set<string>(TASK_ACTIONS);
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    for (const file of walk(path.join(__dirname, '..', 'src'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/recordTaskEvent\(\s*[^,()]+,\s*[^,()]+,\s*[^,()]+,\s*'([a-z_]+)'/g)) found.add(m[1]);
      for (const m of source.matchAll(/transitionTask\(\s*[^,()]+,\s*[^,()]+,\s*'([a-z_]+)'/g)) found.add(m[1]);
      if (source.includes('insert(taskEvents)')) for (const m of source.matchAll(/action: '([a-z_]+)'/g)) found.add(m[1]);
    }
    return found;
  }

  test('every action recorded by any module has its own sentence (none falls back to the generic one)', () => {
    const actions = recordedActions();
    // the scan must find what the modules record, or it proves nothing
    for (const known of ['created', 'sent', 'edited', 'reminded', 'recurred', 'recurrence_ended', 'coi_expiry_reminder', 'coi_renewal_requested', 'coi_renewal_refused', 'coi_lapsed', 'work_start', 'submit', 'approve', 'reject', 'acknowledge', 'submit_form', 'send_for_signature', 'revoke'])
      expect(actions).toContain(known);
    const missing = [...actions].filter((a) => !Object.hasOwn(TASK_EVENT_SENTENCES, a));
    expect(missing).toEqual([]);
    for (const action of actions) expect(describeTaskEvent(action, 'Ann Lee', {}, 'Acme')).not.toBe(`Ann Lee: ${action.replace(/_/g, ' ')}.`);
  });

  test('the sentences read plainly, with the reason, dates and counts the events carry', () => {
    expect(describeTaskEvent('reject', 'Ann Lee', { reason: 'The scan is unreadable.' }, null)).toBe('Ann Lee rejected the submission: The scan is unreadable.');
    expect(describeTaskEvent('submit', 'Bo Chen', { files: ['a.pdf', 'b.pdf'] }, null)).toBe('Bo Chen submitted documents for review (2 files).');
    expect(describeTaskEvent('approve', 'Ann Lee', { override: true }, null)).toBe('Ann Lee approved the submission although it does not meet the insurance requirement.');
    expect(describeTaskEvent('acknowledge', 'Bo Chen', {}, null)).toBe('Bo Chen acknowledged the document.');
    expect(describeTaskEvent('submit_form', 'Bo Chen', { subcontract_number: 'SC-9' }, null)).toBe('Bo Chen filled in the form for subcontract SC-9.');
    expect(describeTaskEvent('reminded', null, {}, null)).toBe('A reminder was sent to the people who must act.');
    expect(describeTaskEvent('recurred', null, { next_due_date: '2027-01-04' }, null)).toBe('The next task of this series was created, due 01/04/2027.');
    expect(describeTaskEvent('recurrence_ended', null, { reason: 'count' }, null)).toBe('The series ended: it reached its number of repeats.');
    expect(describeTaskEvent('coi_expiry_reminder', null, { days_left: 7 }, null)).toBe('The vendor was reminded that the certificate of insurance expires in 7 days.');
    expect(describeTaskEvent('coi_renewal_requested', null, {}, null)).toBe('A renewed certificate of insurance was requested from the vendor.');
    expect(describeTaskEvent('coi_lapsed', null, { expiry_date: '2026-11-30' }, null)).toBe("The certificate of insurance expired on 11/30/2026: the vendor's scopes are blocked until a new one is approved.");
    expect(describeTaskEvent('work_start', null, {}, null)).toBe('The work start date arrived: the contract is fully executed.');
    expect(describeTaskEvent('send_for_signature', 'Ann Lee', { bulk_send_id: 4 }, null)).toBe('Ann Lee sent the document for signature in a bulk send.');
  });

  test('tasks/:id/events reads a rejection with its reason', async () => {
    const id = await createOne();
    await app.db.insert(taskEvents).values({ taskId: id, userId: home.users.general_manager!.id, action: 'reject', details: { reason: 'Wrong year' } });
    const events = (await vendorManager.get(v1(`tasks/${id}/events`))).json().data as { action: string; description: string }[];
    expect(events.find((e) => e.action === 'reject')?.description).toMatch(/^manager .* rejected the submission: Wrong year\.$/);
  });
});

describe('users/tasks', () => {
  test('a person of the company or of its network: 200; of a company outside the network or unknown: 404', async () => {
    const id = await createOne();
    const of = (userId: number) => manager.get(v1('users/tasks'), { query: { user_id: String(userId), per_page: '100' } });
    const theirs = await of(vendor.users.sub_manager!.id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await of(home.users.general_manager!.id)).statusCode).toBe(200);
    expect((await of(stranger.users.sub_manager!.id)).statusCode).toBe(404);
    expect((await of(2_000_000_000)).statusCode).toBe(404);
    // the vendor sees the sending company's people (its network) too
    expect((await vendorManager.get(v1('users/tasks'), { query: { user_id: String(home.users.general_manager!.id) } })).statusCode).toBe(200);
  });
});

describe('signature labels', () => {
  test('pending_internal_signature reads "Pending Buyer Signature" to the vendor and "Pending Your Signature" to the internal signer, in the list and details', async () => {
    const id = await createOne({ type: 'contract', name: 'Countersign me', template_id: contractTemplateId, internal_signer_id: home.users.general_manager!.id });
    await app.db.update(tasks).set({ status: 'pending_internal_signature', sentAt: new Date() }).where(eq(tasks.id, id));
    await app.changes.flush();
    const label = async (client: TestClient) => {
      const details = (await client.get(v1(`tasks/${id}`))).json().data.status_label;
      const row = ((await client.get(v1('task/list'), { query: { per_page: '100' } })).json().data as { id: number; status_label: string }[]).find((r) => r.id === id);
      expect(row?.status_label).toBe(details);
      return details;
    };
    expect(await label(vendorManager)).toBe('Pending Buyer Signature');
    expect(await label(manager)).toBe('Pending Your Signature');
    expect(await label(owner)).not.toBe('Pending Your Signature');
  });
});

describe('task/list kept pages', () => {
  const listed = async (client: TestClient, query: Record<string, string | string[]> = {}) =>
    (await client.get(v1('task/list'), { query: { per_page: '100', ...query } })).json().data as { id: number; status: string; due_date: string; priority: string; task_name: string }[];

  /** Changes a task without the database's report (triggers off in this transaction): what a kept page would not hear. */
  const silently = (id: number, changes: Partial<typeof tasks.$inferInsert>) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(tasks).set(changes).where(eq(tasks.id, id));
    });

  test('a page is kept per company, user and query while nothing is reported', async () => {
    expect(app.config.taskListCacheMs).toBeGreaterThan(0);
    const id = await createOne({ name: 'Kept page' });
    const statuses = { status: ['pending_submission', 'draft'] };
    expect((await listed(manager, statuses)).find((r) => r.id === id)?.task_name).toBe('Kept page');
    await silently(id, { name: 'Renamed unheard' });
    // the same query (its list in another order) answers the kept page
    expect((await listed(manager, { status: ['draft', 'pending_submission'] })).find((r) => r.id === id)?.task_name).toBe('Kept page');
    // another user of the company has its own page
    expect((await listed(owner, statuses)).find((r) => r.id === id)?.task_name).toBe('Renamed unheard');
  });

  test('the vendor acknowledging, the sender editing and a new task show at once in the other side’s list', async () => {
    const ackId = await createOne({ type: 'acknowledgement', name: 'Read the site rules', template_id: ackTemplateId });
    expect((await listed(manager)).find((r) => r.id === ackId)?.status).toBe('pending_acknowledgement');
    expect((await listed(vendorManager)).find((r) => r.id === ackId)?.status).toBe('pending_acknowledgement');
    // the vendor's change: the sender's kept page is dropped
    expect((await vendorManager.post(v1(`tasks/${ackId}/acknowledge`), { confirm: true })).statusCode).toBe(200);
    expect((await listed(manager)).find((r) => r.id === ackId)?.status).toBe('completed');
    // the sender's edit: the vendor's kept page is dropped
    const editId = await createOne({ name: 'Upload the insurance' });
    expect((await listed(vendorManager)).find((r) => r.id === editId)?.priority).toBe('normal');
    expect((await manager.post(v1('task/edit'), { task_id: editId, priority: 'high', due_date: inDays(3) })).statusCode).toBe(200);
    expect((await listed(vendorManager)).find((r) => r.id === editId)).toMatchObject({ priority: 'high', due_date: inDays(3) });
    // a new task
    const newId = await createOne({ name: 'Brand new request' });
    expect((await listed(vendorManager)).map((r) => r.id)).toContain(newId);
  });

  test('a change made outside any request (a job, another instance) reaches the list through the database’s report', async () => {
    const id = await createOne({ name: 'Changed by a job' });
    expect((await listed(vendorManager)).find((r) => r.id === id)?.priority).toBe('normal');
    expect((await listed(manager)).find((r) => r.id === id)?.priority).toBe('normal');
    await app.db.update(tasks).set({ priority: 'high' }).where(eq(tasks.id, id));
    await app.changes.flush();
    expect((await listed(vendorManager)).find((r) => r.id === id)?.priority).toBe('high');
    expect((await listed(manager)).find((r) => r.id === id)?.priority).toBe('high');
    // a timeline event alone (the sweeper's reminder) drops both sides' pages too
    await silently(id, { name: 'Renamed by a reminder run' });
    expect((await listed(vendorManager)).find((r) => r.id === id)?.task_name).toBe('Changed by a job');
    await app.db.insert(taskEvents).values({ taskId: id, userId: null, action: 'reminded', details: {} });
    await app.changes.flush();
    expect((await listed(vendorManager)).find((r) => r.id === id)?.task_name).toBe('Renamed by a reminder run');
    expect((await listed(manager)).find((r) => r.id === id)?.task_name).toBe('Renamed by a reminder run');
  });
});
