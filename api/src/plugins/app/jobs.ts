// Background jobs (ARCHITECTURE.md "Real time, jobs"): rows of the `jobs` table, claimed with
// SELECT ... FOR UPDATE SKIP LOCKED so any number of API instances share them without running one
// twice. Every instance runs a runner: it wakes at once when this instance enqueues, polls otherwise,
// retries a failed job with backoff up to its max_attempts and then marks it failed (the kind's
// onFailed tells the user). A running job's lock is short (STALE_LOCK_MS) and renewed by a heartbeat,
// so a job left 'running' by a crashed instance is claimed again by any instance within seconds; an
// instance starting on the same host frees the jobs of its dead predecessors (their process is gone) at
// once. The poller starts when the server listens: tests that inject() call app.jobs.runDue().
import crypto from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobPayload = Record<string, unknown>;
/** Runs one job; what it returns is stored as the job's result. Throwing makes it retry. */
export type JobHandler = (payload: JobPayload, job: JobRow) => Promise<Record<string, unknown> | void>;
export type JobKindOptions = {
  /** Called once when the job failed for the last time. */
  onFailed?: (job: JobRow, error: string) => Promise<void>;
};
export type EnqueueOptions = { userId?: number | null; maxAttempts?: number; delayMs?: number };

export type JobRunnerOptions = {
  /** Poll interval when nothing woke the runner. */
  pollMs?: number;
  /** Delay before attempt n+1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
  /** A 'running' job whose lock is older than this is claimed again (its instance died). */
  staleLockMs?: number;
  /** `hostname:pid:random` (the default) lets a later instance on the host tell that this one died. */
  instanceId?: string;
  log?: { error: (obj: unknown, msg?: string) => void };
};

export const DEFAULT_MAX_ATTEMPTS = 3;
/** A running job's lock lasts this long unless renewed; the heartbeat renews it three times as often. */
export const STALE_LOCK_MS = 30_000;
const ERROR_MAX_LENGTH = 2000;
/** Rows per INSERT when queueing many jobs (well under PostgreSQL's 65,535 parameters). */
const ENQUEUE_BATCH = 500;
/** now() plus a number of milliseconds, in the database's clock (every instance agrees on it). */
const msFromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;
const defaultBackoff = (attempt: number) => Math.min(10 * 60_000, 5_000 * 4 ** (attempt - 1)); // 5 s, 20 s, 80 s...

/** This process's instance id: the host, the process, and a random part (a restarted container keeps its pid). */
export const createInstanceId = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * Whether `lockedBy` names an instance of this host whose process is gone: its pid no longer runs, or
 * it is this process's pid under another id (this process was started again with the same pid).
 * Ids of other hosts, or not in the `hostname:pid:random` form, are left to their lock's expiry.
 */
export function isDeadLocalInstance(lockedBy: string, ownId: string): boolean {
  const parts = lockedBy.split(':');
  if (parts.length < 3 || lockedBy === ownId) return false;
  const pid = Number(parts[parts.length - 2]);
  if (parts.slice(0, -2).join(':') !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'; // EPERM: it runs, as another user
  }
}

export class JobRunner {
  readonly instanceId: string;
  private readonly handlers = new Map<string, { run: JobHandler; options: JobKindOptions }>();
  private readonly pollMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly staleLockMs: number;
  private timer: NodeJS.Timeout | null = null;
  private isStarted = false;
  private isStopped = false;
  private tick: Promise<void> | null = null;
  private wakeAgain = false;

  constructor(
    private readonly db: Database,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? createInstanceId();
    this.pollMs = options.pollMs ?? 2_000;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.staleLockMs = options.staleLockMs ?? STALE_LOCK_MS;
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.handlers.set(kind, { run: handler, options });
  }

  async enqueue(kind: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<JobRow> {
    const [row] = await this.db
      .insert(jobs)
      .values({
        kind,
        payload,
        userId: options.userId ?? null,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ...(options.delayMs ? { runAfter: msFromNow(options.delayMs) } : {}),
      })
      .returning();
    if (!options.delayMs) this.wake();
    return row;
  }

  /**
   * Queues jobs of one kind in a few statements. Given `db` (the caller's transaction) they commit
   * with the caller's rows or not at all; the caller then calls wake() once it has committed.
   */
  async enqueueMany(kind: string, payloads: JobPayload[], options: EnqueueOptions & { db?: Database } = {}): Promise<number> {
    const db = options.db ?? this.db;
    for (let start = 0; start < payloads.length; start += ENQUEUE_BATCH) {
      await db.insert(jobs).values(
        payloads.slice(start, start + ENQUEUE_BATCH).map((payload) => ({
          kind,
          payload,
          userId: options.userId ?? null,
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          ...(options.delayMs ? { runAfter: msFromNow(options.delayMs) } : {}),
        })),
      );
    }
    if (payloads.length && !options.db && !options.delayMs) this.wake();
    return payloads.length;
  }

  /**
   * Claims one due job this runner can handle: queued and due, or running with a stale lock.
   * FOR UPDATE SKIP LOCKED: a row another instance is claiming right now is passed over, not waited for.
   */
  async claim(): Promise<JobRow | null> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return null;
    return withTransaction(this.db, async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            sql`${jobs.kind} in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})`,
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
              and(eq(jobs.status, 'running'), lt(jobs.lockedAt, msFromNow(-this.staleLockMs))),
            ),
          ),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(jobs)
        .set({ status: 'running', lockedAt: sql`now()`, lockedBy: this.instanceId, attempts: sql`${jobs.attempts} + 1`, updatedAt: sql`now()` })
        .where(eq(jobs.id, due.id))
        .returning();
      return claimed;
    });
  }

  /**
   * Frees the jobs that dead instances of this host left 'running' (see isDeadLocalInstance): they are
   * due again at once instead of after their lock expires. Returns how many were freed.
   */
  async reclaimDeadInstances(): Promise<number> {
    const holders = await this.db
      .selectDistinct({ lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), isNotNull(jobs.lockedBy)));
    const dead = holders.map((h) => h.lockedBy!).filter((id) => isDeadLocalInstance(id, this.instanceId));
    if (dead.length === 0) return 0;
    const freed = await this.db
      .update(jobs)
      .set({ status: 'queued', lockedAt: null, lockedBy: null, runAfter: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.status, 'running'), inArray(jobs.lockedBy, dead)))
      .returning({ id: jobs.id });
    return freed.length;
  }

  /** Runs a claimed job and records the outcome: done, queued again after a backoff, or failed. */
  async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    // While it runs the job's lock is renewed, so a long job is never taken for a dead one.
    const heartbeat = setInterval(() => {
      void this.db
        .update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.instanceId)))
        .catch(() => undefined);
    }, Math.max(1000, Math.floor(this.staleLockMs / 3)));
    heartbeat.unref?.();
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      // Taken again after its instance died on the last attempt: it has had its tries.
      if (job.attempts > job.maxAttempts) throw new Error('The job stopped without finishing on every attempt.');
      const result = await handler.run(job.payload, job);
      await this.db
        .update(jobs)
        .set({ status: 'done', result: result ?? null, error: null, lockedAt: null, lockedBy: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.instanceId)));
    } catch (thrown) {
      const message = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, ERROR_MAX_LENGTH) || 'failed';
      if (job.attempts < job.maxAttempts) {
        const delay = Math.max(0, this.backoffMs(job.attempts));
        await this.db
          .update(jobs)
          .set({ status: 'queued', error: message, lockedAt: null, lockedBy: null, runAfter: msFromNow(delay), updatedAt: sql`now()` })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.instanceId)));
        return;
      }
      const [failed] = await this.db
        .update(jobs)
        .set({ status: 'failed', error: message, lockedAt: null, lockedBy: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.instanceId)))
        .returning();
      if (failed && handler?.options.onFailed) {
        try {
          await handler.options.onFailed(failed, message);
        } catch (error) {
          this.options.log?.error({ err: error, jobId: job.id }, 'job onFailed hook failed');
        }
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and runs due jobs one after another until none is left; returns how many ran. */
  async runDue(limit = Number.POSITIVE_INFINITY): Promise<number> {
    let count = 0;
    while (count < limit && !this.isStopped) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job);
      count += 1;
    }
    return count;
  }

  /** Starts polling (and waking on enqueue). */
  start(): void {
    if (this.isStarted || this.isStopped) return;
    this.isStarted = true;
    this.schedule(0);
  }

  /** Runs a pass now if the runner is started (a pass already running runs once more after it). */
  wake(): void {
    if (!this.isStarted || this.isStopped) return;
    if (this.tick) {
      this.wakeAgain = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick = this.runDue()
        .then(() => undefined)
        .catch((error) => this.options.log?.error({ err: error }, 'job runner pass failed'))
        .finally(() => {
          this.tick = null;
          if (this.isStopped) return;
          const again = this.wakeAgain;
          this.wakeAgain = false;
          this.schedule(again ? 0 : this.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.tick;
  }
}

export type Jobs = {
  runner: JobRunner;
  register: JobRunner['register'];
  enqueue: JobRunner['enqueue'];
  enqueueMany: JobRunner['enqueueMany'];
  /** Looks for due jobs now (after a transaction that queued some has committed). */
  wake: JobRunner['wake'];
  runDue: JobRunner['runDue'];
  find: (id: number) => Promise<JobRow | null>;
};

export default fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner(app.db, { log: app.log });
    app.decorate('jobs', {
      runner,
      register: runner.register.bind(runner),
      enqueue: runner.enqueue.bind(runner),
      enqueueMany: runner.enqueueMany.bind(runner),
      wake: runner.wake.bind(runner),
      runDue: runner.runDue.bind(runner),
      find: async (id: number) => (await app.db.select().from(jobs).where(eq(jobs.id, id)))[0] ?? null,
    } satisfies Jobs);
    // Before anything runs, the jobs a crashed instance of this host left running are due again.
    app.addHook('onReady', async () => {
      try {
        const freed = await runner.reclaimDeadInstances();
        if (freed) app.log.warn({ freed }, 'jobs of a dead instance on this host queued again');
      } catch (error) {
        app.log.error({ err: error }, 'reclaiming the jobs of dead instances failed');
      }
    });
    // Every instance that serves runs the runner, started once it listens (every module has
    // registered its handlers by then). Tests that only inject() call app.jobs.runDue() instead.
    app.addHook('onListen', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
