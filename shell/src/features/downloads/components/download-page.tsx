// /downloads/{jobId}: where a 'download ready' notification leads. It asks the API for the job and
// saves its file (each file is handed out once, within DOWNLOAD_TTL_HOURS); a job still running is
// waited for; a file already fetched or expired, a failed job, or someone else's job say so.
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { fetchDownload, findDownloadJob, normalizeError, runDownloadJob } from 'shared-auth';
import { DOWNLOAD_MESSAGES, ROUTES, UI_TEXT } from 'shared-contract';
import { PageHeader, saveBlob } from 'shared-ui';
import { NotFoundPage } from '../../../components/not-found-page';

type DownloadState = { kind: 'preparing' } | { kind: 'saved'; fileName: string } | { kind: 'expired' } | { kind: 'failed' } | { kind: 'missing' };

const toJobId = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

async function fetchJobFile(jobId: number): Promise<DownloadState> {
  let job;
  try {
    job = await findDownloadJob(jobId);
  } catch (error) {
    return (await normalizeError(error)).status === 404 ? { kind: 'missing' } : { kind: 'failed' };
  }
  if (job.status === 'failed') return { kind: 'failed' };
  if (job.status === 'done' && !job.download) return { kind: 'expired' };
  try {
    const file = job.download ? await fetchDownload(job.download) : await runDownloadJob(async () => jobId);
    saveBlob(file.blob, file.fileName);
    return { kind: 'saved', fileName: file.fileName };
  } catch (error) {
    // Fetched meanwhile in another tab, or expired while waiting.
    return (await normalizeError(error)).status === 410 ? { kind: 'expired' } : { kind: 'failed' };
  }
}

export function DownloadPage() {
  const jobId = toJobId(useParams().jobId);
  const [state, setState] = useState<DownloadState>({ kind: 'preparing' });
  const startedFor = useRef<number | null>(null);

  const start = useCallback(() => {
    if (jobId === null) return;
    setState({ kind: 'preparing' });
    void fetchJobFile(jobId).then(setState);
  }, [jobId]);

  useEffect(() => {
    // Once per job: the file is handed out once, so a second request would only find it gone.
    if (jobId === null || startedFor.current === jobId) return;
    startedFor.current = jobId;
    start();
  }, [jobId, start]);

  if (jobId === null || state.kind === 'missing') return <NotFoundPage isInLayout />;

  return (
    <Box>
      <PageHeader title="Download" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }} role="status" aria-live="polite">
        {state.kind === 'preparing' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{UI_TEXT.preparingDownload}</Typography>
          </Box>
        ) : null}
        {state.kind === 'saved' ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{DOWNLOAD_MESSAGES.ready}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {state.fileName} has been handed to your browser. Each prepared file can be downloaded once.
            </Typography>
          </>
        ) : null}
        {state.kind === 'expired' ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{DOWNLOAD_MESSAGES.expired}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Each prepared file can be downloaded once. Export it again from its list for a new copy.
            </Typography>
          </>
        ) : null}
        {state.kind === 'failed' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{DOWNLOAD_MESSAGES.failed}</Typography>
            <Button variant="outlined" onClick={start}>
              Try again
            </Button>
          </Box>
        ) : null}
        {state.kind !== 'preparing' ? (
          <Button component={RouterLink} to={ROUTES.notifications} sx={{ mt: 2, ml: -1 }}>
            Back to notifications
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
