// 'Add Subsidiary Company' modal (001 section 2 and 5): name, DBA, website, tax ID (masked),
// primary contact, default assignee, default signer, optional attachment (extensions, 10 MB).
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { SUBSIDIARY_EXTENSIONS, subsidiarySchema, type AccountUser } from 'shared-contract';
import { FileUpload, FormTaxIdField, FormTextField, SelectField, useConfirmDiscard, useSchemaValidation, useToast, FormDialogActions } from 'shared-ui';
import { saveSubsidiary, type SubsidiaryRow, type SubsidiaryValues } from '../api/subsidiaries';

const toValues = (row: SubsidiaryRow | null): SubsidiaryValues => ({
  name: row?.name ?? '',
  dba: row?.dba ?? '',
  website: row?.website ?? '',
  tax: row?.tax ?? '',
  primary_contact_id: row?.primary_contact_id ?? '',
  assignee_id: row?.assignee_id ?? '',
  signer_id: row?.signer_id ?? '',
});

function ContactField({ name, label, contacts }: { name: 'primary_contact_id' | 'assignee_id' | 'signer_id'; label: string; contacts: AccountUser[] }) {
  const { values, setFieldValue, setFieldTouched, errors, touched } = useFormikContext<SubsidiaryValues>();
  return (
    <SelectField
      name={name}
      label={label}
      options={contacts.map((c) => ({ value: c.id, label: c.full_name }))}
      value={values[name] === '' ? null : values[name]}
      onChange={(v) => {
        void setFieldValue(name, v === null ? '' : Number(v));
        void setFieldTouched(name, true, false);
      }}
      error={touched[name] ? errors[name] : undefined}
    />
  );
}

type SubsidiaryDialogProps = { row: SubsidiaryRow | null; contacts: AccountUser[]; onClose: () => void; onSaved: () => void };

export function SubsidiaryDialog({ row, contacts, onClose, onSaved }: SubsidiaryDialogProps) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const { validate, showProblem } = useSchemaValidation<SubsidiaryValues>(subsidiarySchema);
  const [attachment, setAttachment] = useState<File | undefined>();
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const currentFile = !removeAttachment && row?.attachment_name ? row.attachment_name : null;
  const title = row ? 'Edit Subsidiary Company' : 'Add Subsidiary Company';

  const submit = async (values: SubsidiaryValues, helpers: FormikHelpers<SubsidiaryValues>) => {
    try {
      const result = await saveSubsidiary(row?.id ?? null, values, { attachment, removeAttachment });
      toast.success(result.message);
      onSaved();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Formik<SubsidiaryValues> initialValues={toValues(row)} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (!(await confirmDiscard(dirty || Boolean(attachment) || removeAttachment))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby="subsidiary-dialog-title">
            <Form noValidate aria-label={title}>
              <DialogTitle id="subsidiary-dialog-title">{title}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField name="name" label="Company name" required fullWidth />
                  <FormTextField name="dba" label="DBA" required fullWidth />
                  <FormTextField name="website" label="Website" required fullWidth placeholder="https://" />
                  <FormTaxIdField name="tax" label="Tax ID" required fullWidth />
                  <ContactField name="primary_contact_id" label="Primary contact" contacts={contacts} />
                  <ContactField name="assignee_id" label="Default assignee" contacts={contacts} />
                  <ContactField name="signer_id" label="Default signer" contacts={contacts} />
                  <FileUpload
                    extensions={SUBSIDIARY_EXTENSIONS}
                    chooserExtensions={['xml']}
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
