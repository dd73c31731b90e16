// Single choice with type-to-search; 'Item not found' when nothing matches.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { SELECT_SEARCH_DEBOUNCE_MS, UI_TEXT } from 'shared-contract';

export type SelectOption = { value: string | number; label: string };

export type SelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: string | number | null | undefined;
  onChange: (value: string | number | null) => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  isLoading?: boolean;
  error?: string;
  fullWidth?: boolean;
  /** For server-side option search: called with the typed text once typing pauses. */
  onSearchChange?: (text: string) => void;
  isClearable?: boolean;
};

export function SelectField({
  label,
  options,
  value,
  onChange,
  name,
  placeholder,
  disabled,
  isLoading,
  error,
  fullWidth = true,
  onSearchChange,
  isClearable = true,
}: SelectFieldProps) {
  const selected = options.find((o) => String(o.value) === String(value ?? '')) ?? null;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return (
    <Autocomplete
      options={options as SelectOption[]}
      value={selected}
      onChange={(_event, option) => onChange(option ? option.value : null)}
      onInputChange={(_event, text, reason) => {
        if (!onSearchChange || reason !== 'input') return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearchChange(text), SELECT_SEARCH_DEBOUNCE_MS);
      }}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
      noOptionsText={UI_TEXT.itemNotFound}
      disabled={disabled}
      loading={isLoading}
      disableClearable={!isClearable}
      fullWidth={fullWidth}
      size="small"
      clearText="Clear"
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} placeholder={placeholder} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
