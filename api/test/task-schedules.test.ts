// Task schedules (issue 15, DOMAIN.md 4 and 8): reminders on schedule to the party whose action is
// pending, once each even with two instances sweeping at once, stopped when the task finishes, picked up
// by a new instance on the same database (and, on PostgreSQL, after an instance died mid-claim);
// recurrence until its count or its date, never twice; the contract executed on its work start date;
// the COI expiry cycle (30/14/7 reminders, the renewal request once, the lapse notice) and the lapsed
// flag on the scope and on the vendor's network row. The clock is the `now` each sweep is given.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COI_MESSAGES, TASK_MESSAGES } from 'shared-contract';
import { buildApp } from '../src/app';
import { companyNetwork, insuranceCertificates, notifications, projects, scopes, taskEvents, tasks } from '../src/db/schema';
import { createTasksAs, transitionTask, type TaskRecord } from '../src/modules/tasks';
import { advanceSchedule, nextRecurrenceDueDate, nextReminderAt, runTaskSchedules } from '../src/modules/task-schedules';
import type { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
const DAY = 86_400_000;
let app: FastifyInstance;
/** A second API instance on the same database (another server, or this one restarted). */
let other: FastifyInstance;
let home: Fixture;
let vendor: Fixture;
let vendor2: Fixture;
let projectId: number;
let scopeId: number;
let scope2Id: number;
let manager: TestClient;

const signIn = signInFrom(() => app, '10.62.0');
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString().slice(0, 10);

/** Another instance of the app on the same database: closing it leaves the database open. */
function secondInstance(base: FastifyInstance) {
  return buildApp({
    config: { nodeEnv: 'test', logLevel: 'silent', publicUrl: 'http://localhost:8080', mailToConsole: false },
    env: {},
    database: { db: base.db, kind: base.dbKind, listen: base.listenToDatabase, close: async () => undefined },
    skipMigrations: true,
    enableSockets: false,
  });
}

beforeAll(async () => {
  app = await createTestApp();
  other = await secondInstance(app);
  home = await createCompanyWithUsers(app, { name: 'Schedules Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Schedules Vendor', type: 'sub_contractor' });
  vendor2 = await createCompanyWithUsers(app, { name: 'Schedules Vendor Two', type: 'sub_contractor' });
  for (const v of [vendor, vendor2]) {
    await app.db.insert(companyNetwork).values([
      { companyId: home.company.id, partnerCompanyId: v.company.id },
      { companyId: v.company.id, partnerCompanyId: home.company.id },
    ]);
  }
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Schedules Tower', stage: 'Bidding' }).returning();
  projectId = project.id;
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Electrical', status: 'sent' }).returning();
  scopeId = scope.id;
  const [scope2] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor2.company.id, name: 'Plumbing', status: 'sent' }).returning();
  scope2Id = scope2.id;
  manager = await signIn(home.email('general_manager'));
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const sender = () => ({ companyId: home.company.id, userId: home.users.general_manager!.id });
const baseItem = (over: Record<string, unknown> = {}) => ({
  project_id: projectId,
  scope_id: scopeId,
  vendor_company_id: vendor.company.id,
  type: 'document-request',
  name: 'Weekly payroll',
  internal_assignee_id: home.users.general_manager!.id,
  external_assignee_id: vendor.users.sub_manager!.id,
  due_date: inDays(14),
  merge_values: {},
  ...over,
});
async function create(over: Record<string, unknown> = {}, now = new Date()): Promise<TaskRecord> {
  const [task] = await createTasksAs(app, app.db, sender(), [baseItem(over)], { now });
  return task;
}
const reload = async (id: number) => (await app.db.select().from(tasks).where(eq(tasks.id, id)))[0];
const eventsOf = async (id: number, action: string) => app.db.select().from(taskEvents).where(and(eq(taskEvents.taskId, id), eq(taskEvents.action, action)));
const seriesOf = (firstId: number) => app.db.select().from(tasks).where(eq(tasks.recurrenceParentId, firstId)).orderBy(tasks.recurrenceIndex);
/** Runs the queued jobs (notifications, mail) until none is due. */
async function deliver() {
  while ((await app.jobs.runDue()) > 0);
}
/** A request submitted and approved: completed, or submit_as_needed. */
async function finish(task: TaskRecord, to: 'completed' | 'submit_as_needed' = 'completed') {
  const pending = await transitionTask(app.db, await reload(task.id), 'submit', 'pending_approval', vendor.users.sub_manager!.id);
  return transitionTask(app.db, pending, 'approve', to, home.users.general_manager!.id);
}
/** Both instances sweep at the same time. */
const sweepTwice = (now: Date) => Promise.all([runTaskSchedules(app, now), runTaskSchedules(other, now)]);

describe('the calendar', () => {
  test('every N days or weeks, on chosen weekdays, months clamped to their last day', () => {
    const wednesday = new Date('2026-11-25T09:00:00Z');
    expect(advanceSchedule(wednesday, 2, 'day').toISOString()).toBe('2026-11-27T09:00:00.000Z');
    // every day on business days: Friday → Monday
    expect(advanceSchedule(new Date('2026-11-27T09:00:00Z'), 1, 'day', ['mon', 'tue', 'wed', 'thu', 'fri']).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(advanceSchedule(wednesday, 1, 'week').toISOString()).toBe('2026-12-02T09:00:00.000Z');
    // every 2 weeks on Monday and Thursday: Thursday of this week, then Monday two weeks on
    expect(advanceSchedule(wednesday, 2, 'week', ['mon', 'thu']).toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(advanceSchedule(new Date('2026-11-26T09:00:00Z'), 2, 'week', ['mon', 'thu']).toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(advanceSchedule(new Date('2027-01-31T00:00:00Z'), 1, 'month').toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  test('no reminder outside the active group or without a schedule; a late series does not start overdue', () => {
    const from = new Date('2026-11-25T09:00:00Z');
    const schedule = { remindersEvery: 3, remindersPeriod: 'day', remindersDays: [] as string[] };
    expect(nextReminderAt({ ...schedule, status: 'pending_submission' }, from)?.toISOString()).toBe('2026-11-28T09:00:00.000Z');
    for (const status of ['completed', 'revoked', 'draft', 'submit_as_needed', 'pending_work_start_date']) expect(nextReminderAt({ ...schedule, status }, from)).toBeNull();
    expect(nextReminderAt({ status: 'pending_submission', remindersEvery: null, remindersPeriod: null, remindersDays: [] }, from)).toBeNull();
    const weekly = { recurrenceEvery: 1, recurrencePeriod: 'week', recurrenceDays: [] as string[] };
    expect(nextRecurrenceDueDate(weekly, '2026-11-01', '2026-11-25')).toBe('2026-11-29');
    expect(nextRecurrenceDueDate({ ...weekly, recurrencePeriod: 'month' }, '2026-11-30', '2026-11-25')).toBe('2026-12-30');
  });
});

describe('reminders', () => {
  test('sent on schedule to the party whose action is pending, once, with two instances sweeping at the same time', async () => {
    const t0 = new Date();
    const task = await create({ name: 'Reminded request', reminders_every: 1, reminders_period: 'day' }, t0);
    const scheduled = (await reload(task.id)).nextReminderAt!;
    expect(scheduled.getTime()).toBeGreaterThan(t0.getTime());

    await sweepTwice(new Date(scheduled.getTime() - 60_000));
    expect(await eventsOf(task.id, 'reminded')).toHaveLength(0);

    const at = new Date(scheduled.getTime() + 60_000);
    await sweepTwice(at);
    await sweepTwice(at);
    const reminded = await eventsOf(task.id, 'reminded');
    expect(reminded).toHaveLength(1);
    expect(reminded[0].details).toMatchObject({ to: [vendor.users.sub_manager!.id] });
    const after = await reload(task.id);
    expect(after.lastReminderAt!.getTime()).toBe(at.getTime());
    expect(after.nextReminderAt!.getTime()).toBe(scheduled.getTime() + DAY);

    await deliver();
    const mails = (await app.mailer.outbox(vendor.email('sub_manager'))).filter((m) => m.subject === `${TASK_MESSAGES.reminderTitle}: Reminded request`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/tasks/${task.id}/request`);
    const bell = await app.db.select().from(notifications).where(and(eq(notifications.userId, vendor.users.sub_manager!.id), eq(notifications.title, TASK_MESSAGES.reminderTitle)));
    expect(bell.filter((n) => n.link === `/tasks/${task.id}/request`)).toHaveLength(1);

    // The next one a day later; while the upload waits for approval, the internal assignee is reminded.
    await transitionTask(app.db, await reload(task.id), 'submit', 'pending_approval', vendor.users.sub_manager!.id);
    await sweepTwice(new Date(scheduled.getTime() + DAY + 60_000));
    const second = await eventsOf(task.id, 'reminded');
    expect(second).toHaveLength(2);
    expect(second[1].details).toMatchObject({ to: [home.users.general_manager!.id] });
  });

  test('stop when the task leaves the active group', async () => {
    const task = await create({ name: 'Finished request', reminders_every: 1, reminders_period: 'day' });
    await finish(task);
    expect((await reload(task.id)).nextReminderAt).toBeNull();
    // A request approved into submit_as_needed waits for nobody: a schedule left on it is cleared, not sent.
    const open = await create({ name: 'As needed request', reminders_every: 1, reminders_period: 'day' });
    await finish(open, 'submit_as_needed');
    await app.db
      .update(tasks)
      .set({ nextReminderAt: new Date(Date.now() + DAY) })
      .where(eq(tasks.id, open.id));
    await runTaskSchedules(app, new Date(Date.now() + 10 * DAY));
    expect(await eventsOf(task.id, 'reminded')).toHaveLength(0);
    expect(await eventsOf(open.id, 'reminded')).toHaveLength(0);
    expect((await reload(open.id)).nextReminderAt).toBeNull();
  });

  test('a new instance on the same database sends what was due while none ran', async () => {
    const task = await create({ name: 'Due while down', reminders_every: 2, reminders_period: 'week' });
    const due = new Date(Date.now() - 3 * DAY);
    await app.db.update(tasks).set({ nextReminderAt: due }).where(eq(tasks.id, task.id));
    const restarted = await secondInstance(app);
    try {
      const now = new Date();
      await runTaskSchedules(restarted, now);
      expect(await eventsOf(task.id, 'reminded')).toHaveLength(1);
      // One reminder for the missed time, the next one on the schedule (two weeks after the missed one).
      expect((await reload(task.id)).nextReminderAt!.getTime()).toBe(due.getTime() + 14 * DAY);
    } finally {
      await restarted.close();
    }
  });

  test('a serving instance sweeps by itself: started, it sends what is due without being asked', async () => {
    const task = await create({ name: 'Swept on listen', reminders_every: 1, reminders_period: 'day' });
    await app.db
      .update(tasks)
      .set({ nextReminderAt: new Date(Date.now() - 60_000) })
      .where(eq(tasks.id, task.id));
    const server = await secondInstance(app);
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      for (let waited = 0; waited < 20_000 && (await eventsOf(task.id, 'reminded')).length === 0; waited += 200) await new Promise((r) => setTimeout(r, 200));
      expect(await eventsOf(task.id, 'reminded')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  (process.env.TEST_DATABASE_URL ? test : test.skip)('a row another instance is claiming is skipped; if that instance dies, the next sweep sends it once (PostgreSQL)', async () => {
    const task = await create({ name: 'Claimed elsewhere', reminders_every: 1, reminders_period: 'day' });
    const at = new Date(Date.now() + 2 * DAY);
    await expect(
      app.db.transaction(async (tx) => {
        // The dying instance: it holds the row (its claim is not committed) ...
        await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
        await runTaskSchedules(other, at);
        expect(await eventsOf(task.id, 'reminded')).toHaveLength(0);
        // ... and is killed: its transaction rolls back.
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    await sweepTwice(at);
    expect(await eventsOf(task.id, 'reminded')).toHaveLength(1);
  });
});

describe('recurrence', () => {
  test('the next task when one finishes, until the count; never twice', async () => {
    const due = inDays(3);
    const first = await create({ name: 'Payroll report', due_date: due, recurrence_every: 1, recurrence_period: 'week', recurrence_until_repeats: 3 });
    await sweepTwice(new Date());
    expect(await seriesOf(first.id)).toHaveLength(0); // not finished yet

    await finish(first);
    await sweepTwice(new Date());
    await sweepTwice(new Date());
    const [second] = await seriesOf(first.id);
    expect(await seriesOf(first.id)).toHaveLength(1);
    expect(second).toMatchObject({ name: 'Payroll report', type: 'document-request', status: 'pending_submission', dueDate: inDays(7, Date.parse(`${due}T00:00:00Z`)), recurrenceIndex: 2, recurrenceUntilRepeats: 3, recurrencePeriod: 'week', vendorCompanyId: vendor.company.id });
    expect((await reload(first.id)).recurrenceNextCreatedAt).not.toBeNull();
    expect((await eventsOf(first.id, 'recurred'))[0].details).toMatchObject({ next_task_id: second.id });

    // A request approved into submit_as_needed (it stays open for more uploads) also starts the next one.
    await finish(second, 'submit_as_needed');
    await sweepTwice(new Date());
    const series = await seriesOf(first.id);
    expect(series.map((t) => t.recurrenceIndex)).toEqual([2, 3]);

    await finish(series[1]);
    await sweepTwice(new Date());
    expect(await seriesOf(first.id)).toHaveLength(2); // three tasks in all
    expect((await reload(series[1].id)).recurrenceEndedAt).not.toBeNull();
    expect((await eventsOf(series[1].id, 'recurrence_ended'))[0].details).toMatchObject({ reason: 'count' });
  });

  test('until a date: the next task is created while its due date is on or before it', async () => {
    const due = inDays(2);
    const first = await create({ name: 'Site photos', due_date: due, recurrence_every: 1, recurrence_period: 'week', recurrence_until_date: inDays(10, Date.parse(`${due}T00:00:00Z`)) });
    await finish(first);
    await runTaskSchedules(app, new Date());
    const [second] = await seriesOf(first.id);
    expect(second.dueDate).toBe(inDays(7, Date.parse(`${due}T00:00:00Z`)));
    await finish(second);
    await runTaskSchedules(app, new Date());
    expect(await seriesOf(first.id)).toHaveLength(1);
    expect((await eventsOf(second.id, 'recurrence_ended'))[0].details).toMatchObject({ reason: 'date' });
  });
});

test('a signed contract pending its work start date is fully executed on that date', async () => {
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Roofing', status: 'sent', workStartDate: inDays(5) }).returning();
  const [task] = await app.db
    .insert(tasks)
    .values({
      companyId: home.company.id,
      projectId,
      scopeId: scope.id,
      vendorCompanyId: vendor.company.id,
      number: 'T-990001',
      name: 'Roofing subcontract',
      type: 'contract',
      status: 'pending_work_start_date',
      dueDate: inDays(1),
      internalAssigneeId: home.users.general_manager!.id,
      externalAssigneeId: vendor.users.sub_manager!.id,
      createdBy: home.users.general_manager!.id,
    })
    .returning();
  await sweepTwice(new Date(Date.now() + 4 * DAY));
  expect((await reload(task.id)).status).toBe('pending_work_start_date');
  await sweepTwice(new Date(Date.parse(`${inDays(5)}T00:30:00Z`)));
  const done = await reload(task.id);
  expect(done.status).toBe('fully_executed');
  expect(done.completedAt).not.toBeNull();
  expect(await eventsOf(task.id, 'work_start')).toHaveLength(1);
});

describe('certificate of insurance expiry', () => {
  test('reminders 30, 14 and 7 days before, the renewal request once, then the lapse notice', async () => {
    const [coiTask] = await app.db
      .insert(tasks)
      .values({
        companyId: home.company.id,
        projectId,
        scopeId,
        vendorCompanyId: vendor.company.id,
        number: 'T-990002',
        name: 'Certificate of insurance',
        type: 'certificate-of-insurance',
        status: 'completed',
        dueDate: inDays(-20),
        internalAssigneeId: home.users.general_manager!.id,
        externalAssigneeId: vendor.users.sub_manager!.id,
        createdBy: home.users.general_manager!.id,
        completedAt: new Date(),
      })
      .returning();
    const t0 = Date.parse(`${inDays(0)}T12:00:00Z`);
    const expiry = inDays(40, t0);
    const [certificate] = await app.db
      .insert(insuranceCertificates)
      .values({ companyId: home.company.id, vendorCompanyId: vendor.company.id, taskId: coiTask.id, insurer: 'Acme Mutual', coverages: [], effectiveDate: inDays(-325, t0), expiryDate: expiry })
      .returning();
    const cert = async () => (await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.id, certificate.id)))[0];
    const coiTasks = async () => app.db.select().from(tasks).where(and(eq(tasks.vendorCompanyId, vendor.company.id), eq(tasks.type, 'certificate-of-insurance')));
    const mailsTo = async (subject: string) => (await app.mailer.outbox(vendor.email('sub_manager'))).filter((m) => m.subject === subject);

    await sweepTwice(new Date(t0));
    expect((await cert()).remindersSent).toEqual([]);

    await sweepTwice(new Date(t0 + 10 * DAY)); // 30 days left
    await sweepTwice(new Date(t0 + 10 * DAY));
    const first = await cert();
    expect(first.remindersSent).toEqual([30]);
    expect(first.renewalTaskId).not.toBeNull();
    const renewal = await reload(first.renewalTaskId!);
    expect(renewal).toMatchObject({ type: 'certificate-of-insurance', status: 'pending_submission', dueDate: expiry, vendorCompanyId: vendor.company.id, externalAssigneeId: vendor.users.sub_manager!.id });
    expect(await coiTasks()).toHaveLength(2);
    await deliver();
    expect(await mailsTo(COI_MESSAGES.expiringTitle(30))).toHaveLength(1);
    expect((await app.mailer.outbox(home.email('general_manager'))).filter((m) => m.subject === COI_MESSAGES.expiringTitle(30))).toHaveLength(1);

    await sweepTwice(new Date(t0 + 26 * DAY)); // 14 days left
    await sweepTwice(new Date(t0 + 33 * DAY)); // 7 days left
    await sweepTwice(new Date(t0 + 33 * DAY));
    expect((await cert()).remindersSent).toEqual([30, 14, 7]);
    expect((await cert()).renewalTaskId).toBe(renewal.id);
    expect(await coiTasks()).toHaveLength(2);
    await deliver();
    expect(await mailsTo(COI_MESSAGES.expiringTitle(14))).toHaveLength(1);
    expect(await mailsTo(COI_MESSAGES.expiringTitle(7))).toHaveLength(1);

    await sweepTwice(new Date(t0 + 41 * DAY)); // expired, no newer certificate
    await sweepTwice(new Date(t0 + 45 * DAY));
    expect((await cert()).remindersSent).toEqual([30, 14, 7, 0]);
    await deliver();
    expect(await mailsTo(COI_MESSAGES.lapsedTitle)).toHaveLength(1);
    expect((await eventsOf(coiTask.id, 'coi_expiry_reminder')).map((e) => e.details.days_left)).toEqual([30, 14, 7]);
  });

  test("a lapsed certificate marks the vendor's scopes and network row until a valid one is approved", async () => {
    const [old] = await app.db
      .insert(insuranceCertificates)
      .values({ companyId: home.company.id, vendorCompanyId: vendor2.company.id, insurer: 'Old Mutual', coverages: [], effectiveDate: inDays(-400), expiryDate: inDays(-2) })
      .returning();
    const scopeRow = async (id: number) => {
      const list = await manager.get(`/api/v1/scopes?project_id=${projectId}&per_page=50`);
      expect(list.statusCode).toBe(200);
      return list.json().data.find((r: { id: number }) => r.id === id);
    };
    const networkRow = async (companyId: number) => {
      const list = await manager.get('/api/v1/company/network?per_page=50');
      expect(list.statusCode).toBe(200);
      return list.json().data.find((r: { id: number }) => r.id === companyId);
    };
    expect(await scopeRow(scope2Id)).toMatchObject({ coi_lapsed: true });
    expect(await scopeRow(scopeId)).toMatchObject({ coi_lapsed: false });
    expect((await manager.get(`/api/v1/scopes/${scope2Id}`)).json().data).toMatchObject({ coi_lapsed: true });
    expect(await networkRow(vendor2.company.id)).toMatchObject({ coi_lapsed: true });
    expect(await networkRow(vendor.company.id)).toMatchObject({ coi_lapsed: false });
    // The vendor sees its own scope blocked too.
    const vendorUser = await signIn(vendor2.email('sub_owner'));
    expect((await vendorUser.get(`/api/v1/scopes/${scope2Id}`)).json().data).toMatchObject({ coi_lapsed: true });

    // A newer approved certificate (task-actions supersedes the older one) lifts it.
    await app.db.update(insuranceCertificates).set({ supersededAt: new Date() }).where(eq(insuranceCertificates.id, old.id));
    await app.db.insert(insuranceCertificates).values({ companyId: home.company.id, vendorCompanyId: vendor2.company.id, insurer: 'New Mutual', coverages: [], effectiveDate: inDays(-1), expiryDate: inDays(364) });
    expect(await scopeRow(scope2Id)).toMatchObject({ coi_lapsed: false });
    expect(await networkRow(vendor2.company.id)).toMatchObject({ coi_lapsed: false });
  });
});
