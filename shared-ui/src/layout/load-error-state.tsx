// A page or list that could not load: the spec's message (no permission on a 403, the generic one
// otherwise) with a Retry button. A 404 is the 404 page: asking again cannot find what is not there.
import { Alert, Button } from '@mui/material';
import type { ElementType } from 'react';
import { ERROR_MESSAGES, UI_TEXT } from 'shared-contract';
import { NotFoundState } from './not-found-state';

type LoadErrorStateProps = {
  error: unknown;
  onRetry: () => void;
  /** For the 404 page's Home button (react-router-dom's Link); see NotFoundState. */
  linkComponent?: ElementType;
};

/** The HTTP status of a failed API call (ky's HTTPError carries the response), if any. */
export const statusOfError = (error: unknown): number | undefined => (error as { response?: { status?: number } } | null)?.response?.status;

export function LoadErrorState({ error, onRetry, linkComponent }: LoadErrorStateProps) {
  if (statusOfError(error) === 404) return <NotFoundState linkComponent={linkComponent} />;
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
