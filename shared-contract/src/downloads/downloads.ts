// Background exports and one-time downloads (DOMAIN.md section 8): an export endpoint answers 202
// with the job id, the server emits DOWNLOAD_EVENTS.created on `user-notification.{userId}` when the
// file is ready (or DOWNLOAD_EVENTS.failed), and the file is fetched once from
// /api/v2/downloads/{id}/download?token=. Without a socket the client polls /api/v2/jobs/{id}.
export const DOWNLOAD_EVENTS = { created: 'download-created', failed: 'download-failed' } as const;

/** `download-created`: the spec's {id, name, token}, plus the job that made it. */
export type DownloadCreatedEvent = { id: number; name: string; token: string; job_id: number | null };
/** `download-failed`: the job gave up after its retries. */
export type DownloadFailedEvent = { job_id: number; message: string };

/** Hours a prepared download can be fetched. */
export const DOWNLOAD_TTL_HOURS = 24;

export const DOWNLOAD_MESSAGES = {
  ready: 'Your download is ready.',
  failed: 'File download failed!',
  expired: 'This download has expired.',
} as const;
