// Renders a list of toasts stacked at the top-end corner, each an MUI Snackbar holding an Alert.
import { Alert, AlertTitle, Box, Button, LinearProgress, Snackbar } from '@mui/material';
import type { Toast } from './toast-types';

type ToastStackProps = {
  toasts: Toast[];
  defaultAutoHideMs: number;
  onClose: (id: number) => void;
  /** Distinguishes the stacks in the DOM (the global area sits below the shared one). */
  label: string;
  offsetTop?: number;
};

export function ToastStack({ toasts, defaultAutoHideMs, onClose, label, offsetTop = 16 }: ToastStackProps) {
  if (toasts.length === 0) return null;
  return (
    <Box
      aria-label={label}
      role="region"
      sx={{
        position: 'fixed',
        top: offsetTop,
        right: 16,
        zIndex: (t) => t.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { xs: 'calc(100% - 32px)', sm: 400 },
      }}
    >
      {toasts.map((toast) => {
        const autoHideMs = toast.autoHideMs === undefined ? defaultAutoHideMs : toast.autoHideMs;
        return (
          <Snackbar
            key={toast.id}
            open
            autoHideDuration={autoHideMs}
            // A click elsewhere on the page must not dismiss a message the user has not read yet.
            onClose={(_event, reason) => reason !== 'clickaway' && onClose(toast.id)}
            sx={{ position: 'static', transform: 'none', width: '100%' }}
          >
            <Alert
              severity={toast.severity}
              variant="filled"
              onClose={() => onClose(toast.id)}
              sx={{ width: '100%', alignItems: 'flex-start' }}
              action={
                toast.action ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      toast.action?.onClick();
                      onClose(toast.id);
                    }}
                  >
                    {toast.action.label}
                  </Button>
                ) : undefined
              }
            >
              {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
              {toast.message}
              {toast.progress !== undefined ? (
                <LinearProgress
                  color="inherit"
                  sx={{ mt: 1 }}
                  variant={toast.progress === 'indeterminate' ? 'indeterminate' : 'determinate'}
                  value={toast.progress === 'indeterminate' ? undefined : toast.progress}
                />
              ) : null}
            </Alert>
          </Snackbar>
        );
      })}
    </Box>
  );
}
