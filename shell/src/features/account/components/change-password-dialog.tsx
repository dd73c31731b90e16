// Change password in two steps: the current password is checked first (users/profile/check-password),
// then the new one with the password rule and its confirmation (users/profile/change-password).
import { useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { checkPasswordSchema, changePasswordSchema, yup } from 'shared-contract';
import { DirtyRef, FormDialogActions, FormTextField, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { changePassword, checkPassword } from '../api/profile';

type Values = { current_password: string; password: string; password_confirmation: string };
const INITIAL: Values = { current_password: '', password: '', password_confirmation: '' };
const TITLE_ID = 'change-password-title';
const newPasswordSchema = changePasswordSchema.pick(['password', 'password_confirmation']) as yup.AnyObjectSchema;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [step, setStep] = useState<'current' | 'new'>('current');
  const first = useSchemaValidation<Values>(checkPasswordSchema);
  const second = useSchemaValidation<Values>(newPasswordSchema);
  const active = step === 'current' ? first : second;
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const requestClose = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      if (step === 'current') {
        await checkPassword(values.current_password);
        setStep('new');
        await helpers.setTouched({}, false);
        return;
      }
      toast.success(await changePassword(values));
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.errors?.current_password) setStep('current');
      const text = problem.status === 422 ? (step === 'current' ? first : second).showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Dialog open={open} onClose={() => void requestClose()} maxWidth="xs" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<Values> initialValues={INITIAL} validate={active.validate} onSubmit={submit} validateOnMount={false}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={TITLE_ID}>
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogTitle id={TITLE_ID}>Change password</DialogTitle>
            <DialogContent>
              {step === 'current' ? (
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    Enter your current password first.
                  </Typography>
                  <FormTextField name="current_password" label="Current password" type="password" autoComplete="current-password" required fullWidth autoFocus />
                </Stack>
              ) : (
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    6-32 characters with a lower case and an upper case letter, a number and a special symbol.
                  </Typography>
                  <FormTextField name="password" label="New password" type="password" autoComplete="new-password" required fullWidth autoFocus />
                  <FormTextField name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" required fullWidth />
                </Stack>
              )}
            </DialogContent>
            <FormDialogActions onCancel={() => void requestClose()} isSubmitting={isSubmitting} submitLabel={step === 'current' ? 'Continue' : 'Change password'} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
