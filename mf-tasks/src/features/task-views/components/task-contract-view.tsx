// /tasks/{task_id}/contract (000 section 4): the contract's (or SF 1413's) filled document, its
// status and who must act, and 'Download PDF' (GET tasks/{id}/document). For an SF 1413 the vendor
// fills the form (sf1413FormSchema, the server's rule) while can.actions offers submit_form; the
// filled form is shown afterwards. A contract's approval, signing and actions are the contract panel
// the app passes in (the contracts feature), above the document.
import { useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { SF1413_CERTIFICATION, sf1413FormSchema, type TaskDetails } from 'shared-contract';
import { FormSubmitButton, FormTextField, formatDateTime, useSchemaValidation, useToast } from 'shared-ui';
import { downloadTaskDocument, submitTaskForm } from '../api/task-api';
import { TaskDocumentFrame } from '../../../components/task-document-frame';
import { capitalise, useTaskView } from './task-view-layout';

type Values = {
  subcontract_number: string;
  subcontract_amount: string;
  subcontractor_name: string;
  subcontractor_address: string;
  work_description: string;
  certified: boolean;
};

function CertifiedField() {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = (touched.certified || submitCount > 0) && typeof errors.certified === 'string' ? errors.certified : undefined;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name="certified"
            checked={values.certified}
            onChange={(e) => {
              void setFieldValue('certified', e.target.checked);
              void setFieldTouched('certified', true, false);
            }}
          />
        }
        label={SF1413_CERTIFICATION}
      />
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function Sf1413Form({ task, onDone }: { task: TaskDetails; onDone: (task: TaskDetails, message: string) => Promise<unknown> }) {
  const toast = useToast();
  const { validate, showProblem, clearServerErrors } = useSchemaValidation<Values>(sf1413FormSchema);
  const initial: Values = {
    subcontract_number: '',
    subcontract_amount: '',
    subcontractor_name: task.vendor_company_name ?? '',
    subcontractor_address: '',
    work_description: '',
    certified: false,
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const body = sf1413FormSchema.validateSync(values, { stripUnknown: true });
      const { data, message } = await submitTaskForm(task.id, body);
      clearServerErrors();
      await onDone(data, message);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="SF 1413 form">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        SF 1413: Statement and acknowledgment
      </Typography>
      <Formik<Values> initialValues={initial} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="SF 1413">
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="subcontract_number" label="Subcontract number" required fullWidth size="small" />
                <FormTextField name="subcontract_amount" label="Subcontract amount ($)" required fullWidth size="small" inputMode="decimal" />
              </Stack>
              <FormTextField name="subcontractor_name" label="Subcontractor name" required fullWidth size="small" />
              <FormTextField name="subcontractor_address" label="Subcontractor address" required fullWidth size="small" />
              <FormTextField name="work_description" label="Description of the work" required fullWidth multiline minRows={3} size="small" />
              <CertifiedField />
              <Box>
                <FormSubmitButton loading={isSubmitting}>Submit form</FormSubmitButton>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

const SF1413_LABELS: Record<string, string> = {
  subcontract_number: 'Subcontract number',
  subcontract_amount: 'Subcontract amount',
  subcontractor_name: 'Subcontractor name',
  subcontractor_address: 'Subcontractor address',
  work_description: 'Description of the work',
};

function FilledSf1413({ form }: { form: Record<string, unknown> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Filled SF 1413">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        SF 1413
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '220px 1fr' }, gap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
        {Object.entries(SF1413_LABELS).map(([key, label]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{key === 'subcontract_amount' && typeof form[key] === 'number' ? `$${(form[key] as number).toLocaleString('en-US', { minimumFractionDigits: 2 })}` : String(form[key] ?? '')}</dd>
          </Box>
        ))}
        <dt>Certification</dt>
        <dd>{form.certified ? 'Certified by the subcontractor' : 'Not certified'}</dd>
      </Box>
    </Paper>
  );
}

export function TaskContractView({ contractPanel }: { contractPanel?: (task: TaskDetails) => ReactNode }) {
  const { task, replace } = useTaskView();
  const toast = useToast();
  const [isDownloading, setDownloading] = useState(false);
  const done = async (next: TaskDetails, message: string) => {
    toast.success(message);
    await replace(next);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadTaskDocument(task);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setDownloading(false);
    }
  };
  const isSf1413 = task.type === 'sf-1413';
  const hasForm = isSf1413 && Object.keys(task.form ?? {}).length > 0;

  return (
    <Stack spacing={2}>
      {task.type === 'contract' && contractPanel ? contractPanel(task) : null}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Document">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography component="h2" variant="h6">
              Document
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Status: ${capitalise(task.status_label)}${task.completed_at ? ` · completed on ${formatDateTime(task.completed_at)}` : ''}${task.template_name ? ` · template ${task.template_name}${task.template_version ? ` (version ${task.template_version})` : ''}` : ''}`}
            </Typography>
          </Box>
          {task.html ? (
            <Button variant="outlined" startIcon={<DownloadOutlined />} loading={isDownloading} onClick={() => void download()}>
              Download PDF
            </Button>
          ) : null}
        </Stack>
        {task.description ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
            {task.description}
          </Typography>
        ) : null}
        <TaskDocumentFrame html={task.html} title={`${task.task_name} document`} />
      </Paper>
      {isSf1413 && task.can.actions.includes('submit_form') ? <Sf1413Form task={task} onDone={done} /> : null}
      {hasForm ? <FilledSf1413 form={task.form} /> : null}
    </Stack>
  );
}
