// /404 and every unknown path (001 section 2).
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, UI_TEXT } from 'shared-contract';
import { ErrorPageFrame } from './error-page-frame';

export function NotFoundPage() {
  return (
    <ErrorPageFrame
      code="404"
      title={UI_TEXT.page404.title}
      text={UI_TEXT.page404.text}
      action={
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          {UI_TEXT.page403.button}
        </Button>
      }
    />
  );
}
