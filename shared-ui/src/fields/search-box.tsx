// The list search box: placeholder 'Search', emits every keystroke or, with `debounceMs`, once typing pauses.
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { useEffect, useRef, useState } from 'react';
import { UI_TEXT } from 'shared-contract';

type SearchBoxProps = {
  value?: string;
  onSearch: (text: string) => void;
  /** Delay before emitting; 0 emits on every keystroke. Lists pass SEARCH_DEBOUNCE_MS. */
  debounceMs?: number;
  placeholder?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  'aria-label'?: string;
};

export function SearchBox({ value = '', onSearch, debounceMs = 0, placeholder = UI_TEXT.search, autoFocus, fullWidth, 'aria-label': ariaLabel }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // An outside change (a URL ?search=, a filter reset) replaces what is shown.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const emit = (next: string, isImmediate = false) => {
    if (timer.current) clearTimeout(timer.current);
    if (debounceMs > 0 && !isImmediate) timer.current = setTimeout(() => onSearchRef.current(next), debounceMs);
    else onSearchRef.current(next);
  };

  return (
    <TextField
      type="search"
      value={text}
      placeholder={placeholder}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      onChange={(event) => {
        setText(event.target.value);
        emit(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') emit(text, true);
      }}
      slotProps={{
        htmlInput: { 'aria-label': ariaLabel ?? placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  emit('', true);
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: 220, '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
