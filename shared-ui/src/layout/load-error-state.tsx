// A page or list that could not load: the spec's message (no permission on a 403, the generic one
// otherwise) with a Retry button.
import { Alert, Button } from '@mui/material';
import { ERROR_MESSAGES, UI_TEXT } from 'shared-contract';

type LoadErrorStateProps = { error: unknown; onRetry: () => void };

/** The HTTP status of a failed API call (ky's HTTPError carries the response), if any. */
export const statusOfError = (error: unknown): number | undefined => (error as { response?: { status?: number } } | null)?.response?.status;

export function LoadErrorState({ error, onRetry }: LoadErrorStateProps) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {UI_TEXT.retry}
        </Button>
      }
    >
      {statusOfError(error) === 403 ? ERROR_MESSAGES.noPermissionPage : ERROR_MESSAGES.default}
    </Alert>
  );
}
