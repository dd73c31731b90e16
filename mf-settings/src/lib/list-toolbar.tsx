// The search box and filter toggle above a settings list. Beside the settings menu the filter
// toggle sits far right, and shared-ui's panel (760 px, anchored at the toggle) ran past the window:
// here the open panel anchors at the toolbar's left edge and is no wider than the list column.
// (A shared-ui fix, keeping its panel inside the viewport, was reported to the lead.)
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
        mb: 2,
        '& > :has(> [role="region"])': { position: 'static' },
        '& [role="region"]': { maxWidth: '100%', boxSizing: 'border-box' },
      }}
    >
      {children}
    </Box>
  );
}
