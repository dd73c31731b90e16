// The contract part of /tasks/{task_id}/contract (issue 16): where the contract stands (its approval
// round and its signing round) and what the caller may do now, as the server's `can` flags allow:
// Submit for approval, Review, Edit values, Prepare for signature or Continue preparing, Sign, Revoke,
// Correct and send again, the executed PDF and the record's ZIP, and the Timeline. Each action reports
// the server's message; the destructive ones ask first.
import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { type ContractDetails } from 'shared-contract';
import { LoadErrorState, LoadingState, TaskRevokeDialog, useConfirm, useToast } from 'shared-ui';
import { CONTRACT_PATHS } from '../../../lib/contract-paths';
import {
  downloadContractRecord,
  downloadExecutedContract,
  prepareContract,
  resendContract,
  revokeContract,
  submitContractForApproval,
  useContract,
  useReloadContract,
  useStoreContract,
} from '../api/contract-api';
import { ContractEditDialog } from './contract-edit-dialog';
import { ContractApprovalsList, ContractSignersList } from './contract-progress';

type Busy = 'submit' | 'prepare' | 'resend' | 'executed' | 'record' | null;

export function ContractActions({ details }: { details: ContractDetails }) {
  const { task, can, round } = details;
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const store = useStoreContract();
  const reload = useReloadContract();
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<'edit' | 'revoke' | null>(null);

  const run = async (which: Exclude<Busy, null>, action: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await action();
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusy(null);
    }
  };
  const done = async (next: ContractDetails, message: string) => {
    await store(next);
    toast.success(message);
  };

  const submit = async () => {
    const ok = await confirm({
      title: 'Submit for approval',
      message: `Send the contract into the approval workflow${details.approval.workflow_name ? ` "${details.approval.workflow_name}"` : ''}? Its approvers are told.`,
      confirmText: 'Submit',
      initialFocus: 'confirm',
    });
    if (ok) await run('submit', async () => {
      const answer = await submitContractForApproval(task.id);
      await done(answer.data, answer.message);
    });
  };
  const prepare = async () => {
    const ok = await confirm({
      title: 'Prepare for signature',
      message: 'Freeze the contract as a PDF for signature? Its values can no longer be edited; you then place the signature fields and send it.',
      confirmText: 'Prepare',
    });
    if (ok) await run('prepare', async () => {
      const answer = await prepareContract(task.id);
      await done(answer.data, answer.message);
      await navigate(CONTRACT_PATHS.prepare(task.id));
    });
  };
  const resend = async () => {
    const ok = await confirm({
      title: 'Correct and send again',
      message: 'Create a corrected contract from this one? It is a new task, to be reviewed, approved and sent again; this one and its history are kept.',
      confirmText: 'Create corrected contract',
    });
    if (ok) await run('resend', async () => {
      const answer = await resendContract(task.id);
      await reload(task.id);
      toast.success(answer.message);
      await navigate(CONTRACT_PATHS.view(answer.data.id));
    });
  };
  const revoke = async (reason: string | null) => {
    try {
      const message = await revokeContract(task.id, reason);
      await reload(task.id);
      toast.success(message);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    }
  };

  const isPreparing = round?.status === 'preparing' && can.send;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label="Contract actions">
      {can.approve || can.reject ? (
        <Button variant="contained" component={RouterLink} to={CONTRACT_PATHS.review(task.id)}>
          Review and approve
        </Button>
      ) : null}
      {can.submit_for_approval ? (
        <Button variant="contained" loading={busy === 'submit'} onClick={() => void submit()}>
          Submit for approval
        </Button>
      ) : null}
      {can.edit ? (
        <Button variant="outlined" onClick={() => setDialog('edit')}>
          Edit values
        </Button>
      ) : null}
      {can.prepare ? (
        <Button variant="contained" loading={busy === 'prepare'} onClick={() => void prepare()}>
          Prepare for signature
        </Button>
      ) : null}
      {isPreparing ? (
        <Button variant="contained" component={RouterLink} to={CONTRACT_PATHS.prepare(task.id)}>
          Continue preparing
        </Button>
      ) : null}
      {can.sign ? (
        <Button variant="contained" color="success" component={RouterLink} to={CONTRACT_PATHS.sign(task.id)}>
          Sign
        </Button>
      ) : null}
      {can.download_executed ? (
        <Button variant="outlined" startIcon={<DownloadOutlined />} loading={busy === 'executed'} onClick={() => void run('executed', () => downloadExecutedContract(details))}>
          Download executed PDF
        </Button>
      ) : null}
      {can.export_record ? (
        <Button variant="outlined" startIcon={<DownloadOutlined />} loading={busy === 'record'} onClick={() => void run('record', () => downloadContractRecord(details))}>
          Download record (ZIP)
        </Button>
      ) : null}
      {can.resend ? (
        <Button variant="outlined" loading={busy === 'resend'} onClick={() => void resend()}>
          Correct and send again
        </Button>
      ) : null}
      {can.revoke ? (
        <Button variant="outlined" color="error" onClick={() => setDialog('revoke')}>
          Revoke
        </Button>
      ) : null}
      <Button component={RouterLink} to={CONTRACT_PATHS.timeline(task.id)}>
        Timeline
      </Button>
      {dialog === 'edit' ? <ContractEditDialog details={details} onDone={done} onClose={() => setDialog(null)} /> : null}
      {dialog === 'revoke' ? <TaskRevokeDialog tasks={[task]} onConfirm={revoke} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

/** The panel of a contract's view: its status as this viewer reads it, its rounds, and the actions. */
export function ContractStatusPanel({ taskId }: { taskId: number }) {
  const { data: details, error, isLoading, mutate } = useContract(taskId);
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !details) return <LoadingState />;
  return (
    <Stack spacing={2} component="section" aria-label="Contract status">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          {`Contract: ${details.task.status_label}`}
        </Typography>
        {details.supersedes_task_id !== null ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {'Corrects '}
            <Link component={RouterLink} to={CONTRACT_PATHS.view(details.supersedes_task_id)}>
              the earlier contract
            </Link>
            .
          </Typography>
        ) : null}
        {details.superseded_by_task_id !== null ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {'This contract was corrected and sent again: '}
            <Link component={RouterLink} to={CONTRACT_PATHS.view(details.superseded_by_task_id)}>
              open the corrected contract
            </Link>
            .
          </Alert>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          <ContractActions details={details} />
        </Box>
      </Paper>
      <ContractApprovalsList approval={details.approval} />
      {details.round ? <ContractSignersList round={details.round} /> : null}
    </Stack>
  );
}
