// A text input that accepts digits only: other printable keys are blocked and pasted text is stripped.
import { TextField, type TextFieldProps } from '@mui/material';
import type { KeyboardEvent } from 'react';

export type NumbersOnlyInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string | number | null | undefined;
  onChange: (value: string) => void;
};

/** True for a key press that would type a character other than a digit. */
export function isBlockedKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false; // copy, paste, select all...
  return event.key.length === 1 && !/\d/.test(event.key);
}

export function NumbersOnlyInput({ value, onChange, onKeyDown, slotProps, ...props }: NumbersOnlyInputProps) {
  return (
    <TextField
      {...props}
      value={value ?? ''}
      onKeyDown={(event) => {
        if (isBlockedKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
