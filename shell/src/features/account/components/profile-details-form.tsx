// My Profile: name, phone and professions. The e-mail and password have their own dialogs.
import { useEffect } from 'react';
import { Button, Stack } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { profileSaveSchema, type Profession, type Profile } from 'shared-contract';
import { FormTextField, MultiSelectField, useSchemaValidation, useToast, FormSubmitButton } from 'shared-ui';
import { saveProfile } from '../api/profile';

type ProfileValues = { first_name: string; last_name: string; phone: string; profession_ids: number[] };

const toValues = (p: Profile): ProfileValues => ({ first_name: p.first_name, last_name: p.last_name, phone: p.phone ?? '', profession_ids: p.professions.map((x) => x.id) });

function UnsavedChangesFlag() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    setUnsavedChanges(dirty);
  }, [dirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

function ProfessionsField({ professions }: { professions: readonly Profession[] }) {
  const { values, setFieldValue } = useFormikContext<ProfileValues>();
  return (
    <MultiSelectField
      name="profession_ids"
      label="Professions"
      options={professions.map((p) => ({ value: p.id, label: p.title }))}
      value={values.profession_ids}
      onChange={(next) => void setFieldValue('profession_ids', next.map(Number))}
    />
  );
}

type ProfileDetailsFormProps = { profile: Profile; professions: readonly Profession[]; onSaved: (profile: Profile) => Promise<void> };

export function ProfileDetailsForm({ profile, professions, onSaved }: ProfileDetailsFormProps) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<ProfileValues>(profileSaveSchema);

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      const { data, message } = await saveProfile({ ...values, phone: values.phone.trim() });
      helpers.resetForm({ values: toValues(data) });
      toast.success(message);
      await onSaved(data);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Formik<ProfileValues> initialValues={toValues(profile)} validate={validate} onSubmit={submit}>
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label="Personal details">
          <UnsavedChangesFlag />
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="first_name" label="First name" required fullWidth />
              <FormTextField name="last_name" label="Last name" required fullWidth />
            </Stack>
            <FormTextField name="phone" label="Phone" fullWidth />
            <ProfessionsField professions={professions} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
                Discard changes
              </Button>
              <FormSubmitButton disabled={!dirty} loading={isSubmitting}>
                Save
              </FormSubmitButton>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
