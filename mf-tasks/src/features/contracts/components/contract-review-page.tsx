// /tasks/{task_id}/contract/review (TaskReviewApprove, 000 section 2; issue 16): the rendered contract,
// the approvals so far, and Approve (an optional comment) or Reject (a reason, required) for an
// approver of the step acting now. Anyone else reads why they cannot act (not an approver, not their
// step yet, already acted) instead of buttons. The answer replaces the contract everywhere it shows.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogContentText, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { CONTRACT_APPROVAL_STATES, CONTRACT_COMMENT_MAX, CONTRACT_MESSAGES, contractCommentSchema, contractReasonSchema, type ContractDetails } from 'shared-contract';
import { FormDialogActions, FormTextField, LoadErrorState, LoadingState, NotFoundState, statusOfError, useConfirmDiscard, useToast } from 'shared-ui';
import { TaskDocumentFrame } from '../../../components/task-document-frame';
import { CONTRACT_PATHS } from '../../../lib/contract-paths';
import { approveContract, rejectContract, useContract, useStoreContract } from '../api/contract-api';
import { ContractApprovalsList } from './contract-progress';

type Decision = 'approve' | 'reject';
type Values = { text: string };

const DECISIONS = {
  approve: { title: 'Approve the contract', label: 'Comment (optional)', submit: 'Approve', schema: contractCommentSchema, field: 'comment', hint: 'The sender and the other approvers read your comment.' },
  reject: { title: 'Reject the contract', label: 'Reason', submit: 'Reject', schema: contractReasonSchema, field: 'reason', hint: 'The sender reads this reason, corrects the contract and sends it for approval again.' },
} as const;

function DecisionDialog({ details, decision, onClose }: { details: ContractDetails; decision: Decision; onClose: () => void }) {
  const toast = useToast();
  const store = useStoreContract();
  const confirmDiscard = useConfirmDiscard();
  const spec = DECISIONS[decision];
  const bodyOf = (values: Values) => ({ [spec.field]: decision === 'approve' && !values.text.trim() ? null : values.text.trim() });
  // The endpoint's own rule (shared-contract), on the dialog's one field.
  const validate = (values: Values) => {
    try {
      spec.schema.validateSync(bodyOf(values));
      return {};
    } catch (error) {
      return { text: (error as Error).message };
    }
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const text = values.text.trim();
    try {
      const answer = decision === 'approve' ? await approveContract(details.task.id, text || null) : await rejectContract(details.task.id, text);
      await store(answer.data);
      onClose();
      toast.success(answer.message);
    } catch (error) {
      const problem = await normalizeError(error);
      const fieldError = problem.status === 422 ? problem.errors?.[spec.field] : undefined;
      if (fieldError) helpers.setErrors({ text: fieldError });
      else toast.warning(problem.message);
    }
  };
  return (
    <Formik<Values> initialValues={{ text: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (isSubmitting || !(await confirmDiscard(dirty))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby="contract-decision-title">
            <Form noValidate aria-label={spec.title}>
              <DialogTitle id="contract-decision-title">{spec.title}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{spec.hint}</DialogContentText>
                <FormTextField name="text" label={spec.label} required={decision === 'reject'} fullWidth multiline minRows={3} autoFocus slotProps={{ htmlInput: { maxLength: CONTRACT_COMMENT_MAX } }} />
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel={spec.submit} />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}

/** Why the caller cannot approve or reject now (null when they can). */
export function whyNotApprover(details: ContractDetails, userId: number | undefined): string | null {
  if (details.can.approve || details.can.reject) return null;
  const { approval } = details;
  if (approval.state !== 'pending') return `This contract is not waiting for approval: ${CONTRACT_APPROVAL_STATES[approval.state].toLowerCase()}.`;
  if (details.task.status !== 'pending_approval') return `This contract is not waiting for approval: ${details.task.status_label.toLowerCase()}.`;
  const mine = approval.approvals.find((a) => a.user_id === userId);
  if (!mine) return CONTRACT_MESSAGES.notApprover;
  if (mine.approved || mine.rejected) return CONTRACT_MESSAGES.alreadyActed;
  if (approval.current_step !== null && mine.step > approval.current_step) return CONTRACT_MESSAGES.notYourStep;
  return CONTRACT_MESSAGES.notApprover;
}

export function ContractReviewPage() {
  const { taskId = '' } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(taskId) ? Number(taskId) : null;
  const { user } = useCurrentUser();
  const { data: details, error, isLoading, mutate } = useContract(id);
  const [decision, setDecision] = useState<Decision | null>(null);
  if (id === null || statusOfError(error) === 404) return <NotFoundState />;
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !details) return <LoadingState />;
  const why = whyNotApprover(details, user?.id);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Your review">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Review and approve
        </Typography>
        {why ? (
          <Alert severity="info" action={<Button component={RouterLink} to={CONTRACT_PATHS.view(details.task.id)}>Open the contract</Button>}>
            {why}
          </Alert>
        ) : (
          <Stack direction="row" spacing={1}>
            {details.can.approve ? (
              <Button variant="contained" color="success" onClick={() => setDecision('approve')}>
                Approve
              </Button>
            ) : null}
            {details.can.reject ? (
              <Button variant="outlined" color="error" onClick={() => setDecision('reject')}>
                Reject
              </Button>
            ) : null}
          </Stack>
        )}
      </Paper>
      <ContractApprovalsList approval={details.approval} />
      <Box component="section" aria-label="Contract document">
        <TaskDocumentFrame html={details.html} title={`${details.task.task_name} contract`} emptyText="This contract has no document yet." />
      </Box>
      {decision ? <DecisionDialog details={details} decision={decision} onClose={() => setDecision(null)} /> : null}
    </Stack>
  );
}
