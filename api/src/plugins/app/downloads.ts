// Files prepared by jobs (DOMAIN.md section 8): the job stores the file, a `downloads` row holds the
// hash of a one-time token, and the owner hears DOWNLOAD_EVENTS.created {id, name, token} on
// `user-notification.{userId}` plus a 'download ready' notification. A job that gives up emits
// DOWNLOAD_EVENTS.failed and a 'File download failed!' notification instead.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_EVENTS, DOWNLOAD_MESSAGES, DOWNLOAD_TTL_HOURS, ROUTES, type DownloadCreatedEvent, type DownloadFailedEvent } from 'shared-contract';
import { downloads } from '../../db/schema';
import { notifyUsers } from '../../lib/notify';
import type { JobPayload, JobRow } from './jobs';

export const DOWNLOAD_NOTIFICATION_TYPES = { ready: 'download_ready', failed: 'download_failed' } as const;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
/** A storage key the user's file name cannot steer: the name is only sent in Content-Disposition. */
const storageKeyFor = (userId: number, name: string) => {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';
  return `downloads/${userId}/${crypto.randomUUID()}.${extension}`;
};

export type DeliverInput = { userId: number; companyId: number | null; name: string; bytes: Buffer; jobId?: number | null };

/** Stores the file, creates its download row and tells the user; returns the event it emitted. */
export async function deliverDownload(app: FastifyInstance, input: DeliverInput): Promise<DownloadCreatedEvent> {
  const storageKey = storageKeyFor(input.userId, input.name);
  await app.storage.put(storageKey, input.bytes);
  const token = newToken();
  const [row] = await app.db
    .insert(downloads)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      jobId: input.jobId ?? null,
      name: input.name,
      storageKey,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DOWNLOAD_TTL_HOURS * 3600_000),
    })
    .returning();
  const event: DownloadCreatedEvent = { id: row.id, name: row.name, token, job_id: row.jobId };
  app.realtime.notifyUser(input.userId, DOWNLOAD_EVENTS.created, event);
  await notifyUsers(app, [input.userId], {
    type: DOWNLOAD_NOTIFICATION_TYPES.ready,
    title: DOWNLOAD_MESSAGES.ready,
    body: row.name,
    // The page fetches the file again through the job (a fresh one-time token) while it lasts.
    link: row.jobId ? ROUTES.download(row.jobId) : null,
  });
  await purgeExpiredDownloads(app).catch((error) => app.log.warn({ err: error }, 'expired downloads not purged'));
  return event;
}

/** Removes expired downloads (file and row), a batch at a time; each delivery tidies up after the old ones. */
export async function purgeExpiredDownloads(app: FastifyInstance, limit = 50): Promise<number> {
  const expired = await app.db
    .select({ id: downloads.id, storageKey: downloads.storageKey })
    .from(downloads)
    .where(lt(downloads.expiresAt, sql`now()`))
    .orderBy(asc(downloads.id))
    .limit(limit);
  if (expired.length === 0) return 0;
  for (const row of expired) await app.storage.remove(row.storageKey);
  await app.db.delete(downloads).where(inArray(downloads.id, expired.map((r) => r.id)));
  return expired.length;
}

/** Tells the user their file could not be prepared. */
export async function reportDownloadFailed(app: FastifyInstance, userId: number, jobId: number): Promise<void> {
  const event: DownloadFailedEvent = { job_id: jobId, message: DOWNLOAD_MESSAGES.failed };
  app.realtime.notifyUser(userId, DOWNLOAD_EVENTS.failed, event);
  await notifyUsers(app, [userId], { type: DOWNLOAD_NOTIFICATION_TYPES.failed, title: DOWNLOAD_MESSAGES.failed });
}

/** Every download job's payload names who asked (the file is theirs) and their company. */
export type DownloadJobPayload = { userId: number; companyId: number | null };
const isDownloadPayload = (p: JobPayload): p is JobPayload & DownloadJobPayload => typeof p.userId === 'number';

/**
 * Registers a job kind that builds a file: `build` returns its name and bytes, the file is delivered
 * to payload.userId, and the job's result is {download_id}. On the last failure the user is told.
 */
export function registerDownloadJob<P extends DownloadJobPayload>(
  app: FastifyInstance,
  kind: string,
  build: (payload: P, job: JobRow) => Promise<{ name: string; bytes: Buffer }>,
): void {
  app.jobs.register(
    kind,
    async (payload, job) => {
      if (!isDownloadPayload(payload)) throw new Error('download job without a userId');
      const file = await build(payload as P, job);
      const event = await deliverDownload(app, { userId: payload.userId, companyId: payload.companyId ?? null, name: file.name, bytes: file.bytes, jobId: job.id });
      return { download_id: event.id };
    },
    {
      onFailed: async (job) => {
        if (isDownloadPayload(job.payload)) await reportDownloadFailed(app, job.payload.userId, job.id);
      },
    },
  );
}

/**
 * Starts a download job for the signed-in user (an export endpoint calls it after validating) and
 * returns the body of its 202 answer.
 */
export async function startDownloadJob(app: FastifyInstance, kind: string, owner: { userId: number; companyId: number | null }, payload: JobPayload) {
  const job = await app.jobs.enqueue(kind, { ...payload, userId: owner.userId, companyId: owner.companyId }, { userId: owner.userId });
  return { data: { id: job.id } };
}

/** Gives a finished, unused download a new token (the polling fallback has no event to read it from). */
export async function reissueToken(app: FastifyInstance, downloadId: number, userId: number) {
  const token = newToken();
  const [row] = await app.db
    .update(downloads)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(downloads.id, downloadId), eq(downloads.userId, userId), isNull(downloads.downloadedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { id: row.id, name: row.name, token };
}
