// The contract's record on /tasks/{task_id}/timeline (issue 16): whether its hash chain holds (and the
// first event that breaks it), every audit event oldest first with who, when, from where, the
// details that matter for its action and its fingerprints, and the record's ZIP. Shown to a caller
// whose `can.export_record` allows the record; the server decides, this screen only reads.
import { useState } from 'react';
import { Alert, Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { normalizeError } from 'shared-auth';
import type { ContractAuditEvent, ContractDetails } from 'shared-contract';
import { EmptyState, LoadErrorState, LoadingState, formatDateTime, useToast } from 'shared-ui';
import { downloadContractRecord, useContract, useContractAudit } from '../api/contract-api';

export const CHAIN_INTACT_TEXT = "The record is intact: every event's fingerprint checks out.";
export const chainBrokenText = (event: Pick<ContractAuditEvent, 'seq' | 'label'> | null) =>
  event
    ? `The record is broken from event #${event.seq} (${event.label}) on: it was changed after it was written, so it and the events after it cannot be trusted.`
    : 'The record is broken: an event was changed after it was written.';

/** How many hex characters of a fingerprint the table shows (the whole value is in its tooltip and copied). */
export const FINGERPRINT_SHOWN = 12;

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value));

/** The details that matter for the event's action, as one readable line (null when there are none). */
export function auditDetailsLine(event: ContractAuditEvent): string | null {
  const d = event.details;
  switch (event.action) {
    case 'created': {
      const values = Object.entries((d.merge_values as Record<string, unknown> | null) ?? {}).map(([key, value]) => `${key}: ${text(value)}`);
      return [d.template_version != null ? `Template version ${text(d.template_version)}` : null, values.length ? `Values: ${values.join('; ')}` : null].filter(Boolean).join(' · ') || null;
    }
    case 'edited': {
      const changes = (d.changes as { field: string; from: unknown; to: unknown }[] | undefined) ?? [];
      return changes.length ? `Changed: ${changes.map((c) => `${c.field} from ${text(c.from)} to ${text(c.to)}`).join('; ')}` : null;
    }
    case 'approved':
      return d.comment ? `Comment: ${text(d.comment)}` : null;
    case 'rejected':
    case 'declined':
    case 'revoked':
      return d.comment || d.reason ? `Reason: ${text(d.reason ?? d.comment)}` : null;
    case 'prepared':
    case 'signed':
    case 'sealed':
      return event.document_sha256 ? `Document SHA-256: ${event.document_sha256}` : null;
    default:
      return null;
  }
}

function Fingerprint({ label, value }: { label: string; value: string | null }) {
  const toast = useToast();
  if (!value) return <Typography variant="body2" color="text.secondary">None</Typography>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied`);
    } catch {
      toast.error(`${label} could not be copied: select it in the tooltip instead`);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {/* the whole value in the title: the browser's tooltip, and what a screen reader reads */}
      <Typography variant="body2" component="code" title={value} tabIndex={0} aria-label={`${label} ${value}`} sx={{ fontFamily: 'monospace' }}>
        {value.slice(0, FINGERPRINT_SHOWN)}
      </Typography>
      <IconButton size="small" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()}>
        <ContentCopyOutlined fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}

function AuditTrailTable({ events }: { events: ContractAuditEvent[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit trail">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>When</TableCell>
            <TableCell>IP</TableCell>
            <TableCell>Fingerprint</TableCell>
            <TableCell>Previous fingerprint</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => {
            const details = auditDetailsLine(event);
            return (
              <TableRow key={event.seq}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{event.seq}</TableCell>
                <TableCell>
                  <Typography variant="body2">{event.label}</Typography>
                  {details ? (
                    <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                      {details}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {event.actor_name || event.actor_email ? (
                    <>
                      <Typography variant="body2">{event.actor_name}</Typography>
                      <Typography variant="caption" color="text.secondary">{event.actor_email}</Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">System</Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" component="time" dateTime={event.occurred_at} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatDateTime(event.occurred_at)}
                  </Typography>
                </TableCell>
                <TableCell>{event.ip ?? '—'}</TableCell>
                <TableCell>
                  <Fingerprint label="Fingerprint" value={event.hash} />
                </TableCell>
                <TableCell>
                  <Fingerprint label="Previous fingerprint" value={event.prev_hash} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ContractRecord({ details }: { details: ContractDetails }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { data, error, isLoading, mutate } = useContractAudit(details.task.id);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadContractRecord(details);
    } catch (failure) {
      toast.error((await normalizeError(failure)).message);
    } finally {
      setDownloading(false);
    }
  };
  let body;
  if (error) body = <LoadErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <LoadingState />;
  else if (data.events.length === 0) body = <EmptyState title="No events recorded yet" />;
  else {
    const broken = data.chain_valid ? null : (data.events.find((e) => e.seq === data.broken_seq) ?? null);
    body = (
      <>
        {data.chain_valid ? (
          <Alert severity="success" role="status">{CHAIN_INTACT_TEXT}</Alert>
        ) : (
          <Alert severity="warning" role="alert">{chainBrokenText(broken)}</Alert>
        )}
        <AuditTrailTable events={data.events} />
      </>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label="Contract record" sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          Record
        </Typography>
        <Button variant="outlined" startIcon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          Download record (ZIP)
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{body}</Box>
    </Paper>
  );
}

/** The Record section of a contract task's timeline: nothing for a caller the server does not show the record to. */
export function ContractAuditTrail({ taskId }: { taskId: number }) {
  const { data: details } = useContract(taskId);
  if (!details?.can.export_record) return null;
  return <ContractRecord details={details} />;
}
