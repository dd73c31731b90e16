// /tasks/{task_id}/contract/prepare (issue 16 "Preparing and sending for signature"): a contract
// that may be prepared offers to freeze its document (POST prepare: the PDF is rendered, its SHA-256
// stored, default signers and fields placed from the template); a preparing round opens the
// placement editor; any other state says where the contract stands and links back to it.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { CONTRACT_MESSAGES, CONTRACT_ROUND_STATUSES, type ContractDetails } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, useToast } from 'shared-ui';
import { CONTRACT_PATHS } from '../../../lib/contract-paths';
import { prepareContract, useContract } from '../api/contract-api';
import { ContractPrepareEditor } from './contract-prepare-editor';

const ID = /^\d+$/;

function PrepareStep({ details, onStored }: { details: ContractDetails; onStored: (details: ContractDetails) => Promise<unknown> }) {
  const toast = useToast();
  const [isPreparing, setPreparing] = useState(false);
  const prepare = async () => {
    setPreparing(true);
    try {
      const answer = await prepareContract(details.task.id);
      await onStored(answer.data);
      toast.success(answer.message);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        Prepare for signature
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The approved contract is frozen as a PDF: what the signers sign cannot change after this. Its signers and signature fields start from the template; you then place
        them and send the contract.
      </Typography>
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void prepare()} disabled={isPreparing} aria-describedby={isPreparing ? 'contract-preparing' : undefined}>
          Prepare the document
        </Button>
        {isPreparing ? (
          <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1} role="status" id="contract-preparing">
            <CircularProgress size={20} />
            <Typography variant="body2">Rendering the PDF…</Typography>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function ContractPreparePage() {
  const { taskId = '' } = useParams();
  const id = ID.test(taskId) ? Number(taskId) : null;
  const { data: details, error, isLoading, mutate } = useContract(id);
  const onStored = (next: ContractDetails) => mutate(next, { revalidate: false });

  if (id === null) return <NotFoundState />;
  if (isLoading) return <LoadingState />;
  if (error || !details) return <LoadErrorState error={error} onRetry={() => void mutate()} />;

  const round = details.round;
  if (round?.status === 'preparing' && details.can.send) return <ContractPrepareEditor key={round.id} details={details} onStored={onStored} />;
  if (details.can.prepare) return <PrepareStep details={details} onStored={onStored} />;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {round && round.status !== 'preparing' ? `${CONTRACT_ROUND_STATUSES[round.status]}.` : CONTRACT_MESSAGES.notPreparing}
      </Alert>
      <Link component={RouterLink} to={CONTRACT_PATHS.view(details.task.id)} underline="hover">
        Back to the contract
      </Link>
    </Box>
  );
}
