// Create or edit an approval workflow: a name and ordered steps; each step has one or more
// approvers from the company's people. Steps can be added, removed and moved.
import { useRef } from 'react';
import { Autocomplete, Box, Button, Chip, Dialog, DialogContent, DialogTitle, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { FieldArray, Form, Formik, getIn, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { APPROVAL_WORKFLOW_STEPS_MAX, approvalWorkflowSchema, type ApprovalWorkflow, type ApprovalWorkflowApprover, type ApprovalWorkflowKind } from 'shared-contract';
import { FormTextField, useSchemaValidation, useToast, FormDialogActions, DirtyRef, useConfirmDiscard } from 'shared-ui';
import { createWorkflow, updateWorkflow } from '../api/approval-workflows';

type Values = { name: string; steps: { approver_ids: number[] }[] };
const TITLE_ID = 'approval-workflow-dialog-title';

type Props = {
  kind: ApprovalWorkflowKind;
  workflow: ApprovalWorkflow | null;
  approvers: ApprovalWorkflowApprover[];
  onSaved: () => Promise<unknown>;
  onClose: () => void;
};

export function ApprovalWorkflowDialog({ kind, workflow, approvers, onSaved, onClose }: Props) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<Values>(approvalWorkflowSchema);
  // Closing with changes (Escape, the backdrop, Cancel) asks first; a successful save closes at once.
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };
  const initialValues: Values = workflow
    ? { name: workflow.name, steps: workflow.steps.map((s) => ({ approver_ids: s.approvers.map((a) => a.id) })) }
    : { name: '', steps: [{ approver_ids: [] }] };
  // An approver who left the company still shows on an old step, by name.
  const known = new Map<number, ApprovalWorkflowApprover>(approvers.map((a) => [a.id, a]));
  for (const step of workflow?.steps ?? []) for (const a of step.approvers) if (!known.has(a.id)) known.set(a.id, a);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message } = workflow ? await updateWorkflow(kind, workflow.id, values) : await createWorkflow(kind, values);
      toast.success(message);
      await onSaved();
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Dialog open onClose={() => void close()} maxWidth="md" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched }) => {
          const stepsError = typeof errors.steps === 'string' && (touched.name || submitCount > 0) ? errors.steps : null;
          return (
            <Form noValidate aria-labelledby={TITLE_ID}>
              <DirtyRef dirtyRef={dirtyRef} />
              <DialogTitle id={TITLE_ID}>{workflow ? 'Edit approval workflow' : 'Create approval workflow'}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField name="name" label="Name" required fullWidth autoFocus />
                  <Typography variant="body2" color="text.secondary">
                    Steps run in order. Each step needs one or more approvers; the next step starts when the current one is approved.
                  </Typography>
                  <FieldArray name="steps">
                    {({ push, remove, swap }) => (
                      <Stack spacing={1.5}>
                        {values.steps.map((step, index) => {
                          const field = `steps[${index}].approver_ids`;
                          const error = getIn(touched, field) || submitCount > 0 ? (getIn(errors, field) as string | undefined) : undefined;
                          const label = `Step ${index + 1} approvers`;
                          return (
                            <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Step ${index + 1}`}>
                              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                                <Typography variant="subtitle2" sx={{ mt: 1, minWidth: 56 }}>
                                  Step {index + 1}
                                </Typography>
                                <Autocomplete<number, true>
                                  multiple
                                  fullWidth
                                  options={approvers.map((a) => a.id)}
                                  value={step.approver_ids}
                                  getOptionLabel={(id) => known.get(id)?.full_name ?? String(id)}
                                  renderOption={(props, id) => {
                                    const { key, ...rest } = props as typeof props & { key: string };
                                    return (
                                      <li key={key} {...rest}>
                                        <Box>
                                          <Typography variant="body2">{known.get(id)?.full_name}</Typography>
                                          <Typography variant="caption" color="text.secondary">
                                            {known.get(id)?.email}
                                          </Typography>
                                        </Box>
                                      </li>
                                    );
                                  }}
                                  renderValue={(ids, getItemProps) =>
                                    ids.map((id, i) => {
                                      const { key, ...itemProps } = getItemProps({ index: i });
                                      return <Chip key={key} size="small" label={known.get(id)?.full_name ?? String(id)} {...itemProps} />;
                                    })
                                  }
                                  onChange={(_, ids) => void setFieldValue(field, ids)}
                                  onBlur={() => void setFieldTouched(field, true)}
                                  renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
                                />
                                <Tooltip title="Move up">
                                  <span>
                                    <IconButton aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => swap(index, index - 1)} sx={{ mt: 0.5 }}>
                                      <ArrowUpward fontSize="small" />
                                    </IconButton>
                                  </span>
                                </Tooltip>
                                <Tooltip title="Move down">
                                  <span>
                                    <IconButton aria-label={`Move step ${index + 1} down`} disabled={index === values.steps.length - 1} onClick={() => swap(index, index + 1)} sx={{ mt: 0.5 }}>
                                      <ArrowDownward fontSize="small" />
                                    </IconButton>
                                  </span>
                                </Tooltip>
                                <Tooltip title="Remove step">
                                  <span>
                                    <IconButton aria-label={`Remove step ${index + 1}`} disabled={values.steps.length === 1} onClick={() => remove(index)} sx={{ mt: 0.5 }}>
                                      <RemoveCircleOutline fontSize="small" />
                                    </IconButton>
                                  </span>
                                </Tooltip>
                              </Stack>
                            </Paper>
                          );
                        })}
                        {stepsError ? (
                          <Typography variant="caption" color="error" role="alert">
                            {stepsError}
                          </Typography>
                        ) : null}
                        <div>
                          <Button startIcon={<AddIcon />} onClick={() => push({ approver_ids: [] })} disabled={values.steps.length >= APPROVAL_WORKFLOW_STEPS_MAX}>
                            Add step
                          </Button>
                        </div>
                      </Stack>
                    )}
                  </FieldArray>
                </Stack>
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} />
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
