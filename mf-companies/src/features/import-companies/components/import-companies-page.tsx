// Companies > Import: upload a CSV or XLSX (the 10 MB rule), a preview shows each row as a new invitation,
// already in the network, or invalid with its reasons; confirming sends the new invitations.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import {
  IMPORT_COLUMNS,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_ROWS,
  IMPORT_OUTCOME_LABELS,
  NETWORK_MESSAGES,
  NETWORK_ROUTES,
  UI_TEXT,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRowOutcome,
} from 'shared-contract';
import { DataTable, FileUpload, LoadingState, PageHeader, useToast, type DataTableColumn } from 'shared-ui';
import { useReloadNetwork } from '../../../lib/network-api';
import { confirmImport, previewImport } from '../api/import-companies';

const OUTCOME_COLOURS: Record<ImportRowOutcome, 'success' | 'default' | 'error'> = { new_invitation: 'success', in_network: 'default', invalid: 'error' };
const PREVIEW_PAGE_SIZE = 20;

const COLUMNS: DataTableColumn<ImportPreviewRow>[] = [
  { field: 'row', headerName: 'Row', width: 70, hideable: false },
  { field: 'company_name', headerName: 'Company Name', minWidth: 160 },
  { field: 'tax_id', headerName: 'Tax ID', minWidth: 110 },
  { field: 'contact_name', headerName: 'Contact name' },
  { field: 'email', headerName: 'Contact e-mail', minWidth: 180 },
  { field: 'phone', headerName: 'Phone' },
  {
    field: 'outcome',
    headerName: 'Result',
    hideable: false,
    minWidth: 230,
    renderCell: (row) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" color={OUTCOME_COLOURS[row.outcome]} label={IMPORT_OUTCOME_LABELS[row.outcome]} />
        {row.reasons.map((reason) => (
          <Typography key={reason} variant="caption" color={row.outcome === 'invalid' ? 'error' : 'text.secondary'}>
            {reason}
          </Typography>
        ))}
      </Stack>
    ),
  },
];

const columnList = (Object.keys(IMPORT_COLUMNS) as (keyof typeof IMPORT_COLUMNS)[]).map((c) => IMPORT_COLUMNS[c][0]).join(', ');

export function ImportCompaniesPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const reloadNetwork = useReloadNetwork();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [page, setPage] = useState(1);
  // A summary chip narrows a long preview to one outcome (the invalid rows of 1,000 are found at once).
  const [shown, setShown] = useState<ImportRowOutcome | null>(null);

  const read = async (file: File) => {
    setFileName(file.name);
    setPreview(null);
    setProblem(null);
    setPage(1);
    setShown(null);
    setIsReading(true);
    try {
      setPreview(await previewImport(file));
    } catch (error) {
      const failure = await normalizeError(error);
      setProblem(failure.errors?.file ?? failure.message);
    } finally {
      setIsReading(false);
    }
  };

  const reset = () => {
    setFileName(null);
    setPreview(null);
    setProblem(null);
  };

  const confirm = async () => {
    if (!preview) return;
    setIsConfirming(true);
    try {
      const { message } = await confirmImport(preview.id);
      toast.success(message);
      reloadNetwork();
      navigate(NETWORK_ROUTES.invited);
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
      setIsConfirming(false);
    }
  };

  const newCount = preview?.counts.new_invitation ?? 0;
  const shownRows = (preview?.rows ?? []).filter((row) => shown === null || row.outcome === shown);
  const rows = shownRows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  const toggleShown = (outcome: ImportRowOutcome) => {
    setShown((current) => (current === outcome ? null : outcome));
    setPage(1);
  };

  return (
    <Box>
      <Link component={RouterLink} to={NETWORK_ROUTES.existing} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Companies
      </Link>
      <PageHeader title="Import companies" subtitle={`A CSV or XLSX file with the columns ${columnList}; up to ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <FileUpload
            extensions={IMPORT_EXTENSIONS}
            onSelect={(file) => void read(file)}
            selectedFileName={fileName}
            onRemove={reset}
            disabled={isReading || isConfirming}
          />
        </CardContent>
      </Card>
      {isReading ? <LoadingState label="Reading the file" /> : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {preview ? (
        <Box component="section" aria-label="Import preview">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <Stack direction="row" spacing={1} sx={{ flex: 1, flexWrap: 'wrap' }} aria-label="Import summary">
              {(Object.keys(IMPORT_OUTCOME_LABELS) as ImportRowOutcome[]).map((outcome) => (
                <Chip
                  key={outcome}
                  color={OUTCOME_COLOURS[outcome]}
                  variant={shown === outcome ? 'filled' : 'outlined'}
                  label={`${IMPORT_OUTCOME_LABELS[outcome]}: ${preview.counts[outcome]}`}
                  onClick={() => toggleShown(outcome)}
                  aria-pressed={shown === outcome}
                  disabled={preview.counts[outcome] === 0 && shown !== outcome}
                />
              ))}
            </Stack>
            <Button color="inherit" onClick={reset} disabled={isConfirming}>
              {UI_TEXT.cancel}
            </Button>
            <Button variant="contained" onClick={() => void confirm()} disabled={newCount === 0} loading={isConfirming}>
              {newCount === 1 ? 'Send 1 invitation' : `Send ${newCount} invitations`}
            </Button>
          </Stack>
          {newCount === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {NETWORK_MESSAGES.importNothingToSend}
            </Alert>
          ) : null}
          <DataTable<ImportPreviewRow>
            aria-label="Import preview"
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.row}
            page={page}
            perPage={PREVIEW_PAGE_SIZE}
            total={shownRows.length}
            onPageChange={setPage}
          />
        </Box>
      ) : null}
    </Box>
  );
}
