import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { configureDayjs } from '../format/dayjs-setup';

configureDayjs();

type AppThemeProviderProps = { children: ReactNode };

/** Theme and CSS baseline every app needs once at its root (each date field brings its own localisation, so pages without one do not load the pickers). */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
