import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { normalizeError } from 'shared-auth';
import { forgotPasswordSchema, ROUTES } from 'shared-contract';
import { FormTextField } from 'shared-ui';
import { createPasswordResetLink } from '../api/create-password-reset-link';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';

type RecoveryValues = { email: string };

const INITIAL_VALUES: RecoveryValues = { email: '' };

export function RecoveryPasswordPage() {
  const { validate, showProblem } = useSchemaValidation<RecoveryValues>(forgotPasswordSchema);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const footer = (
    <>
      Remembered it? <AuthLink to={ROUTES.login}>Back to sign in</AuthLink>
    </>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail" footer={footer}>
        <Stack spacing={2.5}>
          <Alert severity="success">
            We have sent a password reset link to <strong>{sentTo}</strong>.
          </Alert>
          <Typography variant="body2" color="text.secondary">
            Open the link in the e-mail to choose a new password. If it does not arrive within a few minutes, check your spam
            folder or send the link again.
          </Typography>
          <Button variant="outlined" onClick={() => setSentTo(null)}>
            Send the link again
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <Formik<RecoveryValues>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          const email = values.email.trim();
          try {
            await createPasswordResetLink(email);
          } catch (error) {
            const problem = await normalizeError(error);
            if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          setSentTo(email);
        }}
      >
        {() => (
          <Form noValidate aria-label="Reset your password">
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required fullWidth />
              <AuthSubmitButton>Send reset link</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
