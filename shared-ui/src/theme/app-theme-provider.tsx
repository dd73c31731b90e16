import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';

type AppThemeProviderProps = { children: ReactNode };

/** Theme and CSS baseline every app needs once at its root (dates configure dayjs where they are formatted or picked, so pages without dates load neither). */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
