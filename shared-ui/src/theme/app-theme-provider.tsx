import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { theme } from './theme';
import { configureDayjs } from '../format/dayjs-setup';

configureDayjs();

type AppThemeProviderProps = { children: ReactNode };

/** Theme, CSS baseline and the date-picker localisation every app needs once at its root. */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
