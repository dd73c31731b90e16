// Settings > Project > Document Naming: the pattern generated documents are named by, with merge
// fields (`{{` completion), checked with the shared rules, and the server's preview with sample
// values as you type. "Use default" puts the default pattern back in the field.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { DEFAULT_DOCUMENT_NAME_PATTERN, SEARCH_DEBOUNCE_MS, documentNameSchema, findKnownMergeFieldNames, type MergeFieldOption, yup } from 'shared-contract';
import { FormMergeFieldTextField, LoadingState, PageHeader, useSchemaValidation, useToast, LoadErrorState, FormSubmitButton } from 'shared-ui';
import { useCompanyMergeFields, useMergeFieldOptions } from '../../../lib/merge-field-data';
import { saveDocumentNamePattern, useDocumentNamePreview, useDocumentNameSetting } from '../api/document-name';
import { UnsavedChangesFlag } from '../../../lib/unsaved-changes';

type Values = { pattern: string };

function Preview({ pattern, schema }: { pattern: string; schema: yup.AnyObjectSchema }) {
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      // Only a valid pattern is sent; an invalid one keeps the last preview.
      void schema.isValid({ pattern }).then((ok) => {
        if (isCurrent && ok) setDebounced(pattern);
      });
    }, SEARCH_DEBOUNCE_MS / 2);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [pattern, schema]);
  const preview = useDocumentNamePreview(debounced);
  return (
    <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Preview with sample values
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="document-name-preview">
        {preview.data ?? ' '}
      </Typography>
    </Paper>
  );
}

function DocumentNameForm({ initial, known, options }: { initial: string; known: string[]; options: MergeFieldOption[] }) {
  const toast = useToast();
  const schema = useMemo(() => documentNameSchema(known), [known]);
  const patternOptions = useMemo(() => options.filter((o) => known.includes(o.name)), [options, known]);
  const { validate, showProblem } = useSchemaValidation<Values>(schema);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { data, message } = await saveDocumentNamePattern(values.pattern);
      toast.success(message);
      helpers.resetForm({ values: { pattern: data.pattern } });
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Formik<Values> initialValues={{ pattern: initial }} validate={validate} onSubmit={submit}>
      {({ values, dirty, isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label="Document naming">
          <UnsavedChangesFlag />
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <FormMergeFieldTextField
                name="pattern"
                label="Document name pattern"
                required
                fullWidth
                options={patternOptions}
                helperText={`Type {{ to insert a merge field. Default: ${DEFAULT_DOCUMENT_NAME_PATTERN}`}
              />
            </Paper>
            <Preview pattern={values.pattern} schema={schema} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => void setFieldValue('pattern', DEFAULT_DOCUMENT_NAME_PATTERN)} disabled={isSubmitting || values.pattern === DEFAULT_DOCUMENT_NAME_PATTERN}>
                Use default
              </Button>
              <FormSubmitButton loading={isSubmitting} disabled={!dirty}>
                Save
              </FormSubmitButton>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export function DocumentNamingPage() {
  const setting = useDocumentNameSetting();
  const options = useMergeFieldOptions();
  const own = useCompanyMergeFields();
  const known = useMemo(() => (own.data ? findKnownMergeFieldNames('document_name', own.data.map((f) => f.name)) : null), [own.data]);
  const error = setting.error ?? options.error ?? own.error;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Document Naming" subtitle="How the documents your projects generate are named, e.g. contracts and their PDFs." />
      {error ? (
        <LoadErrorState error={error} onRetry={() => void Promise.all([setting.mutate(), options.mutate(), own.mutate()])} />
      ) : !setting.data || !options.data || !known ? (
        <LoadingState />
      ) : (
        <DocumentNameForm initial={setting.data.pattern} known={known} options={options.data} />
      )}
    </Box>
  );
}
