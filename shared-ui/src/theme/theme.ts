// The design tokens of the product: a calm construction-SaaS look with a deep blue primary and dense tables.
import { createTheme } from '@mui/material';
import { UI_TEXT } from 'shared-contract';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1F3A68', light: '#3D5C8F', dark: '#142848', contrastText: '#FFFFFF' },
    secondary: { main: '#E07A1F', contrastText: '#FFFFFF' },
    background: { default: '#F4F6F9', paper: '#FFFFFF' },
    text: { primary: '#1B2430', secondary: '#55606E' },
    divider: '#E1E5EB',
    success: { main: '#2E7D32' },
    warning: { main: '#B26A00' },
    error: { main: '#C62828' },
    info: { main: '#1565C0' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    h4: { fontSize: '1.2rem', fontWeight: 600 },
    h5: { fontSize: '1.1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, backgroundColor: '#F0F3F7', color: '#1B2430', whiteSpace: 'nowrap' },
        root: { borderBottomColor: '#E1E5EB' },
      },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#E1E5EB' } } },
    MuiTooltip: { defaultProps: { enterDelay: 500 } },
    // Every picker, shared or not, says the same thing when nothing matches (instead of MUI's 'No options').
    MuiAutocomplete: { defaultProps: { noOptionsText: UI_TEXT.itemNotFound } },
  },
});
