// Create or edit one of the company's merge fields: name (used as {{name}}), type, description and
// a default value of that type. Rules and messages are the shared mergeFieldSchema.
import { useRef } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { MERGE_FIELD_TYPES, MERGE_FIELD_TYPE_LABELS, mergeFieldSchema, type MergeField, type MergeFieldType } from 'shared-contract';
import { FormTextField, useSchemaValidation, useToast, FormDialogActions, DirtyRef, useConfirmDiscard } from 'shared-ui';
import { isMergeFieldListKey, saveMergeField } from '../api/merge-fields';

type Values = { name: string; type: MergeFieldType | ''; description: string; default_value: string };
const TITLE_ID = 'merge-field-dialog-title';

const DEFAULT_HINTS: Record<MergeFieldType, string> = {
  text: 'Used when a document does not fill the field.',
  number: 'A number, e.g. 10 or 2.5',
  date: 'A date',
  currency: 'An amount in dollars, e.g. 2000000',
};

export function MergeFieldDialog({ field, onClose }: { field: MergeField | null; onClose: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { validate, showProblem } = useSchemaValidation<Values>(mergeFieldSchema);
  // Closing with changes (Escape, the backdrop, Cancel) asks first; a successful save closes at once.
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };
  const initialValues: Values = field
    ? { name: field.name, type: field.type, description: field.description, default_value: field.default_value }
    : { name: '', type: 'text', description: '', default_value: '' };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message } = await saveMergeField({ ...values, type: values.type as MergeFieldType, id: field?.id ?? null });
      toast.success(message);
      await mutate(isMergeFieldListKey);
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, isSubmitting, setFieldValue }) => (
          <Form noValidate aria-labelledby={TITLE_ID}>
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogTitle id={TITLE_ID}>{field ? 'Edit merge field' : 'Add merge field'}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Name" required fullWidth autoFocus helperText={values.name ? `Used as {{${values.name}}}` : 'Letters, numbers and _ : . -'} />
                <FormTextField
                  name="type"
                  label="Type"
                  select
                  required
                  fullWidth
                  onChange={() => {
                    // A default of the old type rarely fits the new one.
                    void setFieldValue('default_value', '');
                  }}
                >
                  {MERGE_FIELD_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {MERGE_FIELD_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="description" label="Description" fullWidth />
                <FormTextField
                  name="default_value"
                  label="Default value"
                  fullWidth
                  type={values.type === 'date' ? 'date' : 'text'}
                  slotProps={values.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                  helperText={values.type ? DEFAULT_HINTS[values.type] : undefined}
                />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
