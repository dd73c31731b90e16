// /tasks/{task_id}/sign (TaskSign, 000 section 2; issue 16): the whole document to review (the
// rendered contract, and Download PDF of the round's frozen document, which is what is signed), who
// signs in which order and where each stands, then the caller's part: sign (ContractSignForm) when it
// is their turn, else why not (not a signer, not their turn yet: whose it is, the round not out for
// signature), or what they did (signed: what happens next; declined). Opening it as a signer records
// the view once (POST viewed).
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { CONTRACT_MESSAGES, CONTRACT_ROUND_STATUSES, currentSigningStep, type ContractDetails, type ContractSigner } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, formatDateTime, statusOfError, useToast } from 'shared-ui';
import { TaskDocumentFrame } from '../../../components/task-document-frame';
import { CONTRACT_PATHS } from '../../../lib/contract-paths';
import { downloadContractDocument, markContractViewed, useContract } from '../api/contract-api';
import { ContractSignersList } from './contract-progress';
import { ContractSignForm } from './contract-sign-form';

const ID = /^[1-9]\d{0,8}$/;

const namesOf = (signers: readonly ContractSigner[]) => signers.map((s) => (s.company_name ? `${s.full_name} (${s.company_name})` : s.full_name)).join(', ');

/** What happens after the caller signed: the next signers are told, or the contract is sealed. */
function nextAfterSigning(details: ContractDetails): string {
  const round = details.round!;
  if (round.status === 'executed') return `Everyone has signed: the contract was executed${round.sealed_at ? ` and sealed on ${formatDateTime(round.sealed_at)}` : ''}. The executed PDF is on the contract.`;
  if (round.status === 'sealing') return 'Everyone has signed: the executed PDF, with every signature and its certificate page, is being sealed. Everyone is told when it is ready.';
  const next = currentSigningStep(round.signers);
  return next.length ? `${namesOf(next)} ${next.length === 1 ? 'is' : 'are'} told to sign next. You are told when the contract is executed.` : 'You are told when the contract is executed.';
}

function OpenContractButton({ details }: { details: ContractDetails }) {
  return (
    <Button component={RouterLink} to={CONTRACT_PATHS.view(details.task.id)} variant="outlined" size="small">
      Open the contract
    </Button>
  );
}

/** Where the caller stands: their turn, or why they cannot sign now, or what they did. */
function SignerState({ details, me }: { details: ContractDetails; me: ContractSigner | null }) {
  const round = details.round;
  const open = <OpenContractButton details={details} />;
  if (!round) return <Alert severity="info" action={open}>The contract has not been sent for signature yet.</Alert>;
  if (!me) return <Alert severity="info" action={open}>{CONTRACT_MESSAGES.notASigner}</Alert>;
  if (me.status === 'signed') {
    return (
      <Alert severity="success" action={open} role="status">
        <AlertTitle>{`You signed this contract${me.signed_at ? ` on ${formatDateTime(me.signed_at)}` : ''}.`}</AlertTitle>
        {nextAfterSigning(details)}
      </Alert>
    );
  }
  if (me.status === 'declined') {
    return (
      <Alert severity="warning" action={open} role="status">
        <AlertTitle>{`You declined to sign this contract${me.declined_at ? ` on ${formatDateTime(me.declined_at)}` : ''}.`}</AlertTitle>
        {me.decline_reason ? `Your reason: ${me.decline_reason}. ` : ''}The sender was told and may correct the contract and send it again.
      </Alert>
    );
  }
  if (round.status !== 'signing') return <Alert severity="info" action={open}>{`This contract is not out for signature: ${CONTRACT_ROUND_STATUSES[round.status]}.`}</Alert>;
  if (!details.can.sign) {
    const now = currentSigningStep(round.signers);
    // Their step is on, but the server does not let them sign (their rights changed, say).
    if (now.some((s) => s.id === me.id)) return <Alert severity="info" action={open}>You cannot sign this contract now. Ask the sender or your company administrator.</Alert>;
    return (
      <Alert severity="info" action={open}>
        <AlertTitle>{CONTRACT_MESSAGES.notYourTurn}</AlertTitle>
        {now.length ? `Waiting for ${namesOf(now)} to sign. You are told when it is your turn.` : 'You are told when it is your turn.'}
      </Alert>
    );
  }
  return <Alert severity="info">It is your turn to sign: read the whole document, then sign below.</Alert>;
}

export function ContractSignPage() {
  const { taskId = '' } = useParams();
  const id = ID.test(taskId) ? Number(taskId) : null;
  const { user } = useCurrentUser();
  const toast = useToast();
  const { data: details, error, isLoading, mutate } = useContract(id);
  const [isDownloading, setDownloading] = useState(false);
  const viewed = useRef(false);
  const me = details?.round?.signers.find((s) => s.id === details.my_signer_id) ?? null;
  const isSigning = details?.round?.status === 'signing';

  // The signer opened the document: recorded once (the server keeps the first view).
  useEffect(() => {
    if (id === null || !me || !isSigning || viewed.current) return;
    viewed.current = true;
    void markContractViewed(id);
  }, [id, me, isSigning]);

  if (id === null || statusOfError(error) === 404) return <NotFoundState />;
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !details) return <LoadingState />;

  const round = details.round;
  const download = async () => {
    if (!round) return;
    setDownloading(true);
    try {
      await downloadContractDocument(details, round.id);
    } catch (failure) {
      toast.error((await normalizeError(failure)).message);
    } finally {
      setDownloading(false);
    }
  };
  const myNodes = round && me ? round.nodes.filter((n) => n.user_id === me.user_id) : [];
  const canSign = Boolean(me && round && details.can.sign && me.status !== 'signed' && me.status !== 'declined');

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label="Signing status">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Sign the contract
        </Typography>
        <SignerState details={details} me={me} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Document to sign">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography component="h2" variant="h6">
              Document
            </Typography>
            {round ? (
              <Typography variant="body2" color="text.secondary">
                {`Read the whole document before you sign: ${round.page_count} ${round.page_count === 1 ? 'page' : 'pages'}, fingerprint (SHA-256) ${round.document_sha256}`}
              </Typography>
            ) : null}
          </Box>
          {round ? (
            <Button variant="outlined" startIcon={<DownloadOutlined />} loading={isDownloading} onClick={() => void download()}>
              Download PDF
            </Button>
          ) : null}
        </Stack>
        <TaskDocumentFrame html={details.html} title={`${details.task.task_name} contract`} emptyText="This contract has no document yet." />
      </Paper>
      {round ? <ContractSignersList round={round} /> : null}
      {canSign ? <ContractSignForm details={details} myNodes={myNodes} signerName={me?.full_name || user?.full_name || ''} /> : null}
    </Stack>
  );
}
