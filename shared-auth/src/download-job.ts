// Exports and bundles that run as jobs (DOMAIN.md section 8): start the job (its endpoint answers
// 202 {data: {id}}), wait for `download-created` with that job id on the user's socket (or
// `download-failed`), then fetch the file once from /api/v2/downloads/{id}/download?token= and hand
// it to the browser. Without a connected socket the job's status is polled instead
// (GET /api/v2/jobs/{id}, which hands out a fresh token once the file is ready).
import { useCallback } from 'react';
import type { Socket } from 'socket.io-client';
import { DOWNLOAD_EVENTS, DOWNLOAD_MESSAGES, downloadEndpoints, type DownloadCreatedEvent, type DownloadFailedEvent, type JobStartedReply, type JobStatusReply, type ReadyDownload } from 'shared-contract';
import { saveBlob, useToast } from 'shared-ui';
import { callEndpoint, endpointRequest } from './call-endpoint';
import { getSocket } from './socket';

/** Where the socket comes from; tests replace `get` (see testing/fake-socket.ts). */
export const downloadJobSocket: { get: () => Promise<Pick<Socket, 'connected' | 'on' | 'off'>> } = { get: getSocket };

export type DownloadedFile = { blob: Blob; fileName: string };
export type RunDownloadJobOptions = {
  /** Poll interval while the socket is not connected. */
  pollMs?: number;
  /** Poll interval while it is (a safety net should the event be lost). */
  connectedPollMs?: number;
  /** Give up (as failed) after this long. */
  timeoutMs?: number;
};
/** What starts the job: the 202 reply or just the job id. */
export type StartDownloadJob = () => Promise<number | JobStartedReply>;

export class DownloadJobFailedError extends Error {
  constructor() {
    super(DOWNLOAD_MESSAGES.failed);
  }
}

type Outcome = { ready: ReadyDownload } | { failed: true };

/** The caller's job: its status and, once done, its file's download with a fresh one-time token (null once fetched or expired). */
export async function findDownloadJob(jobId: number): Promise<JobStatusReply['data']> {
  return (await callEndpoint(downloadEndpoints.findJob, { params: { id: jobId }, cache: 'no-store' })).data;
}

/** Fetches a prepared file, once. */
export async function fetchDownload({ id, name, token }: ReadyDownload): Promise<DownloadedFile> {
  const response = await endpointRequest(downloadEndpoints.downloadFile, { params: { id }, query: { token }, cache: 'no-store' });
  return { blob: await response.blob(), fileName: name };
}

/** Runs the job and resolves with its file (rejects with DownloadJobFailedError when it failed). */
export async function runDownloadJob(start: StartDownloadJob, options: RunDownloadJobOptions = {}): Promise<DownloadedFile> {
  const pollMs = options.pollMs ?? 1500;
  const connectedPollMs = options.connectedPollMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const socket = await downloadJobSocket.get().catch(() => null);
  // Events can arrive before start() has answered: keep them by job id.
  const early = new Map<number, Outcome>();
  let waiting: { jobId: number; resolve: (outcome: Outcome) => void } | null = null;
  const record = (jobId: unknown, outcome: Outcome) => {
    if (typeof jobId !== 'number') return;
    if (waiting?.jobId === jobId) waiting.resolve(outcome);
    else early.set(jobId, outcome);
  };
  const onCreated = (event: DownloadCreatedEvent) => record(event?.job_id, { ready: { id: event.id, name: event.name, token: event.token } });
  const onFailed = (event: DownloadFailedEvent) => record(event?.job_id, { failed: true });
  socket?.on(DOWNLOAD_EVENTS.created, onCreated);
  socket?.on(DOWNLOAD_EVENTS.failed, onFailed);
  let timer: ReturnType<typeof setTimeout> | null = null;
  try {
    const started = await start();
    const jobId = typeof started === 'number' ? started : started.data.id;
    const outcome =
      early.get(jobId) ??
      (await new Promise<Outcome>((resolve) => {
        const startedAt = Date.now();
        let isDone = false;
        const finish = (result: Outcome) => {
          if (isDone) return;
          isDone = true;
          waiting = null;
          resolve(result);
        };
        waiting = { jobId, resolve: finish };
        const schedule = () => {
          timer = setTimeout(() => void poll(), socket?.connected ? connectedPollMs : pollMs);
        };
        const poll = async () => {
          timer = null;
          if (isDone) return;
          if (Date.now() - startedAt > timeoutMs) return finish({ failed: true });
          try {
            const data = await findDownloadJob(jobId);
            if (data.status === 'failed' || (data.status === 'done' && !data.download)) return finish({ failed: true });
            if (data.status === 'done' && data.download) return finish({ ready: data.download });
          } catch {
            // A failed look-up is tried again at the next tick.
          }
          if (!isDone) schedule();
        };
        schedule();
      }));
    if ('failed' in outcome) throw new DownloadJobFailedError();
    return await fetchDownload(outcome.ready);
  } finally {
    waiting = null;
    if (timer) clearTimeout(timer);
    socket?.off(DOWNLOAD_EVENTS.created, onCreated);
    socket?.off(DOWNLOAD_EVENTS.failed, onFailed);
  }
}

/**
 * Returns a function that runs an export job behind the 'Preparing download' toast, saves the file
 * ('Your download is ready.') or shows 'File download failed!', and resolves or rejects like the job.
 */
export function useDownloadJob(options?: RunDownloadJobOptions) {
  const toast = useToast();
  const pollMs = options?.pollMs;
  const connectedPollMs = options?.connectedPollMs;
  const timeoutMs = options?.timeoutMs;
  return useCallback(
    (start: StartDownloadJob) =>
      toast.trackDownload(async () => {
        const file = await runDownloadJob(start, { pollMs, connectedPollMs, timeoutMs });
        saveBlob(file.blob, file.fileName);
        return file;
      }, DOWNLOAD_MESSAGES.ready),
    [toast, pollMs, connectedPollMs, timeoutMs],
  );
}
