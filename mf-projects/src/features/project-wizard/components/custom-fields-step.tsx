// Wizard step 3, custom fields: the company's creation form (sections with text, number, date and
// select fields) and the project's value of each. Fields are added, edited and deleted here too
// (project/creation-form/custom-field/*); an option chosen on a project or scope cannot be deleted.
// Next saves the values (project/step-3): required fields need one, each is checked by its type with
// the shared rule (checkCustomFieldValue) before the server checks the same.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { normalizeError, useUnsavedChangesFlag } from 'shared-auth';
import { VALIDATION_MESSAGES, checkCustomFieldValue, type StepThreeSection } from 'shared-contract';
import { DateField, EmptyState, LoadErrorState, LoadingState, SelectField, useConfirm, useToast } from 'shared-ui';
import { deleteCustomField, saveStepThree, useStepThreeFields } from '../api/wizard-api';
import { CustomFieldDialog, type EditedField } from './custom-field-dialog';

type Field = StepThreeSection['fields'][number];
type Values = Record<number, string>;

/** The form's text of a stored value: a select field's option id, anything else as stored. */
const valueOf = (field: Field) => (field.value ? (field.type === 'select' ? String(field.value.option_id ?? '') : (field.value.value ?? '')) : '');

function problemOf(field: Field, value: string): string | null {
  if (!value.trim()) return field.required ? VALIDATION_MESSAGES.required : null;
  return checkCustomFieldValue(
    field.type,
    value,
    field.options.map((o) => o.id),
  );
}

function FieldInput({ field, value, error, onChange }: { field: Field; value: string; error?: string; onChange: (value: string) => void }) {
  const label = field.required ? `${field.name} *` : field.name;
  const name = `custom_field_${field.id}`;
  if (field.type === 'date') return <DateField label={label} name={name} value={value || null} error={error} onChange={(v) => onChange(v ?? '')} />;
  if (field.type === 'select')
    return <SelectField label={label} name={name} value={value || null} error={error} options={field.options.map((o) => ({ value: String(o.id), label: o.label }))} onChange={(v) => onChange(v === null ? '' : String(v))} />;
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined }}
    />
  );
}

type CustomFieldsStepProps = { projectId: number; actions: ReactNode; onSaved: () => void };

export function CustomFieldsStep({ projectId, actions, onSaved }: CustomFieldsStepProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const { data, error, mutate } = useStepThreeFields(projectId);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState<EditedField | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const fields = useMemo(() => (data ?? []).flatMap((s) => s.fields), [data]);
  const stored = useMemo(() => Object.fromEntries(fields.map((f) => [f.id, valueOf(f)])) as Values, [fields]);
  // New fields from the server join the form; what was typed stays.
  useEffect(() => {
    setValues((current) => ({ ...stored, ...Object.fromEntries(Object.entries(current).filter(([id]) => id in stored)) }));
  }, [stored]);
  const isDirty = fields.some((f) => (values[f.id] ?? '') !== stored[f.id]);
  useUnsavedChangesFlag(isDirty);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field.id]: value }));
    setErrors((e) => {
      const next = { ...e };
      const problem = problemOf(field, value);
      if (problem && e[field.id]) next[field.id] = problem;
      else delete next[field.id];
      return next;
    });
  };

  const removeField = async (field: Field) => {
    if (!(await confirm({ title: 'Delete field', message: `Delete the field "${field.name}"? Its values on every project and scope are deleted too.`, confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteCustomField(field.id));
      await mutate();
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  const next = async () => {
    const found: Record<number, string> = {};
    for (const field of fields) {
      const problem = problemOf(field, values[field.id] ?? '');
      if (problem) found[field.id] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const sent = fields.map((f) => ({ custom_field_id: f.id, value: values[f.id] ?? '' }));
    setIsSaving(true);
    try {
      const saved = await saveStepThree(projectId, sent);
      toast.success(saved.message);
      await mutate();
      onSaved();
    } catch (e) {
      const problem = await normalizeError(e);
      const placed: Record<number, string> = {};
      const other: string[] = [];
      for (const [key, message] of Object.entries(problem.errors ?? {})) {
        const byIndex = /^fields\.(\d+)\./.exec(key);
        const byId = /^custom_fields\.(\d+)$/.exec(key);
        const id = byIndex ? sent[Number(byIndex[1])]?.custom_field_id : byId ? Number(byId[1]) : undefined;
        if (id !== undefined) placed[id] = message;
        else other.push(message);
      }
      setErrors(placed);
      if (other.length || !Object.keys(placed).length) toast.error(other.length ? other.join(' ') : problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} component="section" aria-label="Custom fields">
      {data.map((section) => (
        <Paper key={section.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={section.name}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h3">
              {section.name}
            </Typography>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ section_id: section.id })} aria-label={`Add field to ${section.name}`}>
              Add field
            </Button>
          </Box>
          {section.fields.length === 0 ? (
            <EmptyState title="No fields in this section" />
          ) : (
            <Stack spacing={2}>
              {section.fields.map((field) => (
                <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1 }}>
                    <FieldInput field={field} value={values[field.id] ?? ''} error={errors[field.id]} onChange={(v) => change(field, v)} />
                  </Box>
                  <Tooltip title="Edit field">
                    <IconButton aria-label={`Edit field ${field.name}`} onClick={() => setEditing({ section_id: section.id, field })}>
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete field">
                    <IconButton aria-label={`Delete field ${field.name}`} onClick={() => void removeField(field)}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Box>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <Button variant="contained" onClick={() => void next()} loading={isSaving}>
          Next
        </Button>
      </Stack>
      {editing ? (
        <CustomFieldDialog
          edited={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
