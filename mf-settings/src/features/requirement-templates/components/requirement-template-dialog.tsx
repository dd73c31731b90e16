// Create or edit a requirement template: what a scope needs (a document type and the template its task
// is made from), when (the scope's amount bounds, the vendor's company type), how soon (due in days)
// and, for a certificate of insurance, the minimum limit per coverage type and additional insured.
// Checked with the shared-contract schema the API uses.
import { useRef } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, FormControlLabel, IconButton, MenuItem, Stack, Switch, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import AddIcon from '@mui/icons-material/Add';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import {
  COI_COVERAGE_TYPES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  DOCUMENT_TYPES,
  REQUIREMENT_DUE_IN_DAYS_DEFAULT,
  REQUIREMENT_TEMPLATE_REQUIRED,
  requirementTemplateSchema,
  type DocumentType,
  type RequirementTemplate,
  type RequirementTemplateInput,
} from 'shared-contract';
import { DirtyRef, FormDialogActions, FormTextField, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { createRequirementTemplate, updateRequirementTemplate, useTemplateChoices } from '../api/requirement-templates';

export type RequirementFormValues = {
  name: string;
  document_type: DocumentType | '';
  template_id: number | '';
  min_amount: string;
  max_amount: string;
  vendor_company_type: string;
  coverage_minimums: { type: string; min_limit: string }[];
  additional_insured_required: boolean;
  due_in_days: string;
  active: boolean;
};

const TITLE_ID = 'requirement-template-dialog-title';
const COI: DocumentType = 'certificate-of-insurance';
const text = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

const initialValues = (row: RequirementTemplate | null): RequirementFormValues => ({
  name: row?.name ?? '',
  document_type: row?.document_type ?? '',
  template_id: row?.template_id ?? '',
  min_amount: text(row?.min_amount ?? null),
  max_amount: text(row?.max_amount ?? null),
  vendor_company_type: row?.vendor_company_type ?? '',
  coverage_minimums: (row?.coverage_minimums ?? []).map((c) => ({ type: c.type, min_limit: String(c.min_limit) })),
  additional_insured_required: row?.additional_insured_required ?? false,
  due_in_days: String(row?.due_in_days ?? REQUIREMENT_DUE_IN_DAYS_DEFAULT),
  active: row?.active ?? true,
});

/** The request body: numbers as numbers, empty choices as null, the COI fields only for a COI. */
export function requirementBody(values: RequirementFormValues): RequirementTemplateInput {
  const coi = values.document_type === COI;
  return {
    name: values.name,
    document_type: values.document_type as DocumentType,
    template_id: values.template_id === '' ? null : values.template_id,
    min_amount: numberOrNull(values.min_amount),
    max_amount: numberOrNull(values.max_amount),
    vendor_company_type: values.vendor_company_type === '' ? null : (values.vendor_company_type as RequirementTemplateInput['vendor_company_type']),
    coverage_minimums: coi ? values.coverage_minimums.map((c) => ({ type: c.type as keyof typeof COI_COVERAGE_TYPES, min_limit: Number(c.min_limit) })) : [],
    additional_insured_required: coi && values.additional_insured_required,
    due_in_days: Number(values.due_in_days),
    active: values.active,
  };
}

/** What the schema checks: the hidden COI fields of another type and an empty template count as none. */
const checked = (values: RequirementFormValues): RequirementFormValues => {
  const coi = values.document_type === COI;
  return {
    ...values,
    template_id: values.template_id === '' ? (null as never) : values.template_id,
    coverage_minimums: coi ? values.coverage_minimums : [],
    additional_insured_required: coi && values.additional_insured_required,
  };
};

export function RequirementTemplateDialog({ requirement, onSaved, onClose }: { requirement: RequirementTemplate | null; onSaved: () => Promise<unknown>; onClose: () => void }) {
  const toast = useToast();
  const templates = useTemplateChoices();
  const { validate, showProblem } = useSchemaValidation<RequirementFormValues>(requirementTemplateSchema);
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };
  const title = requirement ? 'Edit requirement template' : 'Add requirement template';

  const submit = async (values: RequirementFormValues, helpers: FormikHelpers<RequirementFormValues>) => {
    try {
      const body = requirementBody(values);
      const { message } = requirement ? await updateRequirementTemplate(requirement.id, body) : await createRequirementTemplate(body);
      toast.success(message);
      await onSaved();
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const message = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (message) toast.warning(message);
    }
  };

  return (
    <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<RequirementFormValues> initialValues={initialValues(requirement)} validate={(values) => validate(checked(values))} onSubmit={submit}>
        {({ values, isSubmitting, setFieldValue }) => {
          const type = values.document_type;
          const choices = (templates.data ?? []).filter((t) => t.type === type);
          const templateRequired = type !== '' && REQUIREMENT_TEMPLATE_REQUIRED.includes(type);
          return (
            <Form noValidate aria-labelledby={TITLE_ID}>
              <DirtyRef dirtyRef={dirtyRef} />
              <DialogTitle id={TITLE_ID}>{title}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField name="name" label="Name" required fullWidth autoFocus />
                  <FormTextField
                    name="document_type"
                    label="Document type"
                    required
                    select
                    fullWidth
                    onChange={() => void setFieldValue('template_id', '')}
                  >
                    {(Object.keys(DOCUMENT_TYPES) as DocumentType[]).map((key) => (
                      <MenuItem key={key} value={key}>
                        {DOCUMENT_TYPES[key]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    name="template_id"
                    label="Template"
                    required={templateRequired}
                    select
                    fullWidth
                    disabled={type === ''}
                    helperText={type === '' ? 'Choose the document type first.' : templates.error ? 'The templates could not be loaded.' : choices.length === 0 ? 'No template of this type yet.' : undefined}
                  >
                    <MenuItem value="">
                      <em>None</em>
                    </MenuItem>
                    {choices.map((t) => (
                      <MenuItem key={t.id} value={t.id}>
                        {t.name}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <Typography variant="subtitle2">Applies to</Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField name="min_amount" label="Scope amount from" inputMode="decimal" fullWidth />
                    <FormTextField name="max_amount" label="Scope amount up to" inputMode="decimal" fullWidth />
                  </Stack>
                  <FormTextField name="vendor_company_type" label="Vendor company type" select fullWidth>
                    <MenuItem value="">Any</MenuItem>
                    {COMPANY_TYPES.map((key) => (
                      <MenuItem key={key} value={key}>
                        {COMPANY_TYPE_LABELS[key]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField name="due_in_days" label="Due in (days)" required inputMode="numeric" fullWidth helperText="The task's due date: this many days after it is sent." />
                  {type === COI ? (
                    <>
                      <Typography variant="subtitle2">Insurance</Typography>
                      <FieldArray name="coverage_minimums">
                        {(array) => (
                          <Stack spacing={1.5}>
                            {values.coverage_minimums.map((_, index) => (
                              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                                <FormTextField name={`coverage_minimums[${index}].type`} label="Coverage" select required sx={{ flex: 1 }}>
                                  {Object.entries(COI_COVERAGE_TYPES).map(([key, label]) => (
                                    <MenuItem key={key} value={key}>
                                      {label}
                                    </MenuItem>
                                  ))}
                                </FormTextField>
                                <FormTextField name={`coverage_minimums[${index}].min_limit`} label="Minimum limit" required inputMode="numeric" sx={{ flex: 1 }} />
                                <IconButton aria-label={`Remove coverage ${index + 1}`} onClick={() => array.remove(index)} sx={{ mt: 1 }}>
                                  <DeleteOutlineIcon />
                                </IconButton>
                              </Stack>
                            ))}
                            <div>
                              <Button startIcon={<AddIcon />} onClick={() => array.push({ type: '', min_limit: '' })}>
                                Add coverage minimum
                              </Button>
                            </div>
                          </Stack>
                        )}
                      </FieldArray>
                      <FormControlLabel
                        control={<Switch checked={values.additional_insured_required} onChange={(_, checked) => void setFieldValue('additional_insured_required', checked)} />}
                        label="We must be named as additional insured"
                      />
                    </>
                  ) : null}
                  <FormControlLabel control={<Switch checked={values.active} onChange={(_, checked) => void setFieldValue('active', checked)} />} label="Active (on the scopes' checklists)" />
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
