// The employee form: name, phone, role and professions (the e-mail is shown, not edited here).
import { useEffect } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { setUnsavedChanges } from 'shared-auth';
import { employeeUpdateSchema, type EmployeeRow, type Profession, type RoleOption } from 'shared-contract';
import { FormTextField, MultiSelectField, useSchemaValidation, type FormProblem, FormSubmitButton } from 'shared-ui';

export type EmployeeFormValues = { first_name: string; last_name: string; phone: string; role: string; profession_ids: number[] };

type EmployeeFormProps = {
  employee: EmployeeRow;
  roles: readonly RoleOption[];
  professions: readonly Profession[];
  /** Saves; returns the problem of a failed save so its 422 messages go on the fields. */
  onSubmit: (values: EmployeeFormValues) => Promise<FormProblem | null>;
  onProblemText: (text: string) => void;
};

const toValues = (e: EmployeeRow): EmployeeFormValues => ({
  first_name: e.first_name,
  last_name: e.last_name,
  phone: e.phone ?? '',
  role: e.role.name,
  profession_ids: e.professions.map((p) => p.id),
});

/** Mirrors the form's dirty state into the global unsaved-changes flag the shell asks about. */
function UnsavedChangesFlag() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    setUnsavedChanges(dirty);
  }, [dirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

function ProfessionsField({ professions }: { professions: readonly Profession[] }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<EmployeeFormValues>();
  return (
    <MultiSelectField
      name="profession_ids"
      label="Professions"
      options={professions.map((p) => ({ value: p.id, label: p.title }))}
      value={values.profession_ids}
      onChange={(next) => void setFieldValue('profession_ids', next.map(Number))}
      error={touched.profession_ids ? (errors.profession_ids as string | undefined) : undefined}
    />
  );
}

export function EmployeeForm({ employee, roles, professions, onSubmit, onProblemText }: EmployeeFormProps) {
  const { validate, showProblem } = useSchemaValidation<EmployeeFormValues>(employeeUpdateSchema);
  const initialValues = toValues(employee);
  // The current role is always listed, even when the caller may not give it (e.g. Owner).
  const roleChoices = roles.some((r) => r.name === employee.role.name) ? roles : [employee.role, ...roles];

  const submit = async (values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) => {
    const problem = await onSubmit({ ...values, phone: values.phone.trim() });
    if (!problem) {
      helpers.resetForm({ values });
      return;
    }
    const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
    if (text) onProblemText(text);
  };

  return (
    <Formik<EmployeeFormValues> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate aria-label="Employee">
          <UnsavedChangesFlag />
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="first_name" label="First name" required fullWidth />
              <FormTextField name="last_name" label="Last name" required fullWidth />
            </Stack>
            <TextField label="Email" value={employee.email} fullWidth disabled helperText={employee.is_me ? 'Change your e-mail from My Profile.' : undefined} />
            <FormTextField name="phone" label="Phone" fullWidth />
            <FormTextField name="role" label="Role" select required fullWidth disabled={!employee.can.change_role} helperText={employee.can.change_role ? undefined : 'You cannot change this role.'}>
              {roleChoices.map((role) => (
                <MenuItem key={role.name} value={role.name}>
                  {role.show_name}
                </MenuItem>
              ))}
            </FormTextField>
            <ProfessionsField professions={professions} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
                Discard changes
              </Button>
              <FormSubmitButton loading={isSubmitting} disabled={!dirty}>
                Save
              </FormSubmitButton>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
