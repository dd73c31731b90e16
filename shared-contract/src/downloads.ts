// Background exports and one-time downloads (DOMAIN.md section 8): an export endpoint answers 202
// with the job id, the server emits DOWNLOAD_EVENTS.created on `user-notification.{userId}` when the
// file is ready (or DOWNLOAD_EVENTS.failed), and the file is fetched once from
// /api/v2/downloads/{id}/download?token=. Without a socket the client polls /api/v2/jobs/{id}.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { rules } from './validation';

export const DOWNLOAD_EVENTS = { created: 'download-created', failed: 'download-failed' } as const;

/** `download-created`: the spec's {id, name, token}, plus the job that made it. */
export type DownloadCreatedEvent = { id: number; name: string; token: string; job_id: number | null };
/** `download-failed`: the job gave up after its retries. */
export type DownloadFailedEvent = { job_id: number; message: string };

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The answer of an endpoint that started a job (HTTP 202). */
export type JobStartedReply = { data: { id: number } };

/** GET /api/v2/jobs/{id}: the caller's own job; `download` (with a fresh one-time token) once it is done. */
export type JobStatusReply = {
  data: { id: number; kind: string; status: JobStatus; download: { id: number; name: string; token: string } | null };
};

/** Hours a prepared download can be fetched. */
export const DOWNLOAD_TTL_HOURS = 24;

export const DOWNLOAD_MESSAGES = {
  ready: 'Your download is ready.',
  failed: 'File download failed!',
  expired: 'This download has expired.',
} as const;

/** GET /api/v2/downloads/{id}/download: the one-time token from the event. */
export const downloadQuerySchema = yup.object({
  token: rules.text().required(M.required).max(128, M.strMax(128)),
});
export type DownloadQuery = yup.InferType<typeof downloadQuerySchema>;
