// General info of Company Details: logo (cropped 512x512 PNG), name, DBA, website, tax ID with the
// ##-####### mask and its verification call, company type (shown; it decides the roles).
import { useEffect, useState } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { TAX_ID_PATTERN, generalInfoSchema, type CompanyGeneralInfo } from 'shared-contract';
import { FormTaxIdField, FormTextField, LogoUploader, useSchemaValidation, useToast, FormSubmitButton } from 'shared-ui';
import { updateGeneralInfo, verifyTaxId, type GeneralInfoValues } from '../api/general-info';

const toValues = (info: CompanyGeneralInfo): GeneralInfoValues => ({ name: info.name, dba: info.dba ?? '', website: info.website ?? '', tid: info.tid ?? '' });

function UnsavedChangesFlag({ isLogoChanged }: { isLogoChanged: boolean }) {
  const { dirty } = useFormikContext();
  useEffect(() => {
    setUnsavedChanges(dirty || isLogoChanged);
  }, [dirty, isLogoChanged]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

/** Asks the server whether the typed tax ID is valid and free; the answer shows under the field. */
function VerifyTaxIdButton({ onVerified }: { onVerified: (message: string) => void }) {
  const { values, setFieldError, setFieldTouched } = useFormikContext<GeneralInfoValues>();
  const [isChecking, setIsChecking] = useState(false);
  const check = async () => {
    setIsChecking(true);
    try {
      const result = await verifyTaxId(values.tid);
      onVerified(result.message);
    } catch (error) {
      const problem = await normalizeError(error);
      await setFieldTouched('tid', true, false);
      setFieldError('tid', problem.errors?.tid ?? problem.message);
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void check()} loading={isChecking} disabled={!TAX_ID_PATTERN.test(values.tid)} sx={{ whiteSpace: 'nowrap', alignSelf: 'flex-start', mt: 1 }}>
      Verify tax ID
    </Button>
  );
}

type GeneralInfoFormProps = { info: CompanyGeneralInfo; canEdit: boolean; onSaved: (info: CompanyGeneralInfo) => void };

export function GeneralInfoForm({ info, canEdit, onSaved }: GeneralInfoFormProps) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<GeneralInfoValues>(generalInfoSchema);
  /** undefined: unchanged; null: removed; Blob: a new logo. */
  const [logo, setLogo] = useState<Blob | null | undefined>(undefined);
  const [logoKey, setLogoKey] = useState(0);
  const [taxIdNote, setTaxIdNote] = useState<string | null>(null);

  const submit = async (values: GeneralInfoValues, helpers: FormikHelpers<GeneralInfoValues>) => {
    try {
      const result = await updateGeneralInfo(values, logo);
      toast.success(result.message);
      setLogo(undefined);
      setLogoKey((k) => k + 1);
      helpers.resetForm({ values: toValues(result.data) });
      onSaved(result.data);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="General information" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        General information
      </Typography>
      <Formik<GeneralInfoValues> initialValues={toValues(info)} validate={validate} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, dirty, resetForm }) => (
          <Form noValidate aria-label="General information">
            <UnsavedChangesFlag isLogoChanged={logo !== undefined} />
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              <LogoUploader key={logoKey} value={info.logo} name={info.name} size={96} disabled={!canEdit} onChange={setLogo} />
              <FormTextField name="name" label="Company Name" required fullWidth disabled={!canEdit} />
              <FormTextField name="dba" label="DBA" fullWidth disabled={!canEdit} />
              <FormTextField name="website" label="Website" fullWidth disabled={!canEdit} placeholder="https://" />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <FormTaxIdField name="tid" label="Tax ID / EIN" fullWidth disabled={!canEdit} helperText={taxIdNote ?? undefined} onFocus={() => setTaxIdNote(null)} />
                {canEdit ? <VerifyTaxIdButton onVerified={setTaxIdNote} /> : null}
              </Box>
              <TextField label="Company Type" value={info.type_title} fullWidth disabled helperText="The company type decides the roles of your employees. Contact the support to change it." />
              {canEdit ? (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    color="inherit"
                    disabled={(!dirty && logo === undefined) || isSubmitting}
                    onClick={() => {
                      resetForm();
                      setLogo(undefined);
                      setLogoKey((k) => k + 1);
                    }}
                  >
                    Discard changes
                  </Button>
                  <FormSubmitButton loading={isSubmitting} disabled={!dirty && logo === undefined}>
                    Save
                  </FormSubmitButton>
                </Stack>
              ) : null}
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
