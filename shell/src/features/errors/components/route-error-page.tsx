// The router's error element: a screen that threw while rendering, or a route that answered 404.
import { Button } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ERROR_MESSAGES, UI_TEXT } from 'shared-contract';
import { ErrorPageFrame } from './error-page-frame';
import { NotFoundPage } from '../../../components/not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorPageFrame
      title={ERROR_MESSAGES.default}
      text={ERROR_MESSAGES.network}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {UI_TEXT.retry}
        </Button>
      }
    />
  );
}
