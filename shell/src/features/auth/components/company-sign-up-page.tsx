import { useRef, useState, type MouseEvent } from 'react';
import { Alert, MenuItem, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, companySignUpSchema, ROUTES, type CompanyType } from 'shared-contract';
import { FormTextField } from 'shared-ui';
import { createCompanyOwner } from '../api/create-company-owner';
import { useStoreCurrentUser } from '../hooks/use-store-current-user';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';
import { UnsavedChangesGuard, useCanBlockNavigation, useLeaveConfirmation } from './unsaved-changes-guard';

type CompanySignUpValues = {
  first_name: string;
  last_name: string;
  company_name: string;
  company_type: CompanyType;
  email: string;
  password: string;
  password_confirmation: string;
};

const INITIAL_VALUES: CompanySignUpValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  company_type: 'general_contractor',
  email: '',
  password: '',
  password_confirmation: '',
};

export function CompanySignUpPage() {
  const navigate = useNavigate();
  const storeCurrentUser = useStoreCurrentUser();
  const { validate, showProblem } = useSchemaValidation<CompanySignUpValues>(companySignUpSchema);
  const [formError, setFormError] = useState<string | null>(null);
  const canBlockNavigation = useCanBlockNavigation();
  const confirmLeave = useLeaveConfirmation();
  // Set once the account exists, so moving on to verification is not held back as "unsaved".
  const isSavedRef = useRef(false);
  const isDirtyRef = useRef(false);

  // Without a data router the guard cannot hold back links, so the page's own link asks itself.
  const confirmBeforeSignIn = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (canBlockNavigation || !isDirtyRef.current) return;
    event.preventDefault();
    if (await confirmLeave()) navigate(ROUTES.login);
  };

  return (
    <AuthLayout
      title="Sign up your company"
      subtitle="Create your company account. You will confirm your e-mail with a code next."
      isWide
      footer={
        <>
          Already have an account?{' '}
          <AuthLink to={ROUTES.login} onClick={confirmBeforeSignIn}>
            Sign in
          </AuthLink>
        </>
      }
    >
      <Formik<CompanySignUpValues>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            const user = await createCompanyOwner({ ...values, email: values.email.trim() });
            isSavedRef.current = true;
            // Saved: going on to verification must not ask about unsaved changes.
            setUnsavedChanges(false);
            await storeCurrentUser(user);
          } catch (error) {
            const problem = await normalizeError(error);
            if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          navigate(ROUTES.emailVerification, { replace: true });
        }}
      >
        {({ dirty }) => {
          isDirtyRef.current = dirty && !isSavedRef.current;
          return (
            <Form noValidate aria-label="Sign up your company">
              <UnsavedChangesGuard shouldWarn={() => isDirtyRef.current && !isSavedRef.current} />
              <Stack spacing={2.5}>
                {formError ? <Alert severity="error">{formError}</Alert> : null}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="first_name" label="First name" autoComplete="given-name" autoFocus required fullWidth />
                  <FormTextField name="last_name" label="Last name" autoComplete="family-name" required fullWidth />
                </Stack>
                <FormTextField name="company_name" label="Company name" autoComplete="organization" required fullWidth />
                <FormTextField name="company_type" label="Company type" select required fullWidth>
                  {COMPANY_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {COMPANY_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="email" label="Email" type="email" autoComplete="email" required fullWidth />
                <FormTextField name="password" label="Password" type="password" autoComplete="new-password" required fullWidth />
                <FormTextField
                  name="password_confirmation"
                  label="Confirm password"
                  type="password"
                  autoComplete="new-password"
                  required
                  fullWidth
                />
                <AuthSubmitButton>Create account</AuthSubmitButton>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </AuthLayout>
  );
}
