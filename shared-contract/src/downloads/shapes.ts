// What the job endpoints answer with: the 202 of an endpoint that started a job, and a job's status.
import { dataOf, s, type Infer } from '../schema';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The answer of an endpoint that started a job (HTTP 202): the job's id. */
export const jobStartedShape = dataOf(s.object({ id: s.integer() }));
export type JobStartedReply = Infer<typeof jobStartedShape>;

/** A finished job's file with a fresh one-time token. */
export const readyDownloadShape = s.object({ id: s.integer(), name: s.string(), token: s.string() });
export type ReadyDownload = Infer<typeof readyDownloadShape>;

/** The caller's own job; `download` (with a fresh one-time token) once it is done, null before or once fetched. */
export const jobStatusShape = dataOf(s.object({ id: s.integer(), kind: s.string(), status: s.enum(JOB_STATUSES), download: s.nullable(readyDownloadShape) }));
export type JobStatusReply = Infer<typeof jobStatusShape>;
