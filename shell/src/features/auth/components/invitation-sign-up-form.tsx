// The sign-up form behind an invitation link, shared by /user/sign-up (an invited employee) and
// /sign-up-owner (a company owner the operator created): both read the link's token.
import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { ROUTES, userSignUpSchema, type SignUpInvitation as Invitation } from 'shared-contract';
import { FormTextField, LoadingState } from 'shared-ui';
import { createInvitedUser } from '../api/create-invited-user';
import { findInvitation } from '../api/find-invitation';
import { useStoreCurrentUser } from '../hooks/use-store-current-user';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';

type InvitationSignUpValues = {
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
};

type InvitationSignUpFormProps = {
  /** The page title; a function words it per invitation (e.g. a network invitation of a company). */
  title: string | ((invitation: Invitation | null) => string);
  describeInvitation: (invitation: Invitation) => string;
  submitLabel: string;
};

const HIDDEN_FIELDS = ['token'] as const;

// An unknown token is treated like an expired one: either way the link cannot be used.
const isDeadLink = (status: number) => status === 410 || status === 404;

export function InvitationSignUpForm({ title: titleOf, describeInvitation, submitLabel }: InvitationSignUpFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const storeCurrentUser = useStoreCurrentUser();
  const { validate, showProblem } = useSchemaValidation<InvitationSignUpValues>(userSignUpSchema, { hiddenFields: HIDDEN_FIELDS });
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      navigate(ROUTES.expired, { replace: true });
      return undefined;
    }
    let isCurrent = true;
    setInvitation(null);
    setLoadError(null);
    findInvitation(token).then(
      (found) => {
        if (isCurrent) setInvitation(found);
      },
      async (error: unknown) => {
        const problem = await normalizeError(error);
        if (!isCurrent) return;
        if (isDeadLink(problem.status)) navigate(ROUTES.expired, { replace: true });
        else if (problem.status !== 429) setLoadError(problem.message);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, navigate]);

  const title = typeof titleOf === 'function' ? titleOf(invitation) : titleOf;
  const footer = (
    <>
      Already have an account? <AuthLink to={ROUTES.login}>Sign in</AuthLink>
    </>
  );

  if (!invitation) {
    return (
      <AuthLayout title={title} footer={footer}>
        {loadError ? <Alert severity="error">{loadError}</Alert> : <LoadingState />}
      </AuthLayout>
    );
  }

  const initialValues: InvitationSignUpValues = {
    token,
    email: invitation.email,
    first_name: invitation.first_name ?? '',
    last_name: invitation.last_name ?? '',
    password: '',
    password_confirmation: '',
  };

  return (
    <AuthLayout title={title} subtitle={describeInvitation(invitation)} isWide footer={footer}>
      <Formik<InvitationSignUpValues>
        initialValues={initialValues}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            const user = await createInvitedUser(values);
            await storeCurrentUser(user);
          } catch (error) {
            const problem = await normalizeError(error);
            if (isDeadLink(problem.status)) navigate(ROUTES.expired, { replace: true });
            else if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          navigate(ROUTES.home, { replace: true });
        }}
      >
        {() => (
          <Form noValidate aria-label={title}>
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField
                name="email"
                label="Email"
                type="email"
                autoComplete="username"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
                helperText="The invitation was sent to this address."
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="first_name" label="First name" autoComplete="given-name" autoFocus required fullWidth />
                <FormTextField name="last_name" label="Last name" autoComplete="family-name" required fullWidth />
              </Stack>
              <FormTextField name="password" label="Password" type="password" autoComplete="new-password" required fullWidth />
              <FormTextField
                name="password_confirmation"
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
              />
              <AuthSubmitButton>{submitLabel}</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
