// /expired (LinkExpired): an invitation or password link that is no longer valid.
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, UI_TEXT } from 'shared-contract';
import { ErrorPageFrame } from './error-page-frame';

export function LinkExpiredPage() {
  return (
    <ErrorPageFrame
      title={UI_TEXT.pageExpired.title}
      action={
        <Button component={RouterLink} to={ROUTES.login} variant="contained">
          {UI_TEXT.pageExpired.button}
        </Button>
      }
    />
  );
}
