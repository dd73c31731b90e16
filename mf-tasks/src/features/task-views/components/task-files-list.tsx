// A task's files: the sender's attachments, or the vendor's submissions with their review state
// (pending, approved, rejected with the reason), a COI submission's insurance fields, and a download.
import { Box, Chip, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarIcon from '@mui/icons-material/Star';
import { useState } from 'react';
import { normalizeError } from 'shared-auth';
import { COI_COVERAGE_TYPES, formatSize, type CoiCoverageType, type TaskFile } from 'shared-contract';
import { formatDate, formatDateTime, useToast } from 'shared-ui';
import { downloadTaskFile, setTaskFileQuickAccess } from '../api/task-api';

const REVIEW = {
  pending: { label: 'Pending review', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
} as const;

const money = (value: unknown) => (typeof value === 'number' ? `$${value.toLocaleString('en-US')}` : String(value ?? ''));

type Insurance = {
  insurer?: string;
  coverages?: Array<{ type?: string; policy_number?: string; limit?: number }>;
  additional_insured?: boolean;
  effective_date?: string;
  expiry_date?: string;
  /** What the server found against the COI requirement at upload (kept on the submission). */
  requirement_problems?: string[];
};

/** A COI submission's insurance fields as the reviewer reads them. */
export function InsuranceSummary({ insurance }: { insurance: Record<string, unknown> }) {
  const coi = insurance as Insurance;
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.5, fontSize: 13, '& dt': { color: 'text.secondary', display: 'inline' }, '& dd': { display: 'inline', m: 0, mr: 2 } }} aria-label="Insurance">
      <dt>Insurer: </dt>
      <dd>{coi.insurer}</dd>
      <dt>Effective: </dt>
      <dd>{formatDate(coi.effective_date)}</dd>
      <dt>Expires: </dt>
      <dd>{formatDate(coi.expiry_date)}</dd>
      <dt>Additional insured: </dt>
      <dd>{coi.additional_insured ? 'Yes' : 'No'}</dd>
      {(coi.coverages ?? []).map((c, index) => (
        <Box key={index} component="div" sx={{ mt: 0.25 }}>
          {`${COI_COVERAGE_TYPES[c.type as CoiCoverageType] ?? c.type} · policy ${c.policy_number} · limit ${money(c.limit)}`}
        </Box>
      ))}
      {Array.isArray(coi.requirement_problems) && coi.requirement_problems.length ? (
        <Box component="div" sx={{ mt: 0.5, color: 'warning.dark' }} aria-label="Requirement problems">
          {`Against the requirements: ${coi.requirement_problems.join(' ')}`}
        </Box>
      ) : null}
    </Box>
  );
}

type Props = { taskId: number; files: readonly TaskFile[]; label: string; emptyText: string; onChanged?: () => Promise<unknown> };

/** Adds the file to the caller's Quick Access, or takes it out (company/documents add/remove-from-quick-access). */
function QuickAccessButton({ file, onChanged }: { file: TaskFile; onChanged?: () => Promise<unknown> }) {
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const inQuickAccess = file.in_quick_access;
  const toggle = async () => {
    setSaving(true);
    try {
      toast.success(await setTaskFileQuickAccess(file.id, !inQuickAccess));
      await onChanged?.();
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setSaving(false);
    }
  };
  const label = inQuickAccess ? `Remove ${file.name} from Quick Access` : `Add ${file.name} to Quick Access`;
  return (
    <Tooltip title={inQuickAccess ? 'Remove from Quick Access' : 'Add to Quick Access'}>
      <span>
        <IconButton size="small" aria-label={label} aria-pressed={inQuickAccess} disabled={isSaving} onClick={() => void toggle()}>
          {inQuickAccess ? <StarIcon fontSize="small" color="warning" /> : <StarBorderOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function TaskFilesList({ taskId, files, label, emptyText, onChanged }: Props) {
  const toast = useToast();
  const download = async (file: TaskFile) => {
    try {
      await downloadTaskFile(taskId, file.id, file.name);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    }
  };
  if (files.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <List dense aria-label={label} disablePadding>
      {files.map((file) => {
        const review = file.review_status ? REVIEW[file.review_status] : null;
        return (
          <ListItem
            key={file.id}
            divider
            alignItems="flex-start"
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <QuickAccessButton file={file} onChanged={onChanged} />
                <Tooltip title="Download">
                  <IconButton size="small" aria-label={`Download ${file.name}`} onClick={() => void download(file)}>
                    <DownloadOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
          >
            <ListItemText
              disableTypography
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: 8 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                    {file.name}
                  </Typography>
                  {review ? <Chip size="small" color={review.color} label={review.label} /> : null}
                </Stack>
              }
              secondary={
                <Box sx={{ color: 'text.secondary', fontSize: 13, pr: 8 }}>
                  <div>{[formatSize(file.size), file.uploaded_by ? `uploaded by ${file.uploaded_by}` : null, formatDateTime(file.created_at)].filter(Boolean).join(' · ')}</div>
                  {file.review_status && file.review_status !== 'pending' && file.reviewed_at ? (
                    <div>{`${review?.label} by ${file.reviewed_by ?? 'N/A'} on ${formatDateTime(file.reviewed_at)}`}</div>
                  ) : null}
                  {file.review_status === 'rejected' && file.review_reason ? (
                    <Box sx={{ color: 'error.main' }}>{`Reason: ${file.review_reason}`}</Box>
                  ) : null}
                  {file.insurance ? <InsuranceSummary insurance={file.insurance} /> : null}
                </Box>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
