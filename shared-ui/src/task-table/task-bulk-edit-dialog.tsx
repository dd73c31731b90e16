// Bulk edit of the selected tasks (task/bulk-edit): the due date, priority, internal and external
// assignee, and reminders (left as they are, turned off, or every N day|week on chosen weekdays).
// Only what the user sets is sent. Validated with the contract's rules (taskBulkEditSchema,
// checkTaskSchedule); the server's 422 lands on the fields, its message is shown by the caller.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Checkbox,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  REMINDER_PERIODS,
  TASK_PRIORITIES,
  TASK_WEEKDAYS,
  VALIDATION_MESSAGES,
  checkTaskSchedule,
  taskBulkEditSchema,
  yup,
  type TaskWeekday,
} from 'shared-contract';
import { FormDialogActions } from '../confirm/form-dialog-actions';
import { useConfirmDiscard } from '../confirm/confirm-discard';
import { DateField } from '../fields/date-field';
import { SelectField, type SelectOption } from '../fields/select-field';
import { useSchemaValidation, type FormProblem } from '../fields/use-schema-validation';

export type RemindersMode = 'keep' | 'off' | 'set';

export type TaskBulkEditValues = {
  due_date: string | null;
  priority: string | null;
  internal_assignee_id: number | null;
  external_assignee_id: number | null;
  reminders_mode: RemindersMode;
  reminders_every: string;
  reminders_period: string;
  reminders_days: TaskWeekday[];
};

/** What task/bulk-edit receives: only the changes the user made. */
export type TaskBulkEditChanges = {
  due_date?: string;
  priority?: 'normal' | 'high';
  internal_assignee_id?: number;
  external_assignee_id?: number;
  reminders_every?: number;
  reminders_period?: 'day' | 'week';
  reminders_days?: TaskWeekday[];
  reminders_off?: boolean;
};

export const NOTHING_TO_CHANGE = 'Choose at least one change.';

export function toBulkEditChanges(values: TaskBulkEditValues): TaskBulkEditChanges {
  const changes: TaskBulkEditChanges = {};
  if (values.due_date) changes.due_date = values.due_date;
  if (values.priority) changes.priority = values.priority as 'normal' | 'high';
  if (values.internal_assignee_id) changes.internal_assignee_id = values.internal_assignee_id;
  if (values.external_assignee_id) changes.external_assignee_id = values.external_assignee_id;
  if (values.reminders_mode === 'off') changes.reminders_off = true;
  if (values.reminders_mode === 'set') {
    changes.reminders_every = Number(values.reminders_every);
    changes.reminders_period = values.reminders_period as 'day' | 'week';
    changes.reminders_days = values.reminders_days;
  }
  return changes;
}

const INITIAL: TaskBulkEditValues = {
  due_date: null,
  priority: null,
  internal_assignee_id: null,
  external_assignee_id: null,
  reminders_mode: 'keep',
  reminders_every: '',
  reminders_period: '',
  reminders_days: [],
};

/** The contract's rules for the fields the form holds. */
const formSchema = yup.object({
  due_date: (taskBulkEditSchema.fields.due_date as yup.StringSchema).nullable(),
  priority: (taskBulkEditSchema.fields.priority as yup.StringSchema).nullable(),
  reminders_every: taskBulkEditSchema.fields.reminders_every as yup.AnySchema,
  reminders_period: taskBulkEditSchema.fields.reminders_period as yup.AnySchema,
  reminders_days: taskBulkEditSchema.fields.reminders_days as yup.AnySchema,
});

export type AssigneeOptions = { internal?: SelectOption[]; external?: SelectOption[] };

export type TaskBulkEditDialogProps = {
  /** How many tasks the change applies to. */
  count: number;
  /** Loads the people to choose from; a side without options (or whose load fails) is not offered. */
  loadAssignees?: () => Promise<AssigneeOptions>;
  /** Sends the changes; resolves with the server's message, rejects with the failure. */
  onSubmit: (changes: TaskBulkEditChanges) => Promise<unknown>;
  /** The failure as a form problem (shared-auth's normalizeError). */
  describeError: (error: unknown) => Promise<FormProblem>;
  /** Shown when the server refuses something not about a field. */
  onFailure: (message: string) => void;
  onClose: () => void;
};

export function TaskBulkEditDialog({ count, loadAssignees, onSubmit, describeError, onFailure, onClose }: TaskBulkEditDialogProps) {
  const confirmDiscard = useConfirmDiscard();
  const { validate: validateFields, showProblem } = useSchemaValidation<TaskBulkEditValues>(formSchema);
  const [assignees, setAssignees] = useState<AssigneeOptions>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    let isActive = true;
    loadAssignees?.()
      .then((options) => isActive && setAssignees(options))
      .catch(() => undefined);
    return () => {
      isActive = false;
    };
  }, [loadAssignees]);

  const validate = useMemo(
    () => async (values: TaskBulkEditValues) => {
      const errors: Record<string, string> = { ...(await validateFields(values)) } as Record<string, string>;
      if (values.reminders_mode === 'set') {
        if (!values.reminders_every) errors.reminders_every ??= VALIDATION_MESSAGES.required;
        if (!values.reminders_period) errors.reminders_period ??= VALIDATION_MESSAGES.required;
        for (const [field, message] of Object.entries(checkTaskSchedule({ reminders_every: values.reminders_every === '' ? null : Number(values.reminders_every), reminders_period: values.reminders_period || null }))) {
          errors[field] ??= message;
        }
      }
      return errors;
    },
    [validateFields],
  );

  const submit = async (values: TaskBulkEditValues, helpers: FormikHelpers<TaskBulkEditValues>) => {
    const changes = toBulkEditChanges(values);
    if (Object.keys(changes).length === 0) return setFormError(NOTHING_TO_CHANGE);
    setFormError(null);
    try {
      await onSubmit(changes);
      onClose();
    } catch (error) {
      const problem = await describeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) onFailure(text);
    }
  };

  const title = count === 1 ? 'Edit 1 task' : `Edit ${count} tasks`;
  return (
    <Formik<TaskBulkEditValues> initialValues={INITIAL} validate={validate} validateOnBlur={false} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, dirty, setFieldValue }) => {
        const close = async () => {
          if (isSubmitting || !(await confirmDiscard(dirty))) return;
          onClose();
        };
        const errorOf = (name: keyof TaskBulkEditValues) => (touched[name] || values[name] ? (errors[name] as string | undefined) : undefined);
        const toggleDay = (day: TaskWeekday) =>
          void setFieldValue('reminders_days', values.reminders_days.includes(day) ? values.reminders_days.filter((d) => d !== day) : [...values.reminders_days, day]);
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby="task-bulk-edit-title">
            <Form noValidate aria-label={title}>
              <DialogTitle id="task-bulk-edit-title">{title}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>Only the fields you set change; finished tasks are left as they are.</DialogContentText>
                <Stack spacing={2}>
                  {formError ? <Alert severity="warning">{formError}</Alert> : null}
                  <DateField label="Due date" name="due_date" value={values.due_date} onChange={(v) => void setFieldValue('due_date', v)} error={errors.due_date as string | undefined} />
                  <SelectField
                    label="Priority"
                    name="priority"
                    options={Object.entries(TASK_PRIORITIES).map(([value, label]) => ({ value, label }))}
                    value={values.priority}
                    onChange={(v) => void setFieldValue('priority', v)}
                    error={errors.priority as string | undefined}
                  />
                  {assignees.internal?.length ? (
                    <SelectField
                      label="Internal assignee"
                      name="internal_assignee_id"
                      options={assignees.internal}
                      value={values.internal_assignee_id}
                      onChange={(v) => void setFieldValue('internal_assignee_id', v === null ? null : Number(v))}
                      error={errors.internal_assignee_id as string | undefined}
                    />
                  ) : null}
                  {assignees.external?.length ? (
                    <SelectField
                      label="External assignee"
                      name="external_assignee_id"
                      options={assignees.external}
                      value={values.external_assignee_id}
                      onChange={(v) => void setFieldValue('external_assignee_id', v === null ? null : Number(v))}
                      error={errors.external_assignee_id as string | undefined}
                    />
                  ) : null}
                  <TextField
                    select
                    size="small"
                    label="Reminders"
                    name="reminders_mode"
                    value={values.reminders_mode}
                    onChange={(event) => void setFieldValue('reminders_mode', event.target.value)}
                  >
                    <MenuItem value="keep">Leave as they are</MenuItem>
                    <MenuItem value="off">Turn off</MenuItem>
                    <MenuItem value="set">Remind every…</MenuItem>
                  </TextField>
                  {values.reminders_mode === 'set' ? (
                    <Stack spacing={1.5}>
                      <Stack direction="row" spacing={1.5}>
                        <TextField
                          size="small"
                          label="Every"
                          name="reminders_every"
                          value={values.reminders_every}
                          inputMode="numeric"
                          onChange={(event) => void setFieldValue('reminders_every', event.target.value.replace(/\D/g, ''))}
                          error={Boolean(errorOf('reminders_every'))}
                          helperText={errorOf('reminders_every')}
                          sx={{ width: 120 }}
                        />
                        <TextField
                          select
                          size="small"
                          label="Period"
                          name="reminders_period"
                          value={values.reminders_period}
                          onChange={(event) => void setFieldValue('reminders_period', event.target.value)}
                          error={Boolean(errorOf('reminders_period'))}
                          helperText={errorOf('reminders_period')}
                          sx={{ minWidth: 140 }}
                        >
                          {Object.entries(REMINDER_PERIODS).map(([value, label]) => (
                            <MenuItem key={value} value={value}>
                              {label}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Stack>
                      <FormControl component="fieldset" error={Boolean(errors.reminders_days)}>
                        <FormLabel component="legend">On these days (optional)</FormLabel>
                        <FormGroup row>
                          {(Object.entries(TASK_WEEKDAYS) as [TaskWeekday, string][]).map(([day, label]) => (
                            <FormControlLabel key={day} control={<Checkbox size="small" checked={values.reminders_days.includes(day)} onChange={() => toggleDay(day)} />} label={label} />
                          ))}
                        </FormGroup>
                        {errors.reminders_days ? <FormHelperText>{String(errors.reminders_days)}</FormHelperText> : null}
                      </FormControl>
                    </Stack>
                  ) : null}
                </Stack>
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel="Save changes" />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
