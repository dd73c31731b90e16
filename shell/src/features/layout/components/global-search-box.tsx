// The header's global search box (000 section 2 "Global search", section 5): on key release, text
// longer than 2 characters is searched after SEARCH_DEBOUNCE_MS and the results modal opens;
// shorter text clears the results. Enter searches at once (and reopens closed results).
import { useState } from 'react';
import { Box, InputAdornment, InputBase } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { GLOBAL_SEARCH_MESSAGES, UI_TEXT } from 'shared-contract';
import { GlobalSearchDialog } from '../../global-search/components/global-search-dialog';
import { useGlobalSearch } from '../../global-search/hooks/use-global-search';

export function GlobalSearchBox() {
  const [value, setValue] = useState('');
  const search = useGlobalSearch();
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
      <InputBase
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyUp={(e) => search.onRelease(e.currentTarget.value, e.key === 'Enter')}
        placeholder={UI_TEXT.search}
        inputProps={{ 'aria-label': GLOBAL_SEARCH_MESSAGES.boxLabel }}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
        sx={{ width: 260, px: 1.5, py: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <GlobalSearchDialog open={search.isOpen} state={search.state} onClose={search.close} onRetry={search.retry} />
    </Box>
  );
}
