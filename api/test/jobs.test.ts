// Background jobs: claiming with FOR UPDATE SKIP LOCKED (two runners never run the same job; a row
// another transaction holds is skipped, proven on PostgreSQL), retries with backoff, the final
// failure (status failed, the user told), short locks and dead instances' jobs run again at once, the
// poller waking on enqueue and stopping, and GET /api/v2/jobs/{id} for the caller's own job only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { DOWNLOAD_EVENTS, DOWNLOAD_MESSAGES } from 'shared-contract';
import { jobs, notifications } from '../src/db/schema';
import { registerDownloadJob } from '../src/plugins/app/downloads';
import { JobRunner, isDeadLocalInstance } from '../src/plugins/app/jobs';
import { TestClient } from './helpers/client';
import { recordUserEvents } from './helpers/downloads';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let dataDir: string;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const findJob = async (id: number) => (await app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
/** Makes a job due now (as if its backoff had passed). */
const makeDue = (id: number) => app.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, id));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-test-'));
  app = await createTestApp({ config: { dataDir } });
  home = await createCompanyWithUsers(app, { name: 'Jobs Home' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('two runners claiming at the same time never run the same job', async () => {
  const ran: { id: number; by: string }[] = [];
  const runners = ['runner-a', 'runner-b'].map((instanceId) => new JobRunner(app.db, { instanceId, backoffMs: () => 0 }));
  for (const runner of runners) {
    runner.register('test.count', async (_payload, job) => {
      ran.push({ id: job.id, by: runner.instanceId });
      await sleep(5);
    });
  }
  const enqueued = [];
  for (let i = 0; i < 16; i++) enqueued.push((await runners[0].enqueue('test.count', { i })).id);
  const counts = await Promise.all(runners.map((r) => r.runDue()));
  expect(counts[0] + counts[1]).toBe(16);
  expect(ran.map((r) => r.id).sort((a, b) => a - b)).toEqual(enqueued);
  const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'test.count'));
  expect(rows.every((r) => r.status === 'done' && r.attempts === 1 && r.lockedBy === null && r.finishedAt !== null)).toBe(true);
  if (app.dbKind === 'postgres') expect(counts.every((c) => c > 0)).toBe(true); // both really worked in parallel
});

(process.env.TEST_DATABASE_URL ? test : test.skip)('a job locked by another transaction is skipped, not waited for (PostgreSQL)', async () => {
  const runner = new JobRunner(app.db, { instanceId: 'runner-skip' });
  const ran: number[] = [];
  runner.register('test.skip', async (_payload, job) => {
    ran.push(job.id);
  });
  const first = await runner.enqueue('test.skip', {});
  const second = await runner.enqueue('test.skip', {});
  await app.db.transaction(async (tx) => {
    // Another instance is in the middle of claiming the first job.
    await tx.execute(sql`select id from jobs where id = ${first.id} for update`);
    const started = Date.now();
    expect(await runner.runDue(1)).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ran).toEqual([second.id]);
  });
  expect(await runner.runDue()).toBe(1);
  expect(ran).toEqual([second.id, first.id]);
});

test('a failing job is retried after a backoff and succeeds on a later attempt', async () => {
  const runner = new JobRunner(app.db, { instanceId: 'runner-retry', backoffMs: (attempt) => attempt * 60_000 });
  let calls = 0;
  runner.register('test.flaky', async () => {
    calls += 1;
    if (calls < 3) throw new Error(`boom ${calls}`);
    return { ok: true };
  });
  const job = await runner.enqueue('test.flaky', {});
  expect(await runner.runDue()).toBe(1);
  let row = await findJob(job.id);
  expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'boom 1', lockedBy: null });
  expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(await runner.runDue()).toBe(0); // not due before its backoff
  await makeDue(job.id);
  expect(await runner.runDue()).toBe(1);
  row = await findJob(job.id);
  expect(row).toMatchObject({ status: 'queued', attempts: 2, error: 'boom 2' });
  expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 110_000);
  await makeDue(job.id);
  expect(await runner.runDue()).toBe(1);
  expect(await findJob(job.id)).toMatchObject({ status: 'done', attempts: 3, error: null, result: { ok: true } });
});

test('after its last attempt a job is failed and its user is told', async () => {
  const user = home.users.general_manager!;
  registerDownloadJob(app, 'test.broken-export', async () => {
    throw new Error('the spreadsheet could not be written');
  });
  const recorder = recordUserEvents(app);
  try {
    const job = await app.jobs.enqueue('test.broken-export', { userId: user.id, companyId: home.company.id }, { userId: user.id, maxAttempts: 2 });
    expect(await app.jobs.runDue()).toBe(1);
    expect(await findJob(job.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(recorder.events.filter((e) => e.event === DOWNLOAD_EVENTS.failed)).toEqual([]);
    await makeDue(job.id);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await findJob(job.id)).toMatchObject({ status: 'failed', attempts: 2, error: 'the spreadsheet could not be written' });
    expect(recorder.events).toContainEqual({ userId: user.id, event: DOWNLOAD_EVENTS.failed, payload: { job_id: job.id, message: 'File download failed!' } });
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'download_failed')));
    expect(told.map((n) => n.title)).toEqual([DOWNLOAD_MESSAGES.failed]);
    // A failed job is not run again.
    await makeDue(job.id);
    expect(await app.jobs.runDue()).toBe(0);

    const manager = new TestClient(app, '10.61.0.1');
    await manager.signIn(home.email('general_manager'), PASSWORD);
    const status = await manager.get(`/api/v2/jobs/${job.id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ data: { id: job.id, kind: 'test.broken-export', status: 'failed', download: null } });
    const other = new TestClient(app, '10.61.0.2');
    await other.signIn(home.email('general_owner'), PASSWORD);
    expect((await other.get(`/api/v2/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/v2/jobs/999999999')).statusCode).toBe(404);
    expect((await other.get('/api/v2/jobs/abc')).statusCode).toBe(404);
  } finally {
    recorder.restore();
  }
});

test('a job left running by a crashed instance is claimed again once its lock is stale', async () => {
  const runner = new JobRunner(app.db, { instanceId: 'runner-rescue', staleLockMs: 60_000 });
  const ran: number[] = [];
  runner.register('test.rescue', async (_payload, job) => {
    ran.push(job.id);
  });
  const fresh = await runner.enqueue('test.rescue', {});
  const stale = await runner.enqueue('test.rescue', {});
  await app.db.update(jobs).set({ status: 'running', lockedBy: 'dead-instance', lockedAt: sql`now()`, attempts: 1 }).where(eq(jobs.id, fresh.id));
  await app.db.update(jobs).set({ status: 'running', lockedBy: 'dead-instance', lockedAt: sql`now() - interval '1 hour'`, attempts: 1 }).where(eq(jobs.id, stale.id));
  expect(await runner.runDue()).toBe(1);
  expect(ran).toEqual([stale.id]);
  expect(await findJob(stale.id)).toMatchObject({ status: 'done', attempts: 2 });
  expect(await findJob(fresh.id)).toMatchObject({ status: 'running', lockedBy: 'dead-instance' });
});

/** The pid of a process that has just ended (a dead instance of this host). */
const findDeadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
};

test('a job left running by a dead process of this host is run at once by the next app that starts', async () => {
  const next = await createTestApp();
  try {
    const ran: number[] = [];
    next.jobs.register('test.reclaimed', async (_payload, job) => void ran.push(job.id));
    const deadInstance = `${os.hostname()}:${findDeadPid()}:0dead0`;
    const [left] = await next.db.insert(jobs).values({ kind: 'test.reclaimed', payload: {}, status: 'running', attempts: 1, lockedBy: deadInstance, lockedAt: sql`now()` }).returning();
    await next.listen({ port: 0, host: '127.0.0.1' });
    for (let waited = 0; !ran.includes(left.id) && waited < 5_000; waited += 50) await sleep(50);
    expect(ran).toEqual([left.id]);
    const [row] = await next.db.select().from(jobs).where(eq(jobs.id, left.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  } finally {
    await next.close();
  }
});

test('a job of a live instance is not taken before its short lock expires, and is taken once it has', async () => {
  const runner = new JobRunner(app.db);
  expect(runner.instanceId.startsWith(`${os.hostname()}:${process.pid}:`)).toBe(true);
  const ran: number[] = [];
  runner.register('test.live-lock', async (_payload, job) => void ran.push(job.id));
  const liveHere = `${os.hostname()}:${process.ppid}:1ive01`; // the process that started jest runs
  const elsewhere = `other-host:${findDeadPid()}:e15e01`; // another host's pids say nothing here
  const held = await runner.enqueue('test.live-lock', {});
  const heldElsewhere = await runner.enqueue('test.live-lock', {});
  const expired = await runner.enqueue('test.live-lock', {});
  await app.db.update(jobs).set({ status: 'running', lockedBy: liveHere, lockedAt: sql`now() - interval '20 seconds'`, attempts: 1 }).where(eq(jobs.id, held.id));
  await app.db.update(jobs).set({ status: 'running', lockedBy: elsewhere, lockedAt: sql`now() - interval '20 seconds'`, attempts: 1 }).where(eq(jobs.id, heldElsewhere.id));
  await app.db.update(jobs).set({ status: 'running', lockedBy: liveHere, lockedAt: sql`now() - interval '31 seconds'`, attempts: 1 }).where(eq(jobs.id, expired.id));
  expect(await runner.reclaimDeadInstances()).toBe(0);
  // A container started again keeps its pid: the same pid under another id is an earlier, dead process.
  expect(isDeadLocalInstance(`${os.hostname()}:${process.pid}:0ld0ne`, runner.instanceId)).toBe(true);
  expect(await runner.runDue()).toBe(1);
  expect(ran).toEqual([expired.id]);
  expect(await findJob(held.id)).toMatchObject({ status: 'running', lockedBy: liveHere });
  expect(await findJob(heldElsewhere.id)).toMatchObject({ status: 'running', lockedBy: elsewhere });
});

test('a stale job that had all its attempts fails instead of running again, and its owner is told', async () => {
  const runner = new JobRunner(app.db, { instanceId: 'runner-spent', staleLockMs: 60_000 });
  const ran: number[] = [];
  const failed: string[] = [];
  runner.register(
    'test.spent',
    async (_payload, job) => {
      ran.push(job.id);
    },
    { onFailed: async (_job, message) => void failed.push(message) },
  );
  const spent = await runner.enqueue('test.spent', {}, { maxAttempts: 2 });
  await app.db.update(jobs).set({ status: 'running', lockedBy: 'dead-instance', lockedAt: sql`now() - interval '1 hour'`, attempts: 2 }).where(eq(jobs.id, spent.id));
  expect(await runner.runDue()).toBe(1);
  expect(ran).toEqual([]);
  expect(await findJob(spent.id)).toMatchObject({ status: 'failed' });
  expect(failed).toEqual(['The job stopped without finishing on every attempt.']);
});

test('a started runner wakes at once on enqueue, polls for delayed jobs, and stops cleanly', async () => {
  const runner = new JobRunner(app.db, { instanceId: 'runner-live', pollMs: 100 });
  const ran: number[] = [];
  runner.register('test.live', async (_payload, job) => {
    ran.push(job.id);
  });
  runner.start();
  try {
    const job = await runner.enqueue('test.live', {});
    for (let waited = 0; !ran.includes(job.id) && waited < 5_000; waited += 20) await sleep(20);
    expect(ran).toEqual([job.id]);
    const delayed = await runner.enqueue('test.live', {}, { delayMs: 300 });
    await sleep(100);
    expect(ran).toEqual([job.id]);
    for (let waited = 0; !ran.includes(delayed.id) && waited < 5_000; waited += 20) await sleep(20);
    expect(ran).toEqual([job.id, delayed.id]);
  } finally {
    await runner.stop();
  }
  const after = await runner.enqueue('test.live', {});
  await sleep(300);
  expect(ran).not.toContain(after.id);
  expect(await findJob(after.id)).toMatchObject({ status: 'queued' });
});

test('mails queued inside a transaction go out only when it commits, one job per mail', async () => {
  const { mailOutbox } = await import('../src/db/schema');
  const { MAIL_DELIVERY_JOB } = await import('../src/plugins/app/mail');
  const sent = async (to: string) => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
  const mail = (to: string) => ({ to, subject: 'Queued', text: 'Hello' });
  await expect(
    app.db.transaction(async (tx) => {
      await app.mailer.queue([mail('rolled-back@jobs.test')], { db: tx as never });
      throw new Error('the request failed after queueing');
    }),
  ).rejects.toThrow('the request failed after queueing');
  await app.db.transaction(async (tx) => {
    expect(await app.mailer.queue([mail('one@jobs.test'), mail('two@jobs.test')], { db: tx as never })).toBe(2);
  });
  const queued = await app.db.select().from(jobs).where(and(eq(jobs.kind, MAIL_DELIVERY_JOB), eq(jobs.status, 'queued')));
  expect(queued.map((j) => (j.payload.message as { to: string }).to).sort()).toEqual(['one@jobs.test', 'two@jobs.test']);
  await app.jobs.runDue();
  expect([await sent('rolled-back@jobs.test'), await sent('one@jobs.test'), await sent('two@jobs.test')]).toEqual([0, 1, 1]);
});
