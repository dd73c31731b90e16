// The header's global search box (000 section 2 "Global search", section 5): on key release, text
// longer than 2 characters is searched after SEARCH_DEBOUNCE_MS and the results modal opens;
// shorter text clears the results. Enter searches at once (and reopens closed results). The results
// repeat the field, focused, so typing goes on there once they open. Below SIDEBAR_BREAKPOINT_PX the
// header has no room for the box: a Search icon opens the modal (full screen) with the field focused.
import { useState } from 'react';
import { Box, IconButton, InputAdornment, InputBase, Tooltip, useMediaQuery } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { GLOBAL_SEARCH_MESSAGES, SIDEBAR_BREAKPOINT_PX, UI_TEXT } from 'shared-contract';
import { GlobalSearchDialog } from './global-search-dialog';
import { useGlobalSearch } from '../hooks/use-global-search';

type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  onRelease: (value: string, now: boolean) => void;
  label: string;
  autoFocus?: boolean;
  width?: number | string;
};

/** The search field, in the header and again at the top of the results, where typing goes on once they open. */
export function GlobalSearchInput({ value, onChange, onRelease, label, autoFocus = false, width = 260 }: SearchInputProps) {
  return (
    <InputBase
      value={value}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value)}
      onKeyUp={(e) => onRelease(e.currentTarget.value, e.key === 'Enter')}
      placeholder={UI_TEXT.search}
      inputProps={{ 'aria-label': label }}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
      sx={{ width, px: 1.5, py: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

export function GlobalSearchBox() {
  const [value, setValue] = useState('');
  const search = useGlobalSearch();
  const isWide = useMediaQuery(`(min-width:${SIDEBAR_BREAKPOINT_PX}px)`, { noSsr: true });
  // Narrow screens: the modal is the search itself, open from the icon until closed, with or without results.
  const [isNarrowOpen, setIsNarrowOpen] = useState(false);
  const closeNarrow = () => {
    setIsNarrowOpen(false);
    search.close();
  };
  const dialog = (
    <GlobalSearchDialog
      open={isWide ? search.isOpen : isNarrowOpen}
      showWhenIdle={!isWide}
      fullScreen={!isWide}
      state={search.state}
      onClose={isWide ? search.close : closeNarrow}
      onRetry={search.retry}
      searchField={
        <GlobalSearchInput
          value={value}
          onChange={setValue}
          onRelease={search.onRelease}
          label={isWide ? GLOBAL_SEARCH_MESSAGES.dialogBoxLabel : GLOBAL_SEARCH_MESSAGES.boxLabel}
          autoFocus
          width="100%"
        />
      }
    />
  );
  if (!isWide) {
    return (
      <>
        <Tooltip title={GLOBAL_SEARCH_MESSAGES.openSearch}>
          <IconButton aria-label={GLOBAL_SEARCH_MESSAGES.openSearch} aria-haspopup="dialog" onClick={() => setIsNarrowOpen(true)}>
            <Search />
          </IconButton>
        </Tooltip>
        {dialog}
      </>
    );
  }
  return (
    <Box>
      <GlobalSearchInput value={value} onChange={setValue} onRelease={search.onRelease} label={GLOBAL_SEARCH_MESSAGES.boxLabel} />
      {dialog}
    </Box>
  );
}
