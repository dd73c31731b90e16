// The merge fields of a task's template for one target (scope/shortcodes): the ones the data fills are
// shown read-only with their values, the rest are inputs the sender fills, checked by the field's type
// (number, currency, date) the way the server checks them.
import { Box, Stack, TextField, Typography } from '@mui/material';
import { MERGE_FIELD_TYPE_LABELS, VALIDATION_MESSAGES as M, checkMergeFieldValue, type MergeFieldType, type TaskMergeField } from 'shared-contract';
import { DateField } from '../fields/date-field';

export type TaskMergeValues = Record<string, string>;

const typeOf = (field: TaskMergeField): MergeFieldType => (field.type in MERGE_FIELD_TYPE_LABELS ? (field.type as MergeFieldType) : 'text');

/** The fields the sender must fill (no value from the data). */
export const mergeFieldsToFill = (fields: readonly TaskMergeField[]) => fields.filter((f) => f.value === null || f.value === '');

/** Errors of the sender's values: every field without a data value is required and checked by type. */
export function checkTaskMergeValues(fields: readonly TaskMergeField[], values: TaskMergeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of mergeFieldsToFill(fields)) {
    const value = values[field.name] ?? '';
    if (value.trim() === '') errors[field.name] = M.required;
    else {
      const problem = checkMergeFieldValue(typeOf(field), value);
      if (problem) errors[field.name] = problem;
    }
  }
  return errors;
}

export type TaskMergeFieldsFormProps = {
  fields: readonly TaskMergeField[];
  values: TaskMergeValues;
  onChange: (values: TaskMergeValues) => void;
  errors?: Record<string, string>;
  disabled?: boolean;
};

export function TaskMergeFieldsForm({ fields, values, onChange, errors = {}, disabled }: TaskMergeFieldsFormProps) {
  const filled = fields.filter((f) => f.value !== null && f.value !== '');
  const toFill = mergeFieldsToFill(fields);
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });
  if (!fields.length) return <Typography color="text.secondary">This template has no merge fields.</Typography>;
  return (
    <Stack spacing={2}>
      {toFill.length ? (
        <Box role="group" aria-label="Fields to fill">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Fields to fill
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {toFill.map((field) => {
              const type = typeOf(field);
              const label = `${field.name} (${MERGE_FIELD_TYPE_LABELS[type]})`;
              return type === 'date' ? (
                <DateField
                  key={field.name}
                  label={label}
                  name={`merge_values.${field.name}`}
                  value={values[field.name] || null}
                  onChange={(v) => set(field.name, v ?? '')}
                  error={errors[field.name]}
                  disabled={disabled}
                />
              ) : (
                <TextField
                  key={field.name}
                  size="small"
                  label={label}
                  name={`merge_values.${field.name}`}
                  value={values[field.name] ?? ''}
                  onChange={(event) => set(field.name, event.target.value)}
                  error={Boolean(errors[field.name])}
                  helperText={errors[field.name]}
                  disabled={disabled}
                  slotProps={type === 'text' ? undefined : { htmlInput: { inputMode: 'decimal' } }}
                />
              );
            })}
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">The data fills every merge field of this template.</Typography>
      )}
      {filled.length ? (
        <Box role="group" aria-label="Filled from the data">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Filled from the data
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {filled.map((field) => (
              <TextField key={field.name} size="small" label={field.name} value={field.value ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
