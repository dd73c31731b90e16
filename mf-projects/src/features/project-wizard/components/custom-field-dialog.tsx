// Adds or edits a field of the company's creation form: name, type, required, and a select field's
// options. Removing an existing option first asks is-using-option: one chosen on a project or scope
// stays, with the spec's message (the server refuses the same on save).
import { useRef } from 'react';
import { Box, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { CUSTOM_FIELD_TYPES, PROJECT_SETUP_MESSAGES, createCustomFieldSchema, editCustomFieldSchema, type CustomField, type CustomFieldType } from 'shared-contract';
import { DirtyRef, FormDialogActions, FormTextField, SelectField, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { isUsingOption, saveCustomField, type CustomFieldInput } from '../api/wizard-api';

export type EditedField = { section_id: number; field?: Pick<CustomField, 'id' | 'name' | 'type' | 'required' | 'options'> };

type Values = { id?: number; section_id: number; name: string; type: CustomFieldType | ''; required: boolean; options: { id: number | null; label: string }[] };

const TYPE_LABELS: Record<CustomFieldType, string> = { text: 'Text', number: 'Number', date: 'Date', select: 'Select' };

function TypeField({ isDisabled }: { isDisabled: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  return (
    <SelectField
      label="Type *"
      name="type"
      value={values.type || null}
      options={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      disabled={isDisabled}
      error={touched.type && errors.type ? errors.type : undefined}
      onChange={(v) => {
        void setFieldValue('type', v ?? '');
        void setFieldTouched('type', true, false);
        if (v === 'select' && values.options.length === 0) void setFieldValue('options', [{ id: null, label: '' }]);
      }}
    />
  );
}

function OptionsField() {
  const { values, errors, touched } = useFormikContext<Values>();
  const toast = useToast();
  if (values.type !== 'select') return null;
  const listError = typeof errors.options === 'string' && touched.options ? errors.options : null;
  return (
    <FieldArray name="options">
      {({ push, remove }) => (
        <Stack spacing={1} role="group" aria-label="Options">
          <Typography variant="subtitle2">Options</Typography>
          {values.options.map((option, i) => (
            <Box key={option.id ?? `new-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <FormTextField name={`options[${i}].label`} label={`Option ${i + 1}`} size="small" fullWidth />
              <IconButton
                aria-label={`Remove option ${i + 1}`}
                onClick={async () => {
                  if (option.id) {
                    try {
                      const usage = await isUsingOption(option.id);
                      if (usage.is_using) return toast.error(PROJECT_SETUP_MESSAGES.optionInUse(option.label));
                    } catch (error) {
                      return toast.error((await normalizeError(error)).message);
                    }
                  }
                  remove(i);
                }}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
          {listError ? (
            <Typography color="error" variant="caption" role="alert">
              {listError}
            </Typography>
          ) : null}
          <Box>
            <Button size="small" startIcon={<AddIcon />} onClick={() => push({ id: null, label: '' })}>
              Add option
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}

type CustomFieldDialogProps = { edited: EditedField; onClose: () => void; onSaved: () => void };

export function CustomFieldDialog({ edited, onClose, onSaved }: CustomFieldDialogProps) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const dirtyRef = useRef(false);
  const field = edited.field;
  const { validate, showProblem } = useSchemaValidation<Values>(field ? editCustomFieldSchema : createCustomFieldSchema);
  const initialValues: Values = {
    ...(field ? { id: field.id } : {}),
    section_id: edited.section_id,
    name: field?.name ?? '',
    type: field?.type ?? '',
    required: field?.required ?? false,
    options: (field?.options ?? []).map((o) => ({ id: o.id, label: o.label })),
  };
  const title = field ? 'Edit field' : 'Add field';

  const close = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const result = await saveCustomField(values as CustomFieldInput);
      toast.success(result.message);
      onSaved();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  return (
    <Dialog open onClose={() => void close()} aria-labelledby="custom-field-title" fullWidth maxWidth="sm">
      <DialogTitle id="custom-field-title">{title}</DialogTitle>
      <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ isSubmitting, values, setFieldValue, handleSubmit }) => (
          <form
            noValidate
            aria-label={title}
            onSubmit={(event) => {
              event.stopPropagation();
              handleSubmit(event);
            }}
          >
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Name" required size="small" fullWidth autoFocus />
                <TypeField isDisabled={false} />
                <FormControlLabel control={<Checkbox checked={values.required} onChange={(e) => void setFieldValue('required', e.target.checked)} name="required" />} label="Required" />
                <OptionsField />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel={field ? 'Save' : 'Add'} />
          </form>
        )}
      </Formik>
    </Dialog>
  );
}
