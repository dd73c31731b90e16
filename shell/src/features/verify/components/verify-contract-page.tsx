// /verify (issue 16): anyone, signed in or not, checks an executed contract. A PDF file (dropped or
// chosen; PDF only, CONTRACT_VERIFY_MAX_BYTES) goes to the server, which compares it with the sealed
// record and checks its PDF signature; a pasted SHA-256 is looked up. The answer is Genuine, Modified
// or Unknown with the server's message and, for a genuine contract only, when it was sealed and who
// signed it when. Nothing of the document's content is ever shown here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { normalizeError } from 'shared-auth';
import { CONTRACT_MESSAGES, CONTRACT_VERIFY_MAX_BYTES, ROUTES, contractVerifyHashSchema, type ContractVerification } from 'shared-contract';
import { FileUpload, formatDateTime } from 'shared-ui';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';
import { sha256Of, verifyContractFile, verifyContractHash } from '../api/verify-contract';

const RESULT_TITLES: Record<ContractVerification['result'], string> = { genuine: 'Genuine', modified: 'Modified', unknown: 'Unknown' };
const RESULT_SEVERITY = { genuine: 'success', modified: 'error', unknown: 'warning' } as const;

/** The shared rule's message for a typed fingerprint, or null when it is well formed. */
function hashProblem(value: string): string | null {
  try {
    contractVerifyHashSchema.validateSync({ sha256: value });
    return null;
  } catch (error) {
    return (error as { message?: string }).message ?? CONTRACT_MESSAGES.verifyHash;
  }
}

function VerificationResult({ result, fileName }: { result: ContractVerification; fileName: string | null }) {
  const ref = useRef<HTMLDivElement | null>(null);
  // The answer takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} component="section" aria-label="Verification result" sx={{ outline: 'none' }}>
      {/* The server's message names the answer (Genuine: …, Modified: …, Unknown: …). */}
      <Alert severity={RESULT_SEVERITY[result.result]} variant="outlined" aria-label={RESULT_TITLES[result.result]}>
        {result.message}
      </Alert>
      <Box component="dl" sx={{ mt: 2, mb: 0, display: 'grid', gridTemplateColumns: { sm: '140px 1fr' }, gap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, wordBreak: 'break-all' } }}>
        {fileName ? (
          <>
            <dt>File</dt>
            <dd>{fileName}</dd>
          </>
        ) : null}
        <dt>SHA-256</dt>
        <dd>
          <Box component="code" sx={{ fontSize: 12 }}>
            {result.sha256}
          </Box>
        </dd>
        {result.sealed_at ? (
          <>
            <dt>Sealed</dt>
            <dd>{formatDateTime(result.sealed_at)}</dd>
          </>
        ) : null}
        {result.pdf_signature_valid !== null ? (
          <>
            <dt>PDF signature</dt>
            <dd>{result.pdf_signature_valid ? 'Valid' : 'Not valid'}</dd>
          </>
        ) : null}
      </Box>
      {result.result === 'genuine' && result.signers.length ? (
        <Table size="small" aria-label="Signers" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Signer</TableCell>
              <TableCell>Company</TableCell>
              <TableCell>Signed at</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.signers.map((signer) => (
              <TableRow key={`${signer.full_name}-${signer.signed_at}`}>
                <TableCell>{signer.full_name}</TableCell>
                <TableCell>{signer.company_name ?? ''}</TableCell>
                <TableCell>{formatDateTime(signer.signed_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}

export function VerifyContractPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileHash, setFileHash] = useState<string | null>(null);
  const [hash, setHash] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<{ result: ContractVerification; fileName: string | null } | null>(null);
  const chosen = useRef<File | null>(null);

  const choose = (next: File | null) => {
    chosen.current = next;
    setFile(next);
    setFileHash(null);
    setFormError(null);
    setAnswer(null);
    if (next) {
      sha256Of(next)
        // Only the file still chosen shows its fingerprint.
        .then((digest) => chosen.current === next && setFileHash(digest))
        .catch(() => undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAnswer(null);
    if (!file) {
      const problem = hashProblem(hash);
      setHashError(problem);
      if (problem) return;
    }
    setChecking(true);
    try {
      const result = file ? await verifyContractFile(file) : await verifyContractHash(hash.trim().toLowerCase());
      setAnswer({ result, fileName: file?.name ?? null });
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.errors?.sha256 && !file) setHashError(problem.errors.sha256);
      else setFormError(problem.errors?.file ?? problem.errors?.sha256 ?? problem.message);
    } finally {
      setChecking(false);
    }
  };

  const reset = () => {
    choose(null);
    setHash('');
    setHashError(null);
  };

  return (
    <AuthLayout
      title="Verify a contract"
      subtitle="Check that an executed contract is genuine and unmodified since it was sealed, and when and by whom it was signed. Nothing of the document's content is shown here."
      isWide
      footer={<AuthLink to={ROUTES.login}>Back to sign in</AuthLink>}
    >
      <Box component="form" noValidate aria-label="Verify a contract" onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack spacing={2.5}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <FileUpload
            extensions={['pdf']}
            maxBytes={CONTRACT_VERIFY_MAX_BYTES}
            typeMessage={CONTRACT_MESSAGES.verifyFileType}
            label="Drag and drop the executed contract PDF here or"
            onSelect={choose}
            selectedFileName={file?.name ?? null}
            onRemove={() => choose(null)}
            disabled={isChecking}
          />
          {file ? (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {fileHash ? `Fingerprint (SHA-256) of the file: ${fileHash}` : 'The file is checked against the sealed record.'}
            </Typography>
          ) : (
            <>
              <Divider>or</Divider>
              <TextField
                label="SHA-256 fingerprint"
                value={hash}
                onChange={(e) => {
                  setHash(e.target.value);
                  if (hashError) setHashError(null);
                }}
                onBlur={() => setHashError(hash.trim() ? hashProblem(hash) : null)}
                error={Boolean(hashError)}
                helperText={hashError ?? '64 hexadecimal characters, as printed on the contract\u2019s certificate page.'}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { spellCheck: false, maxLength: 80 } }}
              />
            </>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={isChecking}>
              Verify
            </Button>
            {answer ? (
              <Button variant="text" onClick={reset}>
                Verify another
              </Button>
            ) : null}
          </Stack>
          {answer ? <VerificationResult result={answer.result} fileName={answer.fileName} /> : null}
        </Stack>
      </Box>
    </AuthLayout>
  );
}
