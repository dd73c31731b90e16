// Add/edit dialog of a certification, license or office, validated with the shared-contract schema.
import { useState } from 'react';
import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { SUBSIDIARY_EXTENSIONS } from 'shared-contract';
import { DateField, FileUpload, FormTextField, useConfirmDiscard, useSchemaValidation, useToast, FormDialogActions } from 'shared-ui';
import { saveCompanyRecord, type CompanyRecord } from '../api/company-records';
import type { RecordField, RecordSectionDef } from '../types/record-fields';

type Values = Record<string, string | boolean | null>;

const toValues = (def: RecordSectionDef, row: CompanyRecord | null): Values =>
  Object.fromEntries(
    def.fields.map((f) => {
      const value = row?.[f.name];
      if (f.kind === 'checkbox') return [f.name, Boolean(value)];
      if (f.kind === 'date') return [f.name, (value as string | null) ?? null];
      return [f.name, (value as string | null) ?? ''];
    }),
  );

function FieldInput({ field }: { field: RecordField }) {
  const { values, setFieldValue, errors, touched, setFieldTouched } = useFormikContext<Values>();
  if (field.kind === 'checkbox') {
    return <FormControlLabel control={<Checkbox name={field.name} checked={Boolean(values[field.name])} onChange={(e) => void setFieldValue(field.name, e.target.checked)} />} label={field.label} />;
  }
  if (field.kind === 'date') {
    return (
      <DateField
        name={field.name}
        label={field.label}
        value={(values[field.name] as string | null) ?? null}
        onChange={(v) => {
          void setFieldValue(field.name, v);
          void setFieldTouched(field.name, true, false);
        }}
        error={touched[field.name] ? (errors[field.name] as string | undefined) : undefined}
      />
    );
  }
  return <FormTextField name={field.name} label={field.label} required={field.isRequired} fullWidth multiline={field.kind === 'multiline'} minRows={field.kind === 'multiline' ? 2 : undefined} />;
}

type RecordFormDialogProps = { def: RecordSectionDef; row: CompanyRecord | null; onClose: () => void; onSaved: () => void };

export function RecordFormDialog({ def, row, onClose, onSaved }: RecordFormDialogProps) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const { validate, showProblem } = useSchemaValidation<Values>(def.schema);
  const [attachment, setAttachment] = useState<File | undefined>();
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const currentFile = !removeAttachment && row?.attachment_name ? String(row.attachment_name) : null;
  const isFileChanged = Boolean(attachment) || removeAttachment;
  const title = `${row ? 'Edit' : 'Add'} ${def.noun.charAt(0).toUpperCase()}${def.noun.slice(1)}`;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const result = await saveCompanyRecord(def.kind, row?.id ?? null, values, { attachment, removeAttachment });
      toast.success(result.message);
      onSaved();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  return (
    <Formik<Values> initialValues={toValues(def, row)} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (!(await confirmDiscard(dirty || isFileChanged))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby={`${def.kind}-dialog-title`}>
            <Form noValidate aria-label={title}>
              <DialogTitle id={`${def.kind}-dialog-title`}>{title}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {def.fields.map((field) => (
                    <FieldInput key={field.name} field={field} />
                  ))}
                  {def.hasAttachment ? (
                    <>
                      <FileUpload
                        extensions={SUBSIDIARY_EXTENSIONS}
                        onSelect={(file) => {
                          setAttachment(file);
                          setRemoveAttachment(false);
                        }}
                        selectedFileName={attachment?.name ?? currentFile}
                        onRemove={() => {
                          setAttachment(undefined);
                          if (row?.attachment_name) setRemoveAttachment(true);
                        }}
                      />
                    </>
                  ) : null}
                </Stack>
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
