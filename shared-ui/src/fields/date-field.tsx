// Date pickers: MM/DD/YYYY display, Monday-first calendar, values exchanged as YYYY-MM-DD strings.
import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_STORAGE_FORMAT } from 'shared-contract';
import { dayjs, PICKER_LOCALE } from '../format/dayjs-setup';

export type DateValue = string | null;

/** Reads a stored YYYY-MM-DD (or any date dayjs understands) into a picker value. */
export function parseDateValue(value: DateValue | Dayjs | Date | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, DATE_STORAGE_FORMAT, true) : dayjs(value);
  return d.isValid() ? d : null;
}

export type DateFieldProps = {
  label: string;
  value: DateValue | undefined;
  /** Emits YYYY-MM-DD, or null when cleared. Half-typed dates are not emitted. */
  onChange: (value: DateValue) => void;
  name?: string;
  minDate?: DateValue;
  maxDate?: DateValue;
  disabled?: boolean;
  error?: string;
  fullWidth?: boolean;
  isClearable?: boolean;
};

export function DateField({ label, value, onChange, name, minDate, maxDate, disabled, error, fullWidth = true, isClearable = true }: DateFieldProps) {
  const min = parseDateValue(minDate);
  const max = parseDateValue(maxDate);
  return (
    // Own provider so the field is Monday-first and MM/DD/YYYY even where the app root has none.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE}>
      <DatePicker
        label={label}
        value={parseDateValue(value)}
        format={DATE_DISPLAY_FORMAT}
        minDate={min ?? undefined}
        maxDate={max ?? undefined}
        disabled={disabled}
        onChange={(next) => {
          if (next === null) return onChange(null);
          if (next.isValid()) onChange(next.format(DATE_STORAGE_FORMAT));
        }}
        slotProps={{
          field: { clearable: isClearable },
          clearButton: { 'data-date-clear': 'true' } as object,
          textField: { name, size: 'small', fullWidth, error: Boolean(error), helperText: error },
        }}
      />
    </LocalizationProvider>
  );
}

export type DateRange = { from: DateValue; to: DateValue };

export type DateRangeFieldProps = {
  label?: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
  /** Input names, e.g. creation_date_from / creation_date_to. */
  fromName?: string;
  toName?: string;
  disabled?: boolean;
};

/** Two pickers where the from-date is bounded above by the to-date and the to-date below by the from-date. */
export function DateRangeField({ label, value, onChange, fromLabel = 'From', toLabel = 'To', fromName, toName, disabled }: DateRangeFieldProps) {
  return (
    <Box role="group" aria-label={label}>
      {label ? (
        <Box component="div" sx={{ typography: 'caption', color: 'text.secondary', mb: 0.5 }}>
          {label}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <DateField
          label={fromLabel}
          name={fromName}
          value={value.from}
          maxDate={value.to}
          disabled={disabled}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DateField label={toLabel} name={toName} value={value.to} minDate={value.from} disabled={disabled} onChange={(to) => onChange({ ...value, to })} />
      </Box>
    </Box>
  );
}
