// The operator's create-account dialog (001 sections 2, 3, 5 and 8).
import { useRef, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, Typography } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, DEFAULT_NEW_COMPANY_TYPE, PRODUCT_NAME, ROUTES, UI_TEXT } from 'shared-contract';
import { FormTextField, useConfirmDiscard, useToast, FormDialogActions } from 'shared-ui';
import { createCompany } from '../api/create-company';
import { useCreateCompanyValidation } from '../hooks/use-create-company-validation';
import type { CreateCompanyValues } from '../types/create-company';

const INITIAL_VALUES: CreateCompanyValues = {
  owner_first_name: '',
  owner_last_name: '',
  owner_email: '',
  company_name: '',
  company_tax_id: '',
  company_website: '',
  company_type: DEFAULT_NEW_COMPANY_TYPE,
};

const TITLE_ID = 'create-company-dialog-title';

type CreateCompanyDialogProps = { open: boolean; onClose: () => void };

export function CreateCompanyDialog({ open, onClose }: CreateCompanyDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const { mutate: refreshCurrentUser } = useCurrentUser();
  const { validate, keepServerErrors } = useCreateCompanyValidation();
  const isDirtyRef = useRef(false);

  const requestClose = async () => {
    if (await confirmDiscard(isDirtyRef.current)) onClose();
  };

  const submit = async (values: CreateCompanyValues, helpers: FormikHelpers<CreateCompanyValues>) => {
    try {
      await createCompany({ ...values, owner_email: values.owner_email.trim(), company_website: values.company_website.trim() });
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.status === 422) {
        const unplaced = keepServerErrors(problem.errors ?? {}, values);
        await helpers.setTouched(Object.fromEntries(Object.keys(values).map((f) => [f, true])), false);
        helpers.setErrors(Object.fromEntries(Object.entries(problem.errors ?? {}).filter(([f]) => f in values)));
        if (unplaced.length > 0 || Object.keys(problem.errors ?? {}).length === 0) toast.warning(unplaced.join(' ') || problem.message);
      } else {
        toast.warning(problem.message);
      }
      return;
    }
    isDirtyRef.current = false;
    toast.info(UI_TEXT.inviteSent);
    // The API has put the operator inside the new company: the shell must see that before /projects.
    await refreshCurrentUser();
    navigate(ROUTES.projects);
  };

  return (
    <Dialog open={open} onClose={() => void requestClose()} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<CreateCompanyValues> initialValues={INITIAL_VALUES} validate={validate} validateOnChange validateOnBlur onSubmit={submit}>
        {({ dirty, isSubmitting }) => {
          isDirtyRef.current = dirty;
          return (
            <Form noValidate aria-labelledby={TITLE_ID}>
              <DialogTitle id={TITLE_ID}>{UI_TEXT.createAccountTitle(PRODUCT_NAME)}</DialogTitle>
              <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {UI_TEXT.createAccountSubtitle}
                </Typography>
                <Stack spacing={2}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <EagerField name="owner_first_name" label="Owner first name" autoFocus />
                    <EagerField name="owner_last_name" label="Owner last name" />
                  </Stack>
                  <EagerField name="owner_email" label="Owner email" type="email" />
                  <EagerField name="company_name" label="Company name" />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <EagerField name="company_tax_id" label="Tax ID / EIN" />
                    <EagerField name="company_website" label="Company website" />
                  </Stack>
                  <EagerField name="company_type" label="Company type" select>
                    {COMPANY_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {COMPANY_TYPE_LABELS[type]}
                      </MenuItem>
                    ))}
                  </EagerField>
                </Stack>
              </DialogContent>
              <FormDialogActions onCancel={() => void requestClose()} isSubmitting={isSubmitting} submitLabel={UI_TEXT.createAccountSubmit} cancelLabel="Close" />
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}

type EagerFieldProps = { name: keyof CreateCompanyValues & string; label: string; type?: string; autoFocus?: boolean; select?: boolean; children?: ReactNode };

/** Validation runs per field on input (001 section 5): a field counts as touched from its first keystroke. */
function EagerField({ name, ...props }: EagerFieldProps) {
  const { setFieldTouched } = useFormikContext<CreateCompanyValues>();
  return (
    <FormTextField
      {...props}
      name={name}
      required
      fullWidth
      onChange={() => {
        // Formik validates the new value itself; marking touched without a second run avoids validating stale values.
        void setFieldTouched(name, true, false);
      }}
    />
  );
}
