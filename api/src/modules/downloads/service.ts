// Downloads and jobs (DOMAIN.md section 8): the owner fetches their prepared file once (wrong user,
// id or token: 404; expired or already fetched: 410), and reads how their job is doing (a finished
// export comes with a fresh token, for clients that poll because their socket is not connected).
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { DOWNLOAD_MESSAGES, type JobStatusReply } from 'shared-contract';
import { HttpError, notFound } from '../../lib/http-error';
import { hashToken, reissueToken } from '../../plugins/app/downloads';
import { toJobStatus } from './presenter';
import * as repo from './repository';

const gone = () => new HttpError(410, DOWNLOAD_MESSAGES.expired, 'expired');
const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Claims the user's download with its token and opens its file; the file is removed once sent. */
export async function openDownloadOnce(app: FastifyInstance, log: FastifyBaseLogger, userId: number, id: number, token: string): Promise<{ stream: Readable; name: string }> {
  const row = await repo.findOwnDownload(app.db, id, userId);
  const tokenHash = hashToken(token);
  if (!row || !sameHash(row.tokenHash, tokenHash)) throw notFound();
  if (row.downloadedAt || row.expiresAt.getTime() <= Date.now()) throw gone();
  // One time: only the request that marks it gets the file, even when two arrive together.
  const claimed = await repo.claimDownload(app.db, id, tokenHash);
  if (!claimed) throw gone();
  const stream = await app.storage.open(claimed.storageKey);
  if (!stream) throw gone();
  stream.once('close', () => void app.storage.remove(claimed.storageKey).catch((error) => log.warn({ err: error }, 'download file not removed')));
  return { stream, name: claimed.name };
}

export async function findOwnJob(app: FastifyInstance, userId: number, id: number): Promise<JobStatusReply['data']> {
  const job = await app.jobs.find(id);
  if (!job || job.userId !== userId) throw notFound();
  const downloadId = job.status === 'done' && typeof job.result?.download_id === 'number' ? job.result.download_id : null;
  return toJobStatus(job, downloadId === null ? null : await reissueToken(app, downloadId, userId));
}
