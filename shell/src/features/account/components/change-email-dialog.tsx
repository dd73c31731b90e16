// Change e-mail: the new address and the current password. The server clears the verification and
// mails a code to the new address; storing the returned user hands over to the verification page.
import { useRef } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { PEOPLE_MESSAGES, changeEmailSchema, type CurrentUser } from 'shared-contract';
import { DirtyRef, FormDialogActions, FormTextField, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { changeEmail } from '../api/profile';

type Values = { email: string; current_password: string };
const TITLE_ID = 'change-email-title';

type ChangeEmailDialogProps = { open: boolean; currentEmail: string; onClose: () => void; onChanged: (user: CurrentUser) => Promise<void> };

export function ChangeEmailDialog({ open, currentEmail, onClose, onChanged }: ChangeEmailDialogProps) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<Values>(changeEmailSchema);
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const requestClose = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const user = await changeEmail({ email: values.email.trim(), current_password: values.current_password });
      toast.success(PEOPLE_MESSAGES.emailChanged);
      onClose();
      await onChanged(user);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Dialog open={open} onClose={() => void requestClose()} maxWidth="xs" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<Values> initialValues={{ email: '', current_password: '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={TITLE_ID}>
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogTitle id={TITLE_ID}>Change e-mail</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  Your e-mail is {currentEmail}. We will send a code to the new address; enter it to verify the address and continue.
                </Typography>
                <FormTextField name="email" label="New e-mail" type="email" autoComplete="email" required fullWidth autoFocus />
                <FormTextField name="current_password" label="Current password" type="password" autoComplete="current-password" required fullWidth />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={() => void requestClose()} isSubmitting={isSubmitting} submitLabel="Change e-mail" />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
