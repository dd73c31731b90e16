// The header's global search box. The results modal (000 section 2, Global search) is not part of
// this release, so the box is shown disabled rather than searching nothing.
import { Box, InputAdornment, InputBase } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { UI_TEXT } from 'shared-contract';

export const GLOBAL_SEARCH_UNAVAILABLE = 'Search is coming soon';

export function GlobalSearchBox() {
  return (
    <Box title={GLOBAL_SEARCH_UNAVAILABLE} sx={{ display: { xs: 'none', md: 'block' } }}>
      <InputBase
        disabled
        placeholder={UI_TEXT.search}
        inputProps={{ 'aria-label': `Global search. ${GLOBAL_SEARCH_UNAVAILABLE}` }}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
        sx={{ width: 260, px: 1.5, py: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
      />
    </Box>
  );
}
