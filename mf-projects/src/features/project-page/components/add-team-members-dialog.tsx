// Info > Team > Add members: the company's active employees not in the team (narrowed by a search),
// several at once; validated with the shared team rule, the server's 422 shown on its field.
import { useMemo, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { teamUsersSchema, type SetupUser } from 'shared-contract';
import { FormDialogActions, MultiSelectField, useSchemaValidation, useToast } from 'shared-ui';
import { addTeamUsers, useNotAddedUsers } from '../api/team';

type Values = { project_id: number; users: number[] };

export function AddTeamMembersDialog({ projectId, onClose, onAdded }: { projectId: number; onClose: () => void; onAdded: () => void }) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const { data, isLoading } = useNotAddedUsers(projectId, search.trim(), true);
  // The chosen people stay labelled when a new search leaves them out of the options.
  const known = useRef(new Map<number, SetupUser>());
  for (const user of data ?? []) known.current.set(user.id, user);
  const { validate, showProblem } = useSchemaValidation<Values>(teamUsersSchema);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      toast.success(await addTeamUsers(projectId, values.users));
      onAdded();
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-team-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-team-title">Add team members</DialogTitle>
      <Formik<Values> initialValues={{ project_id: projectId, users: [] }} validate={validate} onSubmit={submit}>
        {({ values, errors, touched, isSubmitting, handleSubmit, setFieldValue, setFieldTouched }) => (
          <Options
            selected={values.users}
            available={data ?? []}
            known={known.current}
            search={search}
            onSearch={setSearch}
            isLoading={isLoading}
            error={touched.users && typeof errors.users === 'string' ? errors.users : undefined}
            onChange={(ids) => {
              void setFieldValue('users', ids);
              void setFieldTouched('users', true, false);
            }}
            onSubmit={handleSubmit}
            onCancel={onClose}
            isSubmitting={isSubmitting}
          />
        )}
      </Formik>
    </Dialog>
  );
}

type OptionsProps = {
  selected: number[];
  available: SetupUser[];
  known: Map<number, SetupUser>;
  search: string;
  onSearch: (text: string) => void;
  isLoading: boolean;
  error?: string;
  onChange: (ids: number[]) => void;
  onSubmit: () => void;
  onCancel: () => void;
  isSubmitting: boolean;
};

function Options({ selected, available, known, search, onSearch, isLoading, error, onChange, onSubmit, onCancel, isSubmitting }: OptionsProps) {
  const options = useMemo(() => {
    const shown = new Map(available.map((u) => [u.id, u]));
    for (const id of selected) {
      const user = known.get(id);
      if (user) shown.set(id, user);
    }
    return [...shown.values()].map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
  }, [available, selected, known]);
  return (
    <form
      noValidate
      aria-label="Add team members"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogContent>
        <Stack spacing={2}>
          <TextField label="Search employees" value={search} onChange={(e) => onSearch(e.target.value)} size="small" fullWidth autoFocus helperText={isLoading ? 'Loading' : ' '} />
          <MultiSelectField name="users" label="Employees *" options={options} value={selected} onChange={(ids) => onChange(ids.map(Number))} error={error} />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onCancel} isSubmitting={isSubmitting} submitLabel="Add" />
    </form>
  );
}
