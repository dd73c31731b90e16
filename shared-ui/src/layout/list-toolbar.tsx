// The row above a list: its search box, filter toggle (the panel places itself inside the window)
// and any list-level buttons, wrapping on narrow screens.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function ListToolbar({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>{children}</Box>;
}
