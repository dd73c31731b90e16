// A text field with `{{` completion: typing an opening double brace opens the list of merge fields
// (the company's list, passed in), filtered by what follows; arrows move, Enter or Tab picks,
// Escape closes. FormMergeFieldTextField binds it to Formik like FormTextField.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';
import type { MergeFieldOption } from 'shared-contract';
import { handleMergeFieldCompletionKey, MergeFieldCompletionList, mergeFieldOptionId } from './merge-field-completion';
import { filterMergeFieldOptions, findMergeFieldQuery, insertMergeField, type MergeFieldQuery } from './merge-field-query';

export type MergeFieldTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The merge fields offered (settings/shortcode/company-list). */
  options: readonly MergeFieldOption[];
  /** How many matches the list shows at most. */
  limit?: number;
};

export function MergeFieldTextField({ value, onValueChange, options, limit = 8, onKeyDown, onBlur, slotProps, ...props }: MergeFieldTextFieldProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const [query, setQuery] = useState<MergeFieldQuery | null>(null);
  const [active, setActive] = useState(0);
  const matches = query ? filterMergeFieldOptions(options, query.query, limit) : [];
  const isOpen = matches.length > 0;

  const readQuery = (text: string) => {
    const caret = inputRef.current?.selectionStart ?? text.length;
    setQuery(findMergeFieldQuery(text, caret));
    setActive(0);
  };

  const pick = (option: MergeFieldOption) => {
    const input = inputRef.current;
    if (!query) return;
    const caret = input?.selectionStart ?? value.length;
    const next = insertMergeField(value, query, caret, option.name);
    onValueChange(next.text);
    setQuery(null);
    // Put the caret after the inserted field once React has rendered the new value.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const close = () => {
      event.stopPropagation();
      setQuery(null);
    };
    if (isOpen && handleMergeFieldCompletionKey(event.key, matches, active, { setActive, pick, close })) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  };

  const inputSlot = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;

  return (
    <Box ref={anchorRef}>
      <TextField
        {...props}
        value={value}
        inputRef={inputRef}
        onChange={(event) => {
          onValueChange(event.target.value);
          readQuery(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onKeyUp={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') readQuery(value);
        }}
        onClick={() => readQuery(value)}
        onBlur={(event) => {
          setQuery(null);
          onBlur?.(event);
        }}
        slotProps={{
          ...slotProps,
          htmlInput: {
            ...inputSlot,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': isOpen,
            'aria-controls': isOpen ? listId : undefined,
            'aria-activedescendant': isOpen ? mergeFieldOptionId(listId, active) : undefined,
          },
        }}
      />
      <MergeFieldCompletionList open={isOpen} anchorEl={anchorRef.current} listId={listId} matches={matches} active={active} onPick={pick} />
    </Box>
  );
}

export type FormMergeFieldTextFieldProps = Omit<MergeFieldTextFieldProps, 'value' | 'onValueChange' | 'error' | 'name'> & { name: string };

/** MergeFieldTextField bound to Formik: the error shows once the field is touched or submitted. */
export function FormMergeFieldTextField({ name, helperText, onBlur, ...props }: FormMergeFieldTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const hasError = Boolean(meta.touched && meta.error);
  return (
    <MergeFieldTextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onValueChange={(next) => void helpers.setValue(next)}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={hasError}
      helperText={hasError ? meta.error : helperText}
    />
  );
}
