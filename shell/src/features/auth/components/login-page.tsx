import { useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { normalizeError, signIn } from 'shared-auth';
import { loginSchema, ROUTES } from 'shared-contract';
import { FormTextField } from 'shared-ui';
import { useSchemaValidation } from '../lib/form-validation';
import { isServerPagePath, loadServerPage, takeFailedRedirection } from '../lib/failed-redirection';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';

type LoginValues = { email: string; password: string };

const INITIAL_VALUES: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const navigate = useNavigate();
  const { validate, showProblem } = useSchemaValidation<LoginValues>(loginSchema);
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your projects and contracts."
      footer={
        <>
          New to the platform? <AuthLink to={ROUTES.companySignUp}>Sign up your company</AuthLink>
          <Box sx={{ mt: 1 }}>
            Received a signed contract? <AuthLink to={ROUTES.verifyContract}>Verify a contract</AuthLink>
          </Box>
        </>
      }
    >
      <Formik<LoginValues>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            await signIn({ email: values.email.trim(), password: values.password });
          } catch (error) {
            const problem = await normalizeError(error);
            // The API client already sends a 429 to the too-many-attempts page.
            if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          const next = takeFailedRedirection() ?? ROUTES.home;
          // A page the API renders (the network invitation page) is not a route of this app.
          if (isServerPagePath(next)) loadServerPage(next);
          else navigate(next, { replace: true });
        }}
      >
        {() => (
          <Form noValidate aria-label="Sign in">
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required fullWidth />
              <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required fullWidth />
              <Box sx={{ textAlign: 'right', mt: -1 }}>
                <AuthLink to={ROUTES.recoveryPassword}>Forgot password?</AuthLink>
              </Box>
              <AuthSubmitButton>Sign in</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
