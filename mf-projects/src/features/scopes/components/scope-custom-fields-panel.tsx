// The scope's custom fields: the company's creation form fields (text, number, date, select), each
// value saved through entity/custom-fields (set, change, or clear). Checked with the same rules as
// the server (checkCustomFieldValue, required); a field's 422 stays on that field.
import { useMemo, useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { normalizeError } from 'shared-auth';
import { VALIDATION_MESSAGES, checkCustomFieldValue, type CustomField, type ScopeDetails } from 'shared-contract';
import { DateField, LoadErrorState, useToast } from 'shared-ui';
import { createScopeFieldValue, deleteScopeFieldValue, updateScopeFieldValue, useCustomFieldSections } from '../api/scope-custom-fields';

type Props = { scope: ScopeDetails; canChange: boolean; onChanged: () => Promise<unknown> };

/** The form's text for a stored value: a select field's option id, else the value. */
function storedText(scope: ScopeDetails, field: CustomField): string {
  const stored = scope.custom_fields.find((v) => v.custom_field_id === field.id);
  if (!stored) return '';
  return field.type === 'select' ? (stored.option_id === null ? '' : String(stored.option_id)) : (stored.value ?? '');
}

function problemOf(field: CustomField, text: string): string | null {
  if (text.trim() === '') return field.required ? VALIDATION_MESSAGES.required : null;
  return checkCustomFieldValue(field.type, text, field.options.map((o) => o.id));
}

function FieldInput({ field, value, error, disabled, onChange }: { field: CustomField; value: string; error?: string; disabled: boolean; onChange: (value: string) => void }) {
  const label = field.required ? `${field.name} *` : field.name;
  if (field.type === 'date') return <DateField label={label} name={`field-${field.id}`} value={value || null} disabled={disabled} error={error} onChange={(next) => onChange(next ?? '')} />;
  return (
    <TextField
      label={label}
      name={`field-${field.id}`}
      value={value}
      select={field.type === 'select'}
      fullWidth
      disabled={disabled}
      error={!!error}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={field.type === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
    >
      {field.type === 'select'
        ? [
            <MenuItem key="" value="">
              <em>None</em>
            </MenuItem>,
            ...field.options.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.label}
              </MenuItem>
            )),
          ]
        : null}
    </TextField>
  );
}

export function ScopeCustomFieldsPanel({ scope, canChange, onChanged }: Props) {
  const sections = useCustomFieldSections(true);
  const toast = useToast();
  const fields = useMemo(() => (sections.data ?? []).flatMap((s) => s.fields), [sections.data]);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  if (sections.error) return <LoadErrorState error={sections.error} onRetry={() => void sections.mutate()} />;
  if (!sections.data || fields.length === 0) return null;

  const valueOf = (field: CustomField) => edits[field.id] ?? storedText(scope, field);
  const changed = fields.filter((f) => edits[f.id] !== undefined && edits[f.id] !== storedText(scope, f));

  const save = async () => {
    const found: Record<number, string> = {};
    for (const field of changed) {
      const problem = problemOf(field, valueOf(field));
      if (problem) found[field.id] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsSaving(true);
    const failed: Record<number, string> = {};
    for (const field of changed) {
      const text = valueOf(field).trim();
      const stored = scope.custom_fields.find((v) => v.custom_field_id === field.id);
      try {
        if (!stored) await createScopeFieldValue(scope.id, field.id, text);
        else if (text === '') await deleteScopeFieldValue(stored.id);
        else await updateScopeFieldValue(stored.id, text);
      } catch (e) {
        const problem = await normalizeError(e);
        failed[field.id] = problem.errors?.value ?? Object.values(problem.errors ?? {})[0] ?? problem.message;
      }
    }
    setIsSaving(false);
    setErrors(failed);
    await onChanged();
    // Saved fields read their stored value again; failed ones keep what was typed.
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => failed[Number(id)] !== undefined)));
    if (Object.keys(failed).length === 0) toast.success('Custom fields saved.');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Custom fields">
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Custom fields
      </Typography>
      <Stack spacing={2}>
        {fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={valueOf(field)}
            error={errors[field.id]}
            disabled={!canChange || isSaving}
            onChange={(next) => {
              setEdits((current) => ({ ...current, [field.id]: next }));
              setErrors(({ [field.id]: _dropped, ...rest }) => rest);
            }}
          />
        ))}
      </Stack>
      {canChange ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button color="inherit" disabled={isSaving || changed.length === 0} onClick={() => (setEdits({}), setErrors({}))}>
            Discard changes
          </Button>
          <Button variant="contained" disabled={isSaving || changed.length === 0} onClick={() => void save()}>
            Save custom fields
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
