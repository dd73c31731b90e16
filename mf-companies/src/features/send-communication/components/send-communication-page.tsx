// Users > Send communication (/users/send-communication): pick recipients among the network users,
// write a subject and body with merge fields ({{ opens the list}}), send one e-mail to each; the
// messages the caller sent are listed below. Checked with sendCommunicationSchema on both sides.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Breadcrumbs, Divider, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import {
  ERROR_MESSAGES,
  NETWORK_ROUTES,
  UI_TEXT,
  sendCommunicationSchema,
  type CommunicationRecipientOption,
  type MergeFieldOption,
  type SendCommunicationRouteState,
  type SentCommunication,
} from 'shared-contract';
import { FormMergeFieldTextField, FormSubmitButton, PageHeader, formatDateTime, useSchemaValidation, useToast } from 'shared-ui';
import { sendCommunication, useCommunicationData, useReloadCommunicationData } from '../api/send-communication';
import { RecipientPicker } from './recipient-picker';

type Values = { user_ids: number[]; subject: string; body: string };

/** A subject or message being written: the shell asks before the page is left (000 section 4). */
function UnsavedMessageGuard({ values }: { values: Values }) {
  const isDirty = values.subject.trim() !== '' || values.body.trim() !== '';
  useEffect(() => setUnsavedChanges(isDirty), [isDirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

function SentList({ sent }: { sent: SentCommunication[] }) {
  if (!sent.length) return <Typography color="text.secondary">{UI_TEXT.noDataYet}</Typography>;
  return (
    <List aria-label="Sent messages" disablePadding>
      {sent.map((message, index) => (
        <Box key={message.id}>
          {index ? <Divider component="li" /> : null}
          <ListItem alignItems="flex-start" disableGutters>
            <ListItemText
              primary={message.subject}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {`${formatDateTime(message.created_at)} · ${message.recipients_count === 1 ? '1 recipient' : `${message.recipients_count} recipients`}: ${message.recipients.map((r) => r.full_name).join(', ')}`}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                    {message.body}
                  </Typography>
                </>
              }
            />
          </ListItem>
        </Box>
      ))}
    </List>
  );
}

export function SendCommunicationPage() {
  const toast = useToast();
  const location = useLocation();
  const handed = (location.state as SendCommunicationRouteState | null)?.recipients ?? [];
  const [recipients, setRecipients] = useState<CommunicationRecipientOption[]>(handed);
  const data = useCommunicationData();
  const reload = useReloadCommunicationData();
  const { validate, showProblem, clearServerErrors } = useSchemaValidation<Values>(sendCommunicationSchema);
  const options: MergeFieldOption[] = useMemo(
    () => (data.data?.merge_fields ?? []).map((f) => ({ name: f.name, type: 'text', description: f.label, is_system: true })),
    [data.data?.merge_fields],
  );

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message } = await sendCommunication(values);
      clearServerErrors();
      toast.success(message);
      setRecipients([]);
      helpers.resetForm({ values: { user_ids: [], subject: '', body: '' } });
      reload();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Send communication"
        subtitle="Write to people of your company and your network: each recipient gets their own e-mail."
        breadcrumbs={
          <Breadcrumbs aria-label="breadcrumb">
            <Link component={RouterLink} to={NETWORK_ROUTES.users} underline="hover" color="inherit">
              Network Users
            </Link>
            <Typography color="text.primary">Send communication</Typography>
          </Breadcrumbs>
        }
      />
      <Formik<Values> initialValues={{ user_ids: handed.map((r) => r.id), subject: '', body: '' }} validate={validate} onSubmit={submit}>
        {({ setFieldValue, setFieldTouched, errors, touched, submitCount, values }) => (
          <Form noValidate aria-label="Send communication">
            <UnsavedMessageGuard values={values} />
            <Stack spacing={3}>
              <RecipientPicker
                value={recipients}
                onChange={(next) => {
                  setRecipients(next);
                  void setFieldValue('user_ids', next.map((r) => r.id));
                  void setFieldTouched('user_ids', true, false);
                }}
                error={(touched.user_ids || submitCount > 0) && typeof errors.user_ids === 'string' ? errors.user_ids : undefined}
              />
              <Box component="section" aria-labelledby="message-title">
                <Typography id="message-title" variant="h3" component="h2" sx={{ mb: 1 }}>
                  Message
                </Typography>
                <Stack spacing={2}>
                  <FormMergeFieldTextField name="subject" label="Subject" required fullWidth options={options} />
                  <FormMergeFieldTextField name="body" label="Message" required fullWidth multiline minRows={6} options={options} />
                  {options.length ? (
                    <Typography variant="body2" color="text.secondary">
                      {'Type {{ to insert a merge field, filled for each recipient: '}
                      {options.map((o) => `{{${o.name}}}`).join(', ')}
                    </Typography>
                  ) : null}
                  <Box>
                    <FormSubmitButton>Send</FormSubmitButton>
                  </Box>
                </Stack>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
      <Paper variant="outlined" sx={{ p: 2, mt: 4 }} component="section" aria-labelledby="sent-title">
        <Typography id="sent-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Sent messages
        </Typography>
        {data.error ? <Alert severity="error">{ERROR_MESSAGES.default}</Alert> : data.data ? <SentList sent={data.data.sent} /> : null}
      </Paper>
    </Box>
  );
}
