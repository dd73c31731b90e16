import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { normalizeError } from 'shared-auth';
import { contactFormSchema, ROUTES } from 'shared-contract';
import { FormTextField } from 'shared-ui';
import { createContactMessage, type ContactMessageInput } from '../api/create-contact-message';
import { useSchemaValidation } from '../lib/form-validation';
import { AuthSubmitButton } from './auth-submit-button';
import { AuthLayout } from '../../../components/auth-layout';
import { AuthLink } from '../../../components/auth-link';

const INITIAL_VALUES: ContactMessageInput = { name: '', email: '', message: '' };

export function ContactUsPage() {
  const { validate, showProblem } = useSchemaValidation<ContactMessageInput>(contactFormSchema);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);

  const footer = <AuthLink to={ROUTES.home}>Back to the application</AuthLink>;

  if (isSent) {
    return (
      <AuthLayout title="Thank you" footer={footer}>
        <Stack spacing={2.5}>
          <Typography>Your message has been sent. Our team will get back to you by e-mail soon.</Typography>
          <Button variant="outlined" onClick={() => setIsSent(false)}>
            Send another message
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Contact us" subtitle="Questions about your account or the product? Send us a message." isWide footer={footer}>
      <Formik<ContactMessageInput>
        initialValues={INITIAL_VALUES}
        validate={validate}
        validateOnBlur
        validateOnChange
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            await createContactMessage({ ...values, email: values.email.trim() });
          } catch (error) {
            const problem = await normalizeError(error);
            if (problem.status !== 429) setFormError(showProblem(problem, values, helpers));
            return;
          }
          setIsSent(true);
        }}
      >
        {() => (
          <Form noValidate aria-label="Contact us">
            <Stack spacing={2.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField name="name" label="Name" autoComplete="name" autoFocus required fullWidth />
              <FormTextField name="email" label="Email" type="email" autoComplete="email" required fullWidth />
              <FormTextField name="message" label="Message" multiline minRows={5} required fullWidth />
              <AuthSubmitButton>Send message</AuthSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
