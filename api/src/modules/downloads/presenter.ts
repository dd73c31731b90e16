// A job as GET /api/v2/jobs/{id} answers it (shared-contract's jobStatusShape): pure mapping.
import type { JobStatus, JobStatusReply, ReadyDownload } from 'shared-contract';

export const toJobStatus = (job: { id: number; kind: string; status: string }, download: ReadyDownload | null): JobStatusReply['data'] => ({
  id: job.id,
  kind: job.kind,
  status: job.status as JobStatus,
  download,
});
