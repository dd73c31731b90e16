// Create or edit an e-mail template: name, the system e-mail it words (optional), subject and body
// with `{{` merge-field completion, validated with the shared rules ('Invalid merge field: {msg}.'),
// and a live preview with sample values.
import { useMemo } from 'react';
import { Alert, Box, Breadcrumbs, Button, Grid, Link, MenuItem, Paper, Stack } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import {
  ERROR_MESSAGES,
  SYSTEM_MAIL_KEYS,
  SYSTEM_MAIL_KEY_NAMES,
  UI_TEXT,
  emailTemplateSchema,
  findKnownMergeFieldNames,
  type EmailTemplate,
  type EmailTemplateInput,
  type MergeField,
  type MergeFieldOption,
  type SystemMailKey,
} from 'shared-contract';
import { FormMergeFieldTextField, FormTextField, LoadingState, PageHeader, useSchemaValidation, useToast, FormSubmitButton } from 'shared-ui';
import { useCompanyMergeFields, useMergeFieldOptions } from '../../../lib/merge-field-data';
import { createEmailTemplate, emailTemplateKey, isEmailTemplateListKey, updateEmailTemplate, useEmailTemplate } from '../api/email-templates';
import { emailTemplatePaths } from '../types/paths';
import { UnsavedChangesFlag } from '../../../lib/unsaved-changes';
import { EmailPreview } from './email-preview';

type Values = { name: string; mail_key: SystemMailKey | ''; subject: string; body: string };

function EmailTemplateForm({ template, ownFields, options }: { template: EmailTemplate | null; ownFields: MergeField[]; options: MergeFieldOption[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const known = useMemo(() => findKnownMergeFieldNames('mail', ownFields.map((f) => f.name)), [ownFields]);
  const schema = useMemo(() => emailTemplateSchema(known), [known]);
  // The completion offers only what a mail may use.
  const mailOptions = useMemo(() => options.filter((o) => known.includes(o.name)), [options, known]);
  const { validate, showProblem } = useSchemaValidation<Values>(schema);
  const initialValues: Values = template
    ? { name: template.name, mail_key: template.mail_key ?? '', subject: template.subject, body: template.body }
    : { name: '', mail_key: '', subject: '', body: '' };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input: EmailTemplateInput = { ...values, mail_key: values.mail_key || null };
    try {
      const { data, message } = template ? await updateEmailTemplate(template.id, input) : await createEmailTemplate(input);
      toast.success(message);
      await mutate(isEmailTemplateListKey);
      await mutate(emailTemplateKey(data.id), data, { revalidate: false });
      helpers.resetForm({ values });
      navigate(emailTemplatePaths.show(data.id));
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={template ? 'Edit e-mail template' : 'Create e-mail template'}>
          <UnsavedChangesFlag />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={2}>
                  <FormTextField name="name" label="Name" required fullWidth />
                  <FormTextField
                    name="mail_key"
                    label="Used for"
                    select
                    fullWidth
                    helperText={
                      values.mail_key
                        ? `Replaces the default text of this system e-mail. ${SYSTEM_MAIL_KEYS[values.mail_key].required.map((f) => `{{${f}}}`).join(', ')} is added at the end if the body leaves it out.`
                        : 'Templates not used for a system e-mail are offered when users send e-mails.'
                    }
                  >
                    <MenuItem value="">Sent by users</MenuItem>
                    {SYSTEM_MAIL_KEY_NAMES.map((key) => (
                      <MenuItem key={key} value={key}>
                        {SYSTEM_MAIL_KEYS[key].label}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormMergeFieldTextField name="subject" label="Subject" required fullWidth options={mailOptions} helperText="Type {{ to insert a merge field" />
                  <FormMergeFieldTextField name="body" label="Body" required fullWidth multiline minRows={8} options={mailOptions} helperText="Type {{ to insert a merge field" />
                </Stack>
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <EmailPreview subject={values.subject} body={values.body} ownFields={ownFields} />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button color="inherit" component={RouterLink} to={template ? emailTemplatePaths.show(template.id) : emailTemplatePaths.list} disabled={isSubmitting}>
              {UI_TEXT.cancel}
            </Button>
            <FormSubmitButton loading={isSubmitting}>
              Save
            </FormSubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export function EmailTemplateEditorPage() {
  const { id } = useParams();
  // 'create' has no id; an id that is not a number is not found (the API answers 404 for it).
  const templateId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : 0;
  const template = useEmailTemplate(templateId || null);
  const ownFields = useCompanyMergeFields();
  const options = useMergeFieldOptions();
  const error = templateId === 0 ? { response: { status: 404 } } : (template.error ?? ownFields.error ?? options.error);
  const isReady = (templateId === null || template.data) && ownFields.data && options.data;
  const title = templateId === null ? 'Create e-mail template' : 'Edit e-mail template';

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={
          <Breadcrumbs>
            <Link component={RouterLink} to={emailTemplatePaths.list} underline="hover">
              Email Templates
            </Link>
            {template.data ? <span>{template.data.name}</span> : null}
          </Breadcrumbs>
        }
      />
      {error ? (
        <Alert severity="error">{(error as { response?: { status?: number } }).response?.status === 404 ? UI_TEXT.itemNotFound : ERROR_MESSAGES.default}</Alert>
      ) : !isReady ? (
        <LoadingState />
      ) : (
        <EmailTemplateForm template={template.data ?? null} ownFields={ownFields.data!} options={options.data!} />
      )}
    </Box>
  );
}
