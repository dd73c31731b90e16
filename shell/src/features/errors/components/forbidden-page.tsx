// /403 and /permissions-error (001 section 2): 403, 'Oops!', the permission text and a way Home.
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, UI_TEXT } from 'shared-contract';
import { ErrorPageFrame } from './error-page-frame';

type ForbiddenPageProps = { isInLayout?: boolean };

export function ForbiddenPage({ isInLayout = false }: ForbiddenPageProps) {
  return (
    <ErrorPageFrame
      code={UI_TEXT.page403.code}
      title={UI_TEXT.page403.title}
      text={UI_TEXT.page403.text}
      isInLayout={isInLayout}
      action={
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          {UI_TEXT.page403.button}
        </Button>
      }
    />
  );
}

/** The page route guards send refused users to; it sits inside the layout, under Home. */
export function PermissionsErrorPage() {
  return <ForbiddenPage isInLayout />;
}
