// The project's details (000 section 3; wizard step 1 and Info > Details): name, internal number,
// owner type and stage (company lists with "add new"), estimated dates (end on or after start),
// address (search, or country, state and city from the location calls), street, zip and the project
// manager. Validated with the shared projectSchema; the server's 422s land on their fields.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { projectListItemSchema, projectSchema, type Project, type ProjectInput, type ProjectListItem } from 'shared-contract';
import { DateField, FormDialogActions, LoadErrorState, LoadingState, FormSubmitButton, FormTextField, SelectField, useSchemaValidation, useToast, type SelectOption } from 'shared-ui';
import {
  createProjectListItem,
  findPlaceData,
  useAddressMatches,
  useCities,
  useCompanyEmployees,
  useCountries,
  useProjectList,
  useStates,
  type ProjectListKind,
} from '../lib/project-form-api';

export type ProjectDetailsValues = {
  name: string;
  internal_number: string;
  owner_type_id: number | null;
  stage_id: number | null;
  estimated_start_date: string | null;
  estimated_end_date: string | null;
  country_id: string;
  state_id: string;
  city: string;
  street: string;
  zip: string;
  manager_id: number | null;
};

/** A project as the form's values; the stage is stored by name, so its id is looked up in the company's list. */
export function toProjectDetailsValues(project?: Project | null, stages: readonly ProjectListItem[] = []): ProjectDetailsValues {
  return {
    name: project?.name ?? '',
    internal_number: project?.internal_number ?? '',
    owner_type_id: project?.owner_type_id ?? null,
    stage_id: stages.find((stage) => stage.name === project?.stage)?.id ?? null,
    estimated_start_date: project?.estimated_start_date ?? null,
    estimated_end_date: project?.estimated_end_date ?? null,
    country_id: project?.country_id ?? '',
    state_id: project?.state_id ?? '',
    city: project?.city ?? '',
    street: project?.street ?? '',
    zip: project?.zip ?? '',
    manager_id: project?.manager_id ?? null,
  };
}

/** The form's values as POST projects / PUT projects/{id} take them ('' clears an optional field). */
export const toProjectInput = (values: ProjectDetailsValues): ProjectInput => values as unknown as ProjectInput;

const LIST_LABELS: Record<ProjectListKind, { field: string; dialog: string }> = {
  stage: { field: 'Stage', dialog: 'Add a stage' },
  ownerType: { field: 'Owner type', dialog: 'Add an owner type' },
};

function UnsavedChangesFlag() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    setUnsavedChanges(dirty);
  }, [dirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

/** A SelectField bound to a Formik field; its error shows once touched. */
function FormSelect({ name, label, options, disabled, onSearchChange, isLoading, required }: { name: string; label: string; options: readonly SelectOption[]; disabled?: boolean; onSearchChange?: (text: string) => void; isLoading?: boolean; required?: boolean }) {
  const [field, meta, helpers] = useField<string | number | null>(name);
  return (
    <SelectField
      name={name}
      label={required ? `${label} *` : label}
      options={options}
      value={field.value}
      disabled={disabled}
      isLoading={isLoading}
      onSearchChange={onSearchChange}
      error={meta.touched && meta.error ? meta.error : undefined}
      onChange={(value) => {
        void helpers.setValue(value ?? (typeof meta.initialValue === 'string' ? '' : null));
        void helpers.setTouched(true, false);
      }}
    />
  );
}

/** "Add new" of a company list: a name checked with the shared rule, then selected in the form. */
function AddListItemDialog({ kind, onClose, onAdded }: { kind: ProjectListKind; onClose: () => void; onAdded: (item: ProjectListItem) => void }) {
  const toast = useToast();
  const { validate, showProblem } = useSchemaValidation<{ name: string }>(projectListItemSchema);
  const submit = async (values: { name: string }, helpers: FormikHelpers<{ name: string }>) => {
    try {
      const result = await createProjectListItem(kind, values.name);
      toast.success(result.message);
      onAdded(result.data);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`add-${kind}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`add-${kind}-title`}>{LIST_LABELS[kind].dialog}</DialogTitle>
      <Formik initialValues={{ name: '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting, handleSubmit }) => (
          // Its submit must not bubble (through the portal) to the project form around it.
          <form
            noValidate
            aria-label={LIST_LABELS[kind].dialog}
            onSubmit={(event) => {
              event.stopPropagation();
              handleSubmit(event);
            }}
          >
            <DialogContent>
              <FormTextField name="name" label="Name" required fullWidth autoFocus />
            </DialogContent>
            <FormDialogActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel="Add" />
          </form>
        )}
      </Formik>
    </Dialog>
  );
}

/** A company list select with its "add new" button. */
function CompanyListField({ kind, name, disabled, required }: { kind: ProjectListKind; name: keyof ProjectDetailsValues; disabled: boolean; required?: boolean }) {
  const { data, isLoading, mutate } = useProjectList(kind);
  const { setFieldValue } = useFormikContext<ProjectDetailsValues>();
  const [isAdding, setIsAdding] = useState(false);
  const options = useMemo(() => (data ?? []).map((item) => ({ value: item.id, label: item.name })), [data]);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormSelect name={name} label={LIST_LABELS[kind].field} options={options} isLoading={isLoading} disabled={disabled} required={required} />
      {disabled ? null : (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)} sx={{ whiteSpace: 'nowrap', minWidth: 'auto' }} aria-label={`Add new ${LIST_LABELS[kind].field.toLowerCase()}`}>
          Add new
        </Button>
      )}
      {isAdding ? (
        <AddListItemDialog
          kind={kind}
          onClose={() => setIsAdding(false)}
          onAdded={(item) => {
            setIsAdding(false);
            void mutate((list) => [...(list ?? []), item], { revalidate: false });
            void setFieldValue(name, item.id);
          }}
        />
      ) : null}
    </Box>
  );
}

/** Search an address; the chosen place fills country, state and city. */
function AddressSearch({ disabled }: { disabled: boolean }) {
  const [search, setSearch] = useState('');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const { data, isLoading } = useAddressMatches(search);
  const { setValues, values } = useFormikContext<ProjectDetailsValues>();
  const toast = useToast();
  const options = useMemo(() => (data ?? []).map((m) => ({ value: m.place_id, label: m.description })), [data]);
  return (
    <SelectField
      label="Search address"
      name="address_search"
      placeholder="Type at least 3 characters"
      options={options}
      value={placeId}
      isLoading={isLoading}
      disabled={disabled}
      onSearchChange={setSearch}
      onChange={(value) => {
        setPlaceId(value === null ? null : String(value));
        if (value === null) return;
        void findPlaceData(String(value))
          .then((place) => setValues({ ...values, country_id: place.country_id, state_id: place.state_id ?? '', city: place.city ?? '' }))
          .catch(async (error) => toast.error((await normalizeError(error)).message));
      }}
    />
  );
}

function LocationFields({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<ProjectDetailsValues>();
  const countries = useCountries();
  const states = useStates(values.country_id || null);
  const cities = useCities(values.state_id || null);
  const countryOptions = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.country_id, label: c.country_name })), [countries.data]);
  const stateOptions = useMemo(() => (states.data ?? []).map((s) => ({ value: s.state_id, label: s.state_name })), [states.data]);
  const cityOptions = useMemo(() => {
    const names = (cities.data ?? []).map((c) => c.city_name);
    if (values.city && !names.includes(values.city)) names.unshift(values.city);
    return names.map((name) => ({ value: name, label: name }));
  }, [cities.data, values.city]);
  // A new country or state empties what depended on it.
  const previous = useRef({ country: values.country_id, state: values.state_id });
  useEffect(() => {
    const was = previous.current;
    previous.current = { country: values.country_id, state: values.state_id };
    if (was.country !== values.country_id && values.state_id && states.data && !states.data.some((s) => s.state_id === values.state_id)) void setFieldValue('state_id', '');
    if (was.state !== values.state_id && !values.state_id && values.city && (cities.data ?? []).length) void setFieldValue('city', '');
  }, [values.country_id, values.state_id, values.city, states.data, cities.data, setFieldValue]);
  const hasCityList = Boolean(values.state_id) && (cities.data ?? []).length > 0;
  return (
    <>
      <AddressSearch disabled={disabled} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        <FormSelect name="country_id" label="Country" options={countryOptions} isLoading={countries.isLoading} disabled={disabled} />
        <FormSelect name="state_id" label="State" options={stateOptions} isLoading={states.isLoading} disabled={disabled || !values.country_id} />
        {hasCityList ? <FormSelect name="city" label="City" options={cityOptions} isLoading={cities.isLoading} disabled={disabled} /> : <FormTextField name="city" label="City" size="small" fullWidth disabled={disabled} />}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <FormTextField name="street" label="Street" size="small" fullWidth disabled={disabled} />
        <FormTextField name="zip" label="Zip" size="small" fullWidth disabled={disabled} />
      </Box>
    </>
  );
}

function DateFields({ disabled }: { disabled: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ProjectDetailsValues>();
  const set = (name: 'estimated_start_date' | 'estimated_end_date') => (value: string | null) => {
    void setFieldValue(name, value);
    void setFieldTouched(name, true, false);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <DateField label="Estimated start date" name="estimated_start_date" value={values.estimated_start_date} maxDate={values.estimated_end_date} onChange={set('estimated_start_date')} disabled={disabled} error={touched.estimated_start_date ? errors.estimated_start_date : undefined} />
      <DateField label="Estimated end date" name="estimated_end_date" value={values.estimated_end_date} minDate={values.estimated_start_date} onChange={set('estimated_end_date')} disabled={disabled} error={touched.estimated_end_date ? errors.estimated_end_date : undefined} />
    </Box>
  );
}

function ManagerField({ project, disabled }: { project?: Project | null; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const { data, isLoading } = useCompanyEmployees(search);
  const options = useMemo(() => {
    const list = (data ?? []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
    if (project?.manager_id && !list.some((o) => o.value === project.manager_id)) list.unshift({ value: project.manager_id, label: project.manager_full_name ?? `#${project.manager_id}` });
    return list;
  }, [data, project]);
  return <FormSelect name="manager_id" label="Project manager" options={options} isLoading={isLoading} onSearchChange={setSearch} disabled={disabled} />;
}

export type ProjectDetailsFormProps = {
  project?: Project | null;
  canEdit: boolean;
  /** Saves the details (create or update); the form shows the 422s on their fields. */
  save: (input: ProjectInput) => Promise<{ data: Project; message: string }>;
  onSaved: (project: Project) => void;
  submitLabel: string;
  /** Buttons shown before the submit (e.g. Cancel). */
  actions?: ReactNode;
  /** With nothing changed on an existing project, the submit moves on without saving (the wizard's Next). */
  isPassThroughWhenUnchanged?: boolean;
};

export function ProjectDetailsForm({ project, canEdit, save, onSaved, submitLabel, actions, isPassThroughWhenUnchanged }: ProjectDetailsFormProps) {
  const toast = useToast();
  const { validate, showProblem, clearServerErrors } = useSchemaValidation<ProjectDetailsValues>(projectSchema);
  const stages = useProjectList('stage');
  const initialValues = useMemo(() => toProjectDetailsValues(project, stages.data), [project, stages.data]);

  const submit = async (values: ProjectDetailsValues, helpers: FormikHelpers<ProjectDetailsValues>) => {
    try {
      const result = await save(toProjectInput(values));
      toast.success(result.message);
      clearServerErrors();
      helpers.resetForm({ values: toProjectDetailsValues(result.data, stages.data) });
      setUnsavedChanges(false);
      onSaved(result.data);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.error(text);
    }
  };

  if (project && !stages.data) return stages.error ? <LoadErrorState error={stages.error} onRetry={() => void stages.mutate()} /> : <LoadingState />;

  return (
    <Formik<ProjectDetailsValues> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, dirty, handleSubmit }) => (
        <form
          noValidate
          aria-label="Project details"
          onSubmit={(event) => {
            event.preventDefault();
            if (isPassThroughWhenUnchanged && project && (!dirty || !canEdit)) onSaved(project);
            else handleSubmit(event);
          }}
        >
          <UnsavedChangesFlag />
          <Stack spacing={2} sx={{ maxWidth: 760 }}>
            <Typography variant="subtitle1" component="h3">
              General
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
              <FormTextField name="name" label="Project name" required size="small" fullWidth disabled={!canEdit} />
              <FormTextField name="internal_number" label="Internal number" size="small" fullWidth disabled={!canEdit} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <CompanyListField kind="ownerType" name="owner_type_id" disabled={!canEdit} />
              <CompanyListField kind="stage" name="stage_id" disabled={!canEdit} required />
            </Box>
            <DateFields disabled={!canEdit} />
            <Typography variant="subtitle1" component="h3">
              Address
            </Typography>
            <LocationFields disabled={!canEdit} />
            <Typography variant="subtitle1" component="h3">
              Project manager
            </Typography>
            <ManagerField project={project} disabled={!canEdit} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {actions}
              {canEdit || isPassThroughWhenUnchanged ? (
                <FormSubmitButton loading={isSubmitting} disabled={!isPassThroughWhenUnchanged && !dirty}>
                  {submitLabel}
                </FormSubmitButton>
              ) : null}
            </Stack>
          </Stack>
        </form>
      )}
    </Formik>
  );
}
