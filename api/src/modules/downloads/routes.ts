// Downloads and jobs (DOMAIN.md section 8, 000 section 7): GET /api/v2/downloads/{id}/download?token=
// hands the owner their prepared file once (wrong user, id or token: 404; expired or already
// fetched: 410), and GET /api/v2/jobs/{id} tells the owner how their job is doing (the client
// polls it when its socket is not connected; a finished export comes with a fresh token).
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_MESSAGES, downloadQuerySchema, type JobStatus, type JobStatusReply } from 'shared-contract';
import { downloads } from '../../db/schema';
import { sendAttachment } from '../../lib/downloads';
import { HttpError, notFound } from '../../lib/http-error';
import { parseId, validateInput } from '../../lib/validate';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import { hashToken, reissueToken } from '../../plugins/app/downloads';

const tags = ['downloads'];
const gone = () => new HttpError(410, DOWNLOAD_MESSAGES.expired, 'expired');
const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export default async function downloadsModule(app: FastifyInstance) {
  app.get('/api/v2/downloads/:id/download', { preHandler: requireAuth, schema: { tags, summary: 'The prepared file, once, with its token' } }, async (request, reply) => {
    const id = parseId((request.params as { id?: string }).id);
    const { token } = await validateInput(downloadQuerySchema, request.query);
    const userId = actorOf(request).user.id;
    const [row] = await app.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.id, id), eq(downloads.userId, userId)));
    const tokenHash = hashToken(token);
    if (!row || !sameHash(row.tokenHash, tokenHash)) throw notFound();
    if (row.downloadedAt || row.expiresAt.getTime() <= Date.now()) throw gone();
    // One time: only the request that marks it gets the file, even when two arrive together.
    const [claimed] = await app.db
      .update(downloads)
      .set({ downloadedAt: new Date() })
      .where(and(eq(downloads.id, id), eq(downloads.tokenHash, tokenHash), isNull(downloads.downloadedAt)))
      .returning();
    if (!claimed) throw gone();
    const stream = await app.storage.open(claimed.storageKey);
    if (!stream) throw gone();
    stream.once('close', () => void app.storage.remove(claimed.storageKey).catch((error) => request.log.warn({ err: error }, 'download file not removed')));
    return sendAttachment(reply, stream, claimed.name);
  });

  app.get('/api/v2/jobs/:id', { preHandler: requireAuth, schema: { tags, summary: "The caller's own job: its status, and its download once done" } }, async (request): Promise<JobStatusReply> => {
    const id = parseId((request.params as { id?: string }).id);
    const userId = actorOf(request).user.id;
    const job = await app.jobs.find(id);
    if (!job || job.userId !== userId) throw notFound();
    const downloadId = job.status === 'done' && typeof job.result?.download_id === 'number' ? job.result.download_id : null;
    const download = downloadId === null ? null : await reissueToken(app, downloadId, userId);
    return { data: { id: job.id, kind: job.kind, status: job.status as JobStatus, download } };
  });
}
