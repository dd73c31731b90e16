// The stored bulk send: every row with its document's preview, 'Send' (confirmed) with a progress
// bar fed by the socket (and a poll while sending), the result row by row, and 'Retry failed'.
import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Link, Pagination, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeError, useSocketEvent } from 'shared-auth';
import { BULK_SEND_PROGRESS_EVENT, BULK_SEND_ROW_STATUSES, taskViewPath, type BulkSend, type BulkSendRowStatus, type DocumentType } from 'shared-contract';
import { LoadErrorState, LoadingState, useConfirm, useToast } from 'shared-ui';
import { retryBulkSend, sendBulkSend, useBulkSend, useBulkSendRows } from '../api/bulk-send-api';

const STATUS_COLORS: Record<BulkSendRowStatus, 'default' | 'success' | 'error'> = { pending: 'default', sent: 'success', failed: 'error' };

export type BulkSendReviewProps = { bulkSendId: number; documentType: DocumentType | null; onEdit: () => void; onStartOver: () => void };

export function BulkSendReview({ bulkSendId, documentType, onEdit, onStartOver }: BulkSendReviewProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<BulkSendRowStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const progress = useBulkSend(bulkSendId, true);
  const bulk = progress.data;
  const sending = bulk?.status === 'sending';
  // The rows reload whenever the counts move.
  const rows = useBulkSendRows(bulkSendId, page, status, bulk ? `${bulk.status}:${bulk.sent}:${bulk.failed}` : '');
  useSocketEvent<BulkSend>(BULK_SEND_PROGRESS_EVENT, (payload) => {
    if (payload.id === bulkSendId) void progress.mutate(payload, { revalidate: false });
  });

  if (progress.error) return <LoadErrorState error={progress.error} onRetry={() => void progress.mutate()} />;
  if (!bulk) return <LoadingState label="Loading the bulk send" />;

  const done = bulk.sent + bulk.failed;
  const percent = bulk.total ? Math.round((done / bulk.total) * 100) : 0;

  const send = async () => {
    const ok = await confirm({ title: 'Send documents', message: `Send ${bulk.total} documents of ${bulk.template_name} now? Each recipient gets its task.`, confirmText: 'Send' });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await sendBulkSend(bulkSendId);
      toast.success(answer.message);
      await progress.mutate(answer.data, { revalidate: false });
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusy(false);
    }
  };
  const retry = async () => {
    setBusy(true);
    try {
      const answer = await retryBulkSend(bulkSendId);
      toast.success(answer.message);
      await progress.mutate(answer.data, { revalidate: false });
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h2">
              {bulk.template_name || 'Bulk send'}: {bulk.total} documents
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Status: {bulk.status_label} · Sent {bulk.sent} · Failed {bulk.failed} · Pending {bulk.pending}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            {bulk.status === 'validated' && (
              <>
                <Button onClick={onEdit} disabled={busy}>
                  Edit rows
                </Button>
                <Button variant="contained" onClick={() => void send()} disabled={busy}>
                  Send {bulk.total} documents
                </Button>
              </>
            )}
            {bulk.status === 'partial' && (
              <Button variant="contained" color="warning" onClick={() => void retry()} disabled={busy}>
                Retry failed ({bulk.failed})
              </Button>
            )}
            {(bulk.status === 'done' || bulk.status === 'partial') && <Button onClick={onStartOver}>New bulk send</Button>}
          </Stack>
        </Stack>
        {bulk.status !== 'validated' && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={percent} color={bulk.failed ? 'warning' : 'primary'} aria-label="Sending progress" />
            <Typography variant="caption" color="text.secondary">
              {sending ? `Sending: ${done} of ${bulk.total}` : `${done} of ${bulk.total} done`}
            </Typography>
          </Box>
        )}
        {bulk.status === 'done' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Every document was sent.
          </Alert>
        )}
        {bulk.status === 'partial' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {bulk.failed} documents could not be sent: see each row's reason below, then retry the failed ones.
          </Alert>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            Documents
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_e, next: BulkSendRowStatus | '' | null) => {
              setStatus(next ?? '');
              setPage(1);
            }}
            aria-label="Show rows"
          >
            <ToggleButton value="">All</ToggleButton>
            {(Object.keys(BULK_SEND_ROW_STATUSES) as BulkSendRowStatus[]).map((key) => (
              <ToggleButton key={key} value={key}>
                {BULK_SEND_ROW_STATUSES[key]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {rows.error ? (
          <LoadErrorState error={rows.error} onRetry={() => void rows.mutate()} />
        ) : !rows.data ? (
          <LoadingState label="Loading rows" />
        ) : (
          <>
            <Table size="small" aria-label="Bulk send rows">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Recipient</TableCell>
                  <TableCell>Project</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Task</TableCell>
                  <TableCell>Document</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>No rows.</TableCell>
                  </TableRow>
                )}
                {rows.data.data.map((row) => (
                  <TableRow key={row.id} data-testid={`bulk-row-${row.row_index}`}>
                    <TableCell>{row.row_index + 1}</TableCell>
                    <TableCell>
                      {row.vendor_name}
                      {row.scope_name ? ` · ${row.scope_name}` : ''}
                    </TableCell>
                    <TableCell>{row.project_name}</TableCell>
                    <TableCell>
                      <Chip size="small" label={BULK_SEND_ROW_STATUSES[row.status]} color={STATUS_COLORS[row.status]} />
                      {row.error && (
                        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                          {row.error}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {row.task_id && documentType ? (
                        <Link component={RouterLink} to={taskViewPath({ id: row.task_id, type: documentType })}>
                          {row.task_number ?? `#${row.task_id}`}
                        </Link>
                      ) : (
                        (row.task_number ?? '')
                      )}
                    </TableCell>
                    <TableCell>
                      <Link href={row.preview_url} target="_blank" rel="noopener">
                        Preview
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {rows.data.last_page > 1 && <Pagination sx={{ mt: 1 }} page={page} count={rows.data.last_page} onChange={(_e, next) => setPage(next)} aria-label="Rows pages" />}
          </>
        )}
      </Paper>
    </Stack>
  );
}
