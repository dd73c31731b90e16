// The scope form (000 section 7, Scopes): name, description, vendor company from the network with
// its assignee and signer (left empty: the vendor's primary contact), amount, work start date,
// editors, and for a new scope the files to attach. Read-only for the vendor and for anyone the
// scope's flags refuse; a 422 lands on its fields.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { setUnsavedChanges } from 'shared-auth';
import { SCOPE_ATTACHMENT_EXTENSIONS, formatSize, scopeFormSchema, type ScopeDetails } from 'shared-contract';
import { DateField, FileUpload, FormSubmitButton, FormTextField, MultiSelectField, SelectField, useSchemaValidation, type FormProblem, type SelectOption } from 'shared-ui';
import { useEditorOptions, useVendorOptions } from '../api/find-scope-options';
import type { ScopeFormFields } from '../api/save-scope';

export type ScopeFormValues = ScopeFormFields;

const EMPTY: ScopeFormValues = {
  name: '',
  description: '',
  vendor_company_id: null,
  vendor_assignee_id: null,
  vendor_signer_id: null,
  amount: '',
  work_start_date: '',
  editor_ids: [],
};

export function toScopeFormValues(scope: ScopeDetails | undefined): ScopeFormValues {
  if (!scope) return EMPTY;
  return {
    name: scope.name,
    description: scope.description ?? '',
    vendor_company_id: scope.vendor_company_id,
    vendor_assignee_id: scope.vendor_assignee?.id ?? null,
    vendor_signer_id: scope.vendor_signer?.id ?? null,
    amount: scope.amount ?? '',
    work_start_date: scope.work_start_date ?? '',
    editor_ids: scope.editors.map((e) => e.id),
  };
}

/** Mirrors the form's dirty state into the unsaved-changes flag the shell asks about on leaving. */
function UnsavedChangesFlag({ hasFiles }: { hasFiles: boolean }) {
  const { dirty } = useFormikContext();
  useEffect(() => {
    setUnsavedChanges(dirty || hasFiles);
  }, [dirty, hasFiles]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

function VendorFields({ scope, readOnly }: { scope?: ScopeDetails; readOnly: boolean }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<ScopeFormValues>();
  const vendors = useVendorOptions(!readOnly);
  const chosen = vendors.data?.find((v) => v.id === values.vendor_company_id);
  const vendorOptions = useMemo<SelectOption[]>(() => {
    const options = (vendors.data ?? []).map((c) => ({ value: c.id, label: c.name }));
    // The saved vendor stays listed even when it has left the network.
    if (scope?.vendor_company_id && !options.some((o) => o.value === scope.vendor_company_id)) options.unshift({ value: scope.vendor_company_id, label: scope.vendor_company_name ?? '' });
    return options;
  }, [vendors.data, scope]);
  const userOptions = useMemo<SelectOption[]>(() => {
    const options = (chosen?.users ?? []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` }));
    for (const person of [scope?.vendor_assignee, scope?.vendor_signer]) {
      if (person && values.vendor_company_id === scope?.vendor_company_id && !options.some((o) => o.value === person.id)) options.push({ value: person.id, label: `${person.full_name} (${person.email})` });
    }
    return options;
  }, [chosen, scope, values.vendor_company_id]);
  // Left empty, the assignee and signer are the vendor's primary contact: named when the vendor has one.
  const defaultPlaceholder = (id: number | null | undefined) => {
    if (!chosen) return undefined;
    const contact = chosen.users.find((u) => u.id === id);
    return contact ? `${contact.full_name} (primary contact)` : 'No primary contact';
  };
  const errorOf = (name: keyof ScopeFormValues) => (touched[name] ? (errors[name] as string | undefined) : undefined);
  return (
    <>
      <SelectField
        name="vendor_company_id"
        label="Vendor company *"
        options={vendorOptions}
        value={values.vendor_company_id}
        isLoading={vendors.isLoading}
        disabled={readOnly}
        error={errorOf('vendor_company_id') ?? (vendors.error ? 'The network could not be loaded.' : undefined)}
        onChange={(next) => {
          void setFieldValue('vendor_company_id', next === null ? null : Number(next));
          // Another vendor: its own primary contact until someone else is chosen.
          void setFieldValue('vendor_assignee_id', null);
          void setFieldValue('vendor_signer_id', null);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          name="vendor_assignee_id"
          label="Vendor assignee"
          placeholder={defaultPlaceholder(chosen?.default_assignee_id)}
          options={userOptions}
          value={values.vendor_assignee_id}
          isLoading={vendors.isLoading}
          isClearable
          disabled={readOnly || !values.vendor_company_id}
          error={errorOf('vendor_assignee_id')}
          onChange={(next) => void setFieldValue('vendor_assignee_id', next === null ? null : Number(next))}
        />
        <SelectField
          name="vendor_signer_id"
          label="Vendor signer"
          placeholder={defaultPlaceholder(chosen?.default_signer_id)}
          options={userOptions}
          value={values.vendor_signer_id}
          isLoading={vendors.isLoading}
          isClearable
          disabled={readOnly || !values.vendor_company_id}
          error={errorOf('vendor_signer_id')}
          onChange={(next) => void setFieldValue('vendor_signer_id', next === null ? null : Number(next))}
        />
      </Stack>
    </>
  );
}

function EditorsField({ scope, readOnly }: { scope?: ScopeDetails; readOnly: boolean }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<ScopeFormValues>();
  const editors = useEditorOptions(scope?.id, !readOnly);
  const options = (editors.data ?? []).map((e) => ({ value: e.id, label: e.full_name }));
  // The scope's editors keep their names even when the list does not hold them (read-only, archived).
  for (const e of scope?.editors ?? []) if (!options.some((o) => o.value === e.id)) options.push({ value: e.id, label: e.full_name });
  return (
    <MultiSelectField
      name="editor_ids"
      label="Editors"
      options={options}
      value={values.editor_ids}
      disabled={readOnly}
      onChange={(next) => void setFieldValue('editor_ids', next.map(Number))}
      error={touched.editor_ids ? (errors.editor_ids as string | undefined) : editors.error ? 'The employees could not be loaded.' : undefined}
    />
  );
}

function DateInput({ readOnly }: { readOnly: boolean }) {
  const { values, setFieldValue, errors, touched } = useFormikContext<ScopeFormValues>();
  return (
    <DateField
      name="work_start_date"
      label="Work start date"
      value={values.work_start_date || null}
      disabled={readOnly}
      onChange={(next) => void setFieldValue('work_start_date', next ?? '')}
      error={touched.work_start_date ? errors.work_start_date : undefined}
    />
  );
}

type ScopeFormProps = {
  scope?: ScopeDetails;
  readOnly: boolean;
  /** Saves; returns the problem of a failed save so its 422 messages go on the fields. */
  onSubmit: (values: ScopeFormValues, files: File[]) => Promise<FormProblem | null>;
  onProblemText: (text: string) => void;
  onCancel: () => void;
};

export function ScopeForm({ scope, readOnly, onSubmit, onProblemText, onCancel }: ScopeFormProps) {
  const { validate, showProblem } = useSchemaValidation<ScopeFormValues>(scopeFormSchema);
  const [files, setFiles] = useState<File[]>([]);
  const initialValues = useMemo(() => toScopeFormValues(scope), [scope]);

  const submit = async (values: ScopeFormValues, helpers: FormikHelpers<ScopeFormValues>) => {
    const problem = await onSubmit(values, files);
    if (!problem) {
      setFiles([]);
      helpers.resetForm({ values });
      return;
    }
    const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
    if (text) onProblemText(text);
  };

  return (
    <Formik<ScopeFormValues> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Scope">
          {readOnly ? null : <UnsavedChangesFlag hasFiles={files.length > 0} />}
          <Stack spacing={2}>
            <FormTextField name="name" label="Name" required fullWidth disabled={readOnly} />
            <FormTextField name="description" label="Description" multiline minRows={3} fullWidth disabled={readOnly} />
            <VendorFields scope={scope} readOnly={readOnly} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="amount" label="Amount" fullWidth disabled={readOnly} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <DateInput readOnly={readOnly} />
            </Stack>
            <EditorsField scope={scope} readOnly={readOnly} />
            {!scope && !readOnly ? (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Attachments
                </Typography>
                <FileUpload extensions={SCOPE_ATTACHMENT_EXTENSIONS} onSelect={(file) => setFiles((current) => [...current, file])} />
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                  {files.map((file, index) => (
                    <Chip key={`${file.name}-${index}`} label={`${file.name} (${formatSize(file.size)})`} onDelete={() => setFiles((current) => current.filter((_, i) => i !== index))} />
                  ))}
                </Stack>
              </Box>
            ) : null}
            {readOnly ? null : (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button color="inherit" disabled={isSubmitting} onClick={onCancel}>
                  Cancel
                </Button>
                <FormSubmitButton loading={isSubmitting} disabled={!!scope && !dirty}>
                  {scope ? 'Save' : 'Create scope'}
                </FormSubmitButton>
              </Stack>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
