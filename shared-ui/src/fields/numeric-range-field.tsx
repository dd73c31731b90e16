// A min/max pair of whole numbers (filters such as users_count_from/to), corrected when a box loses focus.
import { Box, Typography } from '@mui/material';
import { NumbersOnlyInput } from './numbers-only-input';

export type NumericRange = { min: string; max: string };

function toNumber(value: string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The blur rule of 001 section 5: a negative value becomes 0; a max left below the min is raised to the min,
 * and a min left above the max is lowered to the max (see DOMAIN-DECISIONS.md for the reading taken).
 */
export function adjustRange(range: NumericRange, changed: 'min' | 'max'): NumericRange {
  const next = { ...range };
  for (const key of ['min', 'max'] as const) {
    const n = toNumber(next[key]);
    if (n !== null && n < 0) next[key] = '0';
  }
  const min = toNumber(next.min);
  const max = toNumber(next.max);
  if (min !== null && max !== null && min > max) {
    if (changed === 'max') next.max = String(min);
    else next.min = String(max);
  }
  return next;
}

export type NumericRangeFieldProps = {
  label: string;
  value: NumericRange;
  onChange: (value: NumericRange) => void;
  minLabel?: string;
  maxLabel?: string;
  disabled?: boolean;
};

export function NumericRangeField({ label, value, onChange, minLabel = 'Min', maxLabel = 'Max', disabled }: NumericRangeFieldProps) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <NumbersOnlyInput
          label={minLabel}
          value={value.min}
          disabled={disabled}
          onChange={(min) => onChange({ ...value, min })}
          onBlur={() => {
            const next = adjustRange(value, 'min');
            if (next.min !== value.min || next.max !== value.max) onChange(next);
          }}
          slotProps={{ htmlInput: { 'aria-label': `${label} ${minLabel}` } }}
          fullWidth
        />
        <Typography color="text.secondary">–</Typography>
        <NumbersOnlyInput
          label={maxLabel}
          value={value.max}
          disabled={disabled}
          onChange={(max) => onChange({ ...value, max })}
          onBlur={() => {
            const next = adjustRange(value, 'max');
            if (next.min !== value.min || next.max !== value.max) onChange(next);
          }}
          slotProps={{ htmlInput: { 'aria-label': `${label} ${maxLabel}` } }}
          fullWidth
        />
      </Box>
    </Box>
  );
}
