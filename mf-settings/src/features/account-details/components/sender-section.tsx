// The sender e-mail of the company's mails: set it, verify it by the mailed link, or go back to the
// platform sender. An address is used only once verified.
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { senderEmailSchema, type AccountDetails } from 'shared-contract';
import { FormTextField, useSchemaValidation, useToast, FormSubmitButton } from 'shared-ui';
import { removeSenderEmail, requestSenderEmail } from '../api/account';

type Values = { sender_email: string };
type SenderSectionProps = { account: AccountDetails; onChange: (next: AccountDetails) => void };

export function SenderSection({ account, onChange }: SenderSectionProps) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<Values>(senderEmailSchema);
  const { sender } = account;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const result = await requestSenderEmail(values.sender_email);
      toast.success(result.message);
      helpers.resetForm({ values: { sender_email: '' } });
      onChange(result.data);
    } catch (e) {
      const problem = await normalizeError(e);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  const remove = async () => {
    try {
      const result = await removeSenderEmail();
      toast.success(result.message);
      onChange(result.data);
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Sender e-mail" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Sender e-mail
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {sender.email ? `Verified sender e-mail: ${sender.email}` : `No sender e-mail of your own: the platform address ${sender.platform_sender} is used.`}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {sender.email
              ? "Your company's mails (invitations, messages) carry your company's name, and replies go to this address."
              : "Verify an address of your own: your company's mails then carry your company's name, and replies go to it."}
          </Typography>
        </Typography>
        {sender.email || sender.pending_email ? (
          <Button size="small" color="inherit" onClick={() => void remove()}>
            Use the platform address
          </Button>
        ) : null}
      </Box>
      {sender.pending_email ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`${sender.pending_email} is waiting for verification. Open the link we mailed to it; until then the current sender is used.`}
        </Alert>
      ) : null}
      <Formik<Values> initialValues={{ sender_email: '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sender e-mail">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
              <FormTextField name="sender_email" label="New sender e-mail" type="email" fullWidth />
              <FormSubmitButton loading={isSubmitting} sx={{ whiteSpace: 'nowrap', mt: 1 }}>
                Send verification link
              </FormSubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
