// Operator sign-in in two steps (001 section 2): password, then the 4-digit code mailed to them.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { loginSchema, ROUTES } from 'shared-contract';
import { FormTextField } from 'shared-ui';
import { createSuperadminCode, verifySuperadminCode, type SuperadminCredentials } from '../api/superadmin-sign-in';
import { useStoreCurrentUser } from '../hooks/use-store-current-user';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { CodeForm } from './code-form';

const EMPTY_CREDENTIALS: SuperadminCredentials = { email: '', password: '' };

export function SuperadminLoginPage() {
  const navigate = useNavigate();
  const storeCurrentUser = useStoreCurrentUser();
  const { validate, showProblem } = useSchemaValidation<SuperadminCredentials>(loginSchema);
  const [formError, setFormError] = useState<string | null>(null);
  // Kept after step 1: the code is checked together with the e-mail, 'Resend code' repeats
  // step 1, and 'Back' returns to a form that still holds what was typed.
  const [credentials, setCredentials] = useState<SuperadminCredentials>(EMPTY_CREDENTIALS);
  const [isCodeStep, setIsCodeStep] = useState(false);

  if (isCodeStep) {
    return (
      <AuthLayout
        title="Enter your code"
        subtitle={
          <>
            We sent a 4-digit code to <strong>{credentials.email}</strong>.
          </>
        }
      >
        <CodeForm
          submitLabel="Sign in"
          onSubmitCode={async (code) => {
            const user = await verifySuperadminCode({ email: credentials.email, code });
            await storeCurrentUser(user);
            navigate(ROUTES.superadminCompanies, { replace: true });
          }}
          onResend={() => createSuperadminCode(credentials)}
          resentMessage="A new code has been sent to your e-mail."
          secondaryActions={
            <Button variant="text" color="inherit" onClick={() => setIsCodeStep(false)}>
              Back
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Operator sign in" subtitle="Sign in to the platform administration. A code will be sent to your e-mail.">
      <Formik<SuperadminCredentials>
        initialValues={credentials}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          const next = { email: values.email.trim(), password: values.password };
          try {
            await createSuperadminCode(next);
          } catch (error) {
            const problem = await normalizeError(error);
            if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          setCredentials(next);
          setIsCodeStep(true);
        }}
      >
        {() => (
          <Form noValidate aria-label="Operator sign in">
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required fullWidth />
              <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required fullWidth />
              <AuthSubmitButton>Continue</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
