// The schedule fields of a task (000 section 3): due date, assign date, priority, reminders (every N
// day|week on weekdays) and recurrence (every N day|week|month on weekdays, ending after N times or on
// a date). Controlled: the value and the per-field errors (keyed by the spec's field names) come from
// the form; validateTaskSchedule applies the shared-contract rules the server applies.
import {
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  RECURRENCE_PERIODS,
  REMINDER_PERIODS,
  TASK_PRIORITIES,
  TASK_WEEKDAYS,
  checkTaskSchedule,
  collectErrors,
  taskScheduleFields,
  yup,
  type RecurrencePeriod,
  type ReminderPeriod,
  type TaskPriority,
  type TaskWeekday,
} from 'shared-contract';
import { DateField } from '../fields/date-field';
import { NumbersOnlyInput } from '../fields/numbers-only-input';
import { formatDate } from '../format/format';

export type TaskScheduleValue = {
  due_date: string | null;
  assign_date: string | null;
  priority: TaskPriority;
  reminders_every: number | null;
  reminders_period: ReminderPeriod | null;
  reminders_days: TaskWeekday[];
  recurrence_every: number | null;
  recurrence_period: RecurrencePeriod | null;
  recurrence_days: TaskWeekday[];
  recurrence_until_repeats: number | null;
  recurrence_until_date: string | null;
};

export type TaskScheduleField = keyof TaskScheduleValue;
export type TaskScheduleErrors = Partial<Record<TaskScheduleField, string>>;

export const TASK_SCHEDULE_FIELDS: readonly TaskScheduleField[] = [
  'due_date',
  'assign_date',
  'priority',
  'reminders_every',
  'reminders_period',
  'reminders_days',
  'recurrence_every',
  'recurrence_period',
  'recurrence_days',
  'recurrence_until_repeats',
  'recurrence_until_date',
];

/** A blank schedule: no dates, normal priority, no reminders, no recurrence. */
export function emptyTaskSchedule(overrides: Partial<TaskScheduleValue> = {}): TaskScheduleValue {
  return {
    due_date: null,
    assign_date: null,
    priority: 'normal',
    reminders_every: null,
    reminders_period: null,
    reminders_days: [],
    recurrence_every: null,
    recurrence_period: null,
    recurrence_days: [],
    recurrence_until_repeats: null,
    recurrence_until_date: null,
    ...overrides,
  };
}

export const hasReminders = (v: TaskScheduleValue) => v.reminders_every !== null || v.reminders_period !== null;
export const hasRecurrence = (v: TaskScheduleValue) => v.recurrence_every !== null || v.recurrence_period !== null;

const scheduleSchema = yup.object(taskScheduleFields);

/** The shared-contract rules of the schedule (field rules, then the cross-field checks): one message per field. */
export async function validateTaskSchedule(value: TaskScheduleValue): Promise<TaskScheduleErrors> {
  const errors: TaskScheduleErrors = {};
  for (const [field, messages] of Object.entries((await collectErrors(scheduleSchema, value)) ?? {})) {
    const key = field.replace(/\[\d+\]$/, '') as TaskScheduleField;
    if (!errors[key]) errors[key] = messages[0];
  }
  for (const [field, message] of Object.entries(checkTaskSchedule(value))) {
    const key = field as TaskScheduleField;
    if (!errors[key]) errors[key] = message;
  }
  return errors;
}

/** Picks the schedule's fields out of a server's 422 errors (`items.0.due_date` with prefix `items.0.`). */
export function scheduleErrorsFrom(errors: Record<string, string> | undefined, prefix = ''): TaskScheduleErrors {
  const found: TaskScheduleErrors = {};
  for (const field of TASK_SCHEDULE_FIELDS) {
    const message = errors?.[`${prefix}${field}`] ?? errors?.[`${prefix}${field}.0`];
    if (message) found[field] = message;
  }
  return found;
}

export type TaskScheduleFieldsProps = {
  value: TaskScheduleValue;
  onChange: (value: TaskScheduleValue) => void;
  errors?: TaskScheduleErrors;
  disabled?: boolean;
  /** Hide parts a screen does not edit (e.g. a bulk edit shows no recurrence). */
  hide?: { assignDate?: boolean; priority?: boolean; reminders?: boolean; recurrence?: boolean };
  /** Earliest selectable due date (YYYY-MM-DD). */
  minDate?: string;
};

const toNumber = (text: string) => (text === '' ? null : Number(text));

function WeekdayChips({
  label,
  name,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  name: string;
  value: TaskWeekday[];
  onChange: (days: TaskWeekday[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const days = Object.keys(TASK_WEEKDAYS) as TaskWeekday[];
  return (
    <FormControl error={Boolean(error)} variant="standard" data-field={name}>
      <FormLabel id={id} sx={{ typography: 'caption', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box role="group" aria-labelledby={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {days.map((day) => {
          const on = value.includes(day);
          return (
            <Chip
              key={day}
              label={TASK_WEEKDAYS[day]}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(on ? value.filter((d) => d !== day) : days.filter((d) => d === day || value.includes(d)))}
            />
          );
        })}
      </Box>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function PeriodSelect<P extends string>({
  label,
  name,
  periods,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  name: string;
  periods: Record<P, string>;
  value: P | null;
  onChange: (period: P | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as P | null)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      sx={{ minWidth: 120 }}
    >
      {(Object.keys(periods) as P[]).map((p) => (
        <MenuItem key={p} value={p}>
          {periods[p]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TaskScheduleFields({ value, onChange, errors = {}, disabled, hide = {}, minDate }: TaskScheduleFieldsProps) {
  const set = (patch: Partial<TaskScheduleValue>) => onChange({ ...value, ...patch });
  const remindersOn = hasReminders(value);
  const recurrenceOn = hasRecurrence(value);
  const [endMode, setEndMode] = useState<'repeats' | 'date'>(value.recurrence_until_date ? 'date' : 'repeats');

  return (
    <Stack spacing={2} data-testid="task-schedule-fields">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: hide.assignDate ? '1fr' : '1fr 1fr' }, gap: 2 }}>
        <DateField label="Due date" name="due_date" value={value.due_date} minDate={minDate} onChange={(due_date) => set({ due_date })} error={errors.due_date} disabled={disabled} />
        {hide.assignDate ? null : (
          <DateField
            label="Assign date"
            name="assign_date"
            value={value.assign_date}
            maxDate={value.due_date}
            onChange={(assign_date) => set({ assign_date })}
            error={errors.assign_date}
            disabled={disabled}
          />
        )}
      </Box>

      {hide.priority ? null : (
        <FormControl error={Boolean(errors.priority)}>
          <FormLabel sx={{ typography: 'caption', mb: 0.5 }} id="task-priority-label">
            Priority
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby="task-priority-label"
            value={value.priority}
            disabled={disabled}
            onChange={(_e, priority: TaskPriority | null) => {
              if (priority) set({ priority });
            }}
          >
            {(Object.keys(TASK_PRIORITIES) as TaskPriority[]).map((p) => (
              <ToggleButton key={p} value={p}>
                {TASK_PRIORITIES[p]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.priority ? <FormHelperText>{errors.priority}</FormHelperText> : null}
        </FormControl>
      )}

      {hide.reminders ? null : (
        <Stack spacing={1.5}>
          <FormControlLabel
            control={
              <Switch
                checked={remindersOn}
                disabled={disabled}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? { reminders_every: 1, reminders_period: 'day', reminders_days: [] }
                      : { reminders_every: null, reminders_period: null, reminders_days: [] },
                  )
                }
              />
            }
            label="Reminders"
          />
          {remindersOn ? (
            <Stack spacing={1.5} sx={{ pl: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <NumbersOnlyInput
                  size="small"
                  label="Remind every"
                  name="reminders_every"
                  value={value.reminders_every}
                  onChange={(text) => set({ reminders_every: toNumber(text) })}
                  error={Boolean(errors.reminders_every)}
                  helperText={errors.reminders_every}
                  disabled={disabled}
                  sx={{ width: 140 }}
                />
                <PeriodSelect
                  label="Period"
                  name="reminders_period"
                  periods={REMINDER_PERIODS}
                  value={value.reminders_period}
                  onChange={(reminders_period) => set({ reminders_period })}
                  error={errors.reminders_period}
                  disabled={disabled}
                />
              </Box>
              <WeekdayChips
                label="Reminder days"
                name="reminders_days"
                value={value.reminders_days}
                onChange={(reminders_days) => set({ reminders_days })}
                error={errors.reminders_days}
                disabled={disabled}
              />
            </Stack>
          ) : null}
        </Stack>
      )}

      {hide.recurrence ? null : (
        <Stack spacing={1.5}>
          <FormControlLabel
            control={
              <Switch
                checked={recurrenceOn}
                disabled={disabled}
                onChange={(event) => {
                  setEndMode('repeats');
                  set(
                    event.target.checked
                      ? { recurrence_every: 1, recurrence_period: 'week', recurrence_days: [], recurrence_until_repeats: null, recurrence_until_date: null }
                      : { recurrence_every: null, recurrence_period: null, recurrence_days: [], recurrence_until_repeats: null, recurrence_until_date: null },
                  );
                }}
              />
            }
            label="Recurrence"
          />
          {recurrenceOn ? (
            <Stack spacing={1.5} sx={{ pl: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <NumbersOnlyInput
                  size="small"
                  label="Repeat every"
                  name="recurrence_every"
                  value={value.recurrence_every}
                  onChange={(text) => set({ recurrence_every: toNumber(text) })}
                  error={Boolean(errors.recurrence_every)}
                  helperText={errors.recurrence_every}
                  disabled={disabled}
                  sx={{ width: 140 }}
                />
                <PeriodSelect
                  label="Period"
                  name="recurrence_period"
                  periods={RECURRENCE_PERIODS}
                  value={value.recurrence_period}
                  onChange={(recurrence_period) => set({ recurrence_period })}
                  error={errors.recurrence_period}
                  disabled={disabled}
                />
              </Box>
              <WeekdayChips
                label="Repeat on"
                name="recurrence_days"
                value={value.recurrence_days}
                onChange={(recurrence_days) => set({ recurrence_days })}
                error={errors.recurrence_days}
                disabled={disabled}
              />
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ typography: 'caption' }}>
                  Ends
                </FormLabel>
                <RadioGroup
                  value={endMode}
                  onChange={(event) => {
                    const mode = event.target.value as 'repeats' | 'date';
                    setEndMode(mode);
                    set(mode === 'repeats' ? { recurrence_until_date: null } : { recurrence_until_repeats: null });
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                    <FormControlLabel value="repeats" control={<Radio size="small" />} label="After" disabled={disabled} />
                    <NumbersOnlyInput
                      size="small"
                      label="Times"
                      name="recurrence_until_repeats"
                      value={value.recurrence_until_repeats}
                      onChange={(text) => {
                        setEndMode('repeats');
                        set({ recurrence_until_repeats: toNumber(text), recurrence_until_date: null });
                      }}
                      error={Boolean(errors.recurrence_until_repeats)}
                      helperText={errors.recurrence_until_repeats}
                      disabled={disabled || endMode !== 'repeats'}
                      sx={{ width: 140 }}
                    />
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <FormControlLabel value="date" control={<Radio size="small" />} label="On" disabled={disabled} />
                    <Box sx={{ width: 200 }}>
                      <DateField
                        label="End date"
                        name="recurrence_until_date"
                        value={value.recurrence_until_date}
                        minDate={value.due_date}
                        onChange={(recurrence_until_date) => set({ recurrence_until_date, recurrence_until_repeats: null })}
                        error={errors.recurrence_until_date}
                        disabled={disabled || endMode !== 'date'}
                      />
                    </Box>
                  </Box>
                </RadioGroup>
              </FormControl>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** A one-line reading of a schedule for summaries: "Every 2 weeks on Mon, Thu, 5 times". */
export function describeTaskSchedule(value: TaskScheduleValue): { reminders: string; recurrence: string } {
  const days = (list: TaskWeekday[]) => (list.length ? ` on ${list.map((d) => TASK_WEEKDAYS[d]).join(', ')}` : '');
  const every = (n: number | null, period: string | null) => (n === 1 || n === null ? `Every ${(period ?? '').toLowerCase()}` : `Every ${n} ${(period ?? '').toLowerCase()}s`);
  const reminders = hasReminders(value) ? `${every(value.reminders_every, value.reminders_period ? REMINDER_PERIODS[value.reminders_period] : null)}${days(value.reminders_days)}` : 'No';
  let recurrence = 'No';
  if (hasRecurrence(value)) {
    const end = value.recurrence_until_date ? `, until ${formatDate(value.recurrence_until_date)}` : value.recurrence_until_repeats ? `, ${value.recurrence_until_repeats} times` : '';
    recurrence = `${every(value.recurrence_every, value.recurrence_period ? RECURRENCE_PERIODS[value.recurrence_period] : null)}${days(value.recurrence_days)}${end}`;
  }
  return { reminders, recurrence };
}
