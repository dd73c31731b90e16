// Invite > by e-mail: company name, contact name, e-mail, phone and tax id, checked with
// inviteCompanySchema on input; the server's 422 messages stay on their fields until the value changes.
import { useEffect, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { collectErrors, inviteCompanySchema } from 'shared-contract';
import { FormTextField, useToast, FormSubmitButton } from 'shared-ui';
import { inviteCompany } from '../api/invite-company';

export type InviteValues = { company_name: string; contact_name: string; email: string; phone: string; tax_id: string };

const INITIAL_VALUES: InviteValues = { company_name: '', contact_name: '', email: '', phone: '', tax_id: '' };

type InviteByEmailFormProps = { onInvited: () => void };

export function InviteByEmailForm({ onInvited }: InviteByEmailFormProps) {
  const toast = useToast();
  const serverErrors = useRef<Record<string, { message: string; value: string }>>({});

  const validate = async (values: InviteValues): Promise<FormikErrors<InviteValues>> => {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries((await collectErrors(inviteCompanySchema, values)) ?? {})) errors[field] = messages[0];
    for (const [field, kept] of Object.entries(serverErrors.current)) {
      if (!errors[field] && values[field as keyof InviteValues] === kept.value) errors[field] = kept.message;
    }
    return errors;
  };

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    try {
      const { message } = await inviteCompany({ ...values, email: values.email.trim() });
      serverErrors.current = {};
      helpers.resetForm();
      // Cleared before leaving, so the shell does not ask about the values just sent.
      setUnsavedChanges(false);
      toast.success(message);
      onInvited();
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.status === 422) {
        const placed: Record<string, { message: string; value: string }> = {};
        const unplaced: string[] = [];
        for (const [field, message] of Object.entries(problem.errors ?? {})) {
          if (field in values) placed[field] = { message, value: values[field as keyof InviteValues] };
          else unplaced.push(message);
        }
        serverErrors.current = placed;
        await helpers.setTouched(Object.fromEntries(Object.keys(values).map((f) => [f, true])), false);
        helpers.setErrors(Object.fromEntries(Object.entries(placed).map(([f, e]) => [f, e.message])));
        if (unplaced.length || !Object.keys(placed).length) toast.warning(unplaced.join(' ') || problem.message);
      } else {
        toast.warning(problem.message);
      }
    }
  };

  return (
    <Box component="section" aria-labelledby="invite-email-title">
      <Typography id="invite-email-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Invite by e-mail
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The contact receives a link, valid for 14 days, to join your network.
      </Typography>
      <Formik<InviteValues> initialValues={INITIAL_VALUES} validate={validate} validateOnChange validateOnBlur onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Invite by e-mail">
            <UnsavedChangesFlag />
            <Stack spacing={2}>
              <EagerField name="company_name" label="Company name" required />
              <EagerField name="contact_name" label="Contact name" required />
              <EagerField name="email" label="Contact e-mail" type="email" required />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <EagerField name="phone" label="Phone" />
                <EagerField name="tax_id" label="Tax ID / EIN" />
              </Stack>
              <Box>
                <FormSubmitButton loading={isSubmitting}>
                  Send invitation
                </FormSubmitButton>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

type EagerFieldProps = { name: keyof InviteValues; label: string; type?: string; required?: boolean };

/** Validation runs per field on input (001 section 5): a field counts as touched from its first keystroke. */
function EagerField({ name, ...props }: EagerFieldProps) {
  const { setFieldTouched } = useFormikContext<InviteValues>();
  return <FormTextField {...props} name={name} fullWidth onChange={() => void setFieldTouched(name, true, false)} />;
}

/** Typed but unsent values count as unsaved changes: the shell asks before leaving the page. */
function UnsavedChangesFlag() {
  const { dirty } = useFormikContext<InviteValues>();
  useEffect(() => setUnsavedChanges(dirty), [dirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}
