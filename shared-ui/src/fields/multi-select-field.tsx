// Multiple choice: 'Selected N items' once more than one is chosen; Select All / Deselect All with more than one option.
import { Checkbox, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, Divider } from '@mui/material';
import { useId } from 'react';
import { UI_TEXT } from 'shared-contract';
import type { SelectOption } from './select-field';

const SELECT_ALL = '__select_all__';
const DESELECT_ALL = '__deselect_all__';

export type MultiSelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: readonly (string | number)[] | null | undefined;
  onChange: (value: (string | number)[]) => void;
  name?: string;
  disabled?: boolean;
  error?: string;
  fullWidth?: boolean;
};

/** The closed field's text: the one label, or the count once more than one is chosen. */
export function describeSelection(value: readonly (string | number)[], options: readonly SelectOption[]): string {
  if (value.length > 1) return UI_TEXT.selectedItems(value.length);
  if (value.length === 1) return options.find((o) => String(o.value) === String(value[0]))?.label ?? String(value[0]);
  return '';
}

export function MultiSelectField({ label, options, value, onChange, name, disabled, error, fullWidth = true }: MultiSelectFieldProps) {
  const labelId = useId();
  const selected = (value ?? []).map(String);
  const hasBulkActions = options.length > 1;

  return (
    <FormControl fullWidth={fullWidth} size="small" disabled={disabled} error={Boolean(error)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        multiple
        labelId={labelId}
        name={name}
        value={selected}
        input={<OutlinedInput label={label} />}
        renderValue={(chosen) => describeSelection(chosen, options)}
        onChange={(event) => {
          const raw = event.target.value;
          const next = typeof raw === 'string' ? raw.split(',') : raw;
          if (next.includes(SELECT_ALL)) return onChange(options.map((o) => o.value));
          if (next.includes(DESELECT_ALL)) return onChange([]);
          // Hand back the options' own values (numbers stay numbers), in the options' order.
          onChange(options.filter((o) => next.includes(String(o.value))).map((o) => o.value));
        }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {hasBulkActions ? (
          <MenuItem value={SELECT_ALL} dense disabled={selected.length === options.length}>
            <ListItemText primary={UI_TEXT.selectAll} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </MenuItem>
        ) : null}
        {hasBulkActions ? (
          <MenuItem value={DESELECT_ALL} dense disabled={selected.length === 0}>
            <ListItemText primary={UI_TEXT.deselectAll} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </MenuItem>
        ) : null}
        {hasBulkActions ? <Divider /> : null}
        {options.length === 0 ? (
          <MenuItem disabled dense>
            <ListItemText primary={UI_TEXT.itemNotFound} />
          </MenuItem>
        ) : null}
        {options.map((option) => (
          <MenuItem key={option.value} value={String(option.value)} dense>
            <Checkbox size="small" checked={selected.includes(String(option.value))} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
