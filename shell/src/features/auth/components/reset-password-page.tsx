import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { resetPasswordSchema, ROUTES } from 'shared-contract';
import { FormTextField, useToast } from 'shared-ui';
import { updatePassword, type ResetPasswordInput } from '../api/update-password';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';

const HIDDEN_FIELDS = ['token', 'email'] as const;

export const PASSWORD_RESET_SUCCESS = 'Your password has been reset. Sign in with your new password.';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const { validate, showProblem } = useSchemaValidation<ResetPasswordInput>(resetPasswordSchema, { hiddenFields: HIDDEN_FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const isLinkComplete = Boolean(token && email);

  // A link without its token or address cannot reset anything.
  useEffect(() => {
    if (!isLinkComplete) navigate(ROUTES.expired, { replace: true });
  }, [isLinkComplete, navigate]);

  if (!isLinkComplete) return null;

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={
        <>
          For <strong>{email}</strong>. Use 6-32 characters with a lower case and an upper case letter, a number and a symbol.
        </>
      }
      footer={<AuthLink to={ROUTES.login}>Back to sign in</AuthLink>}
    >
      <Formik<ResetPasswordInput>
        initialValues={{ token, email, password: '', password_confirmation: '' }}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            await updatePassword(values);
          } catch (error) {
            const problem = await normalizeError(error);
            if (problem.status === 410) navigate(ROUTES.expired, { replace: true });
            else if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          toast.success(PASSWORD_RESET_SUCCESS);
          navigate(ROUTES.login, { replace: true });
        }}
      >
        {() => (
          <Form noValidate aria-label="Choose a new password">
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField name="password" label="New password" type="password" autoComplete="new-password" autoFocus required fullWidth />
              <FormTextField
                name="password_confirmation"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
              />
              <AuthSubmitButton>Reset password</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
