// The reviewer's Approve and Reject of a pending submission (when the server's can.actions offers
// them): Approve asks first; Reject opens a dialog whose reason is required (taskReasonSchema, the
// server's rule) and is what the vendor reads.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { TASK_ACTION_MESSAGES, TASK_REASON_MAX, taskReasonSchema, type TaskDetails } from 'shared-contract';
import { FormDialogActions, FormTextField, useConfirm, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { approveTask, rejectTask } from '../api/task-api';

type Props = { task: TaskDetails; onDone: (task: TaskDetails, message: string) => Promise<unknown> };

type Values = { reason: string };

function RejectDialog({ task, onDone, onClose }: Props & { onClose: () => void }) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const { validate, showProblem } = useSchemaValidation<Values>(taskReasonSchema);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { data, message } = await rejectTask(task.id, values.reason.trim());
      onClose();
      await onDone(data, message);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };
  return (
    <Formik<Values> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (isSubmitting || !(await confirmDiscard(dirty))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby="reject-submission-title">
            <Form noValidate aria-label="Reject the submission">
              <DialogTitle id="reject-submission-title">Reject the submission</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>The vendor reads this reason and uploads again.</DialogContentText>
                <FormTextField name="reason" label="Reason" required fullWidth multiline minRows={3} autoFocus slotProps={{ htmlInput: { maxLength: TASK_REASON_MAX } }} />
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel="Reject" />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}

export function TaskReviewActions({ task, onDone }: Props) {
  const toast = useToast();
  const confirm = useConfirm();
  const [isRejecting, setRejecting] = useState(false);
  const [isApproving, setApproving] = useState(false);
  const canApprove = task.can.actions.includes('approve');
  const canReject = task.can.actions.includes('reject');
  if (!canApprove && !canReject) return null;

  const approve = async () => {
    const question = task.is_recurring
      ? 'Approve the submission? This recurring request stays open for the next submissions.'
      : 'Approve the submission? The task is then completed.';
    if (!(await confirm({ title: 'Approve the submission', message: question, confirmText: 'Approve', initialFocus: 'confirm' }))) return;
    setApproving(true);
    try {
      const { data, message } = await approveTask(task.id);
      await onDone(data, message);
    } catch (error) {
      const problem = await normalizeError(error);
      // A COI that fails its requirement: the problems are listed and the reviewer may approve anyway.
      const problems = problem.status === 422 ? problem.errors?.insurance : undefined;
      if (problems && problem.message !== TASK_ACTION_MESSAGES.coiExpired) {
        const anyway = await confirm({
          title: 'Requirements not met',
          message: `${problem.message} ${problems}`,
          confirmText: 'Approve anyway',
          danger: true,
        });
        if (anyway) {
          try {
            const { data, message } = await approveTask(task.id, true);
            await onDone(data, message);
          } catch (again) {
            toast.error((await normalizeError(again)).message);
          }
        }
      } else toast.error(problem.errors?.insurance ?? problem.message);
    } finally {
      setApproving(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {canApprove ? (
        <Button variant="contained" color="success" loading={isApproving} onClick={() => void approve()}>
          Approve
        </Button>
      ) : null}
      {canReject ? (
        <Button variant="outlined" color="error" disabled={isApproving} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      ) : null}
      {isRejecting ? <RejectDialog task={task} onDone={onDone} onClose={() => setRejecting(false)} /> : null}
    </Stack>
  );
}
