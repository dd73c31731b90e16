// Create or rename a company type; a new one can start disabled.
import { useRef } from 'react';
import { Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, Switch } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { companyTypeSchema, type CompanyTypeRow } from 'shared-contract';
import { FormTextField, useSchemaValidation, useToast, FormDialogActions, DirtyRef, useConfirmDiscard } from 'shared-ui';
import { createCompanyType, updateCompanyType } from '../api/company-types';

type Values = { name: string; enabled: boolean };
const TITLE_ID = 'company-type-dialog-title';

export function CompanyTypeDialog({ type, onSaved, onClose }: { type: CompanyTypeRow | null; onSaved: () => Promise<unknown>; onClose: () => void }) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<Values>(companyTypeSchema);
  // Closing with changes (Escape, the backdrop, Cancel) asks first; a successful save closes at once.
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = async () => {
    if (await confirmDiscard(dirtyRef.current)) onClose();
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { message } = type ? await updateCompanyType(type.id, values) : await createCompanyType(values);
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
    <Dialog open onClose={() => void close()} maxWidth="xs" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<Values> initialValues={{ name: type?.name ?? '', enabled: type?.enabled ?? true }} validate={validate} onSubmit={submit}>
        {({ values, isSubmitting, setFieldValue }) => (
          <Form noValidate aria-labelledby={TITLE_ID}>
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogTitle id={TITLE_ID}>{type ? 'Edit company type' : 'Add company type'}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Name" required fullWidth autoFocus />
                <FormControlLabel control={<Switch checked={values.enabled} onChange={(_, checked) => void setFieldValue('enabled', checked)} />} label="Enabled (offered in projects)" />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
