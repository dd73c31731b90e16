// The vendor's upload on a document request or COI: files by drag and drop or the picker (the spec's
// 10 MB message, cleared after 3 s, and the allowed extensions: shared-ui FileUpload), up to
// TASK_MAX_FILES; for a COI also the insurance fields (insurer, coverage rows of type, policy number
// and limit, additional insured, effective and expiry dates) checked with the same coiFieldsSchema
// as the server. The server's 422 lands on its field (the COI's under `insurance.`), anything else
// in a toast.
import { useMemo } from 'react';
import { Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, IconButton, MenuItem, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import {
  COI_COVERAGE_TYPES,
  TASK_ACTION_MESSAGES,
  TASK_FILE_EXTENSIONS,
  TASK_MAX_FILES,
  coiFieldsSchema,
  formatSize,
  yup,
  type CoiCoverageType,
  type CoiFields,
  type TaskDetails,
} from 'shared-contract';
import { DateField, FileUpload, FormSubmitButton, FormTextField, useSchemaValidation, useToast } from 'shared-ui';
import { submitTaskFiles } from '../api/task-api';

type Coverage = { type: CoiCoverageType | ''; policy_number: string; limit: string };
type Values = {
  files: File[];
  insurer: string;
  coverages: Coverage[];
  additional_insured: boolean | null;
  effective_date: string | null;
  expiry_date: string | null;
};

const EMPTY_COVERAGE: Coverage = { type: '', policy_number: '', limit: '' };
const INITIAL: Values = { files: [], insurer: '', coverages: [EMPTY_COVERAGE], additional_insured: null, effective_date: null, expiry_date: null };

const filesRule = yup.array().min(1, TASK_ACTION_MESSAGES.filesRequired).max(TASK_MAX_FILES, TASK_ACTION_MESSAGES.tooManyFiles);

function FilesField() {
  const { values, errors, touched, submitCount, setFieldValue, isSubmitting } = useFormikContext<Values>();
  const error = (touched.files || submitCount > 0) && typeof errors.files === 'string' ? errors.files : undefined;
  const add = (file: File) => {
    if (values.files.length >= TASK_MAX_FILES) return;
    void setFieldValue('files', [...values.files, file]);
  };
  return (
    <Box>
      <FileUpload extensions={TASK_FILE_EXTENSIONS} onSelect={add} disabled={isSubmitting || values.files.length >= TASK_MAX_FILES} label="Drag and drop a file here or" />
      {values.files.length ? (
        <Box component="ul" aria-label="Chosen files" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {values.files.map((file, index) => (
            <Box component="li" key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" noWrap sx={{ flex: 1 }}>
                {`${file.name} (${formatSize(file.size)})`}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${file.name}`}
                disabled={isSubmitting}
                onClick={() => void setFieldValue('files', values.files.filter((_, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function FieldDate({ name, label }: { name: 'effective_date' | 'expiry_date'; label: string }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = (touched[name] || submitCount > 0) && typeof errors[name] === 'string' ? errors[name] : undefined;
  return (
    <DateField
      label={label}
      name={name}
      value={values[name]}
      error={error}
      onChange={(value) => {
        void setFieldValue(name, value);
        void setFieldTouched(name, true, false);
      }}
    />
  );
}

function CoverageRows() {
  const { values, errors, touched, submitCount } = useFormikContext<Values>();
  const listError = typeof errors.coverages === 'string' && (touched.coverages || submitCount > 0) ? errors.coverages : undefined;
  const max = Object.keys(COI_COVERAGE_TYPES).length;
  return (
    <FieldArray name="coverages">
      {(helpers) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Coverages
          </Typography>
          <Stack spacing={1.5}>
            {values.coverages.map((_coverage, index) => {
              return (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} aria-label={`Coverage ${index + 1}`} role="group">
                  <FormTextField select name={`coverages[${index}].type`} label="Coverage type" size="small" required sx={{ minWidth: 220 }}>
                    {(Object.keys(COI_COVERAGE_TYPES) as CoiCoverageType[]).map((type) => (
                      <MenuItem key={type} value={type}>
                        {COI_COVERAGE_TYPES[type]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField name={`coverages[${index}].policy_number`} label="Policy number" size="small" required fullWidth />
                  <FormTextField name={`coverages[${index}].limit`} label="Limit ($)" size="small" required fullWidth inputMode="decimal" />
                  <IconButton aria-label={`Remove coverage ${index + 1}`} disabled={values.coverages.length <= 1} onClick={() => helpers.remove(index)} sx={{ mt: 0.5 }}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          {listError ? (
            <FormHelperText error role="alert">
              {listError}
            </FormHelperText>
          ) : null}
          <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={values.coverages.length >= max} onClick={() => helpers.push(EMPTY_COVERAGE)}>
            Add coverage
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

function AdditionalInsuredField() {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = (touched.additional_insured || submitCount > 0) && typeof errors.additional_insured === 'string' ? errors.additional_insured : undefined;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id="additional-insured-label">The general contractor is named as additional insured</FormLabel>
      <RadioGroup
        row
        aria-labelledby="additional-insured-label"
        name="additional_insured"
        value={values.additional_insured === null ? '' : String(values.additional_insured)}
        onChange={(event) => {
          void setFieldValue('additional_insured', event.target.value === 'true');
          void setFieldTouched('additional_insured', true, false);
        }}
      >
        <FormControlLabel value="true" control={<Radio />} label="Yes" />
        <FormControlLabel value="false" control={<Radio />} label="No" />
      </RadioGroup>
      {error ? <FormHelperText role="alert">{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** The insurance fields of the form's values, cast by the shared schema (limits as numbers). */
const insuranceOf = (values: Values): CoiFields =>
  coiFieldsSchema.validateSync(
    { insurer: values.insurer, coverages: values.coverages, additional_insured: values.additional_insured, effective_date: values.effective_date, expiry_date: values.expiry_date },
    { stripUnknown: true },
  );

type Props = { task: TaskDetails; onSubmitted: (task: TaskDetails, message: string) => Promise<unknown> };

export function TaskUploadForm({ task, onSubmitted }: Props) {
  const toast = useToast();
  const isCoi = task.type === 'certificate-of-insurance';
  const schema = useMemo(() => (isCoi ? coiFieldsSchema.shape({ files: filesRule }) : yup.object({ files: filesRule })), [isCoi]);
  const { validate, showProblem, clearServerErrors } = useSchemaValidation<Values>(schema);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { data, message } = await submitTaskFiles(task.id, values.files, isCoi ? insuranceOf(values) : undefined);
      clearServerErrors();
      helpers.resetForm({ values: INITIAL });
      await onSubmitted(data, message);
    } catch (error) {
      const problem = await normalizeError(error);
      // The COI's fields come back under insurance.<field>; the files under files or files.<i>.
      const errors = Object.fromEntries(
        Object.entries(problem.errors ?? {}).map(([field, text]) => [field.replace(/^insurance\./, '').replace(/^files(\.\d+|\[\d+\])$/, 'files'), text]),
      );
      const text = problem.status === 422 ? showProblem({ ...problem, errors }, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={isCoi ? 'Submit your certificate of insurance' : 'Submit your documents'}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {isCoi ? 'Submit your certificate of insurance' : 'Submit your documents'}
      </Typography>
      <Formik<Values> initialValues={INITIAL} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Upload">
            <Stack spacing={2}>
              <FilesField />
              {isCoi ? (
                <>
                  <FormTextField name="insurer" label="Insurer" required fullWidth size="small" />
                  <CoverageRows />
                  <AdditionalInsuredField />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FieldDate name="effective_date" label="Effective date" />
                    <FieldDate name="expiry_date" label="Expiry date" />
                  </Stack>
                </>
              ) : null}
              <Box>
                <FormSubmitButton loading={isSubmitting}>Submit</FormSubmitButton>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
