// The one 404 page (001 section 2: '404', 'Oops! You're lost.', 'The page you are looking for was
// not found.', 'Go to the Home page'): at unknown top-level paths (the shell), at unknown paths inside
// an area and for a record that does not exist (the remotes). While it is shown the header's
// breadcrumb is empty, so it never names the page that was not found.
import type { ElementType } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ROUTES, UI_TEXT } from 'shared-contract';
import { useNotFoundBreadcrumb } from '../breadcrumbs/breadcrumb-labels';
import { useRouterLink } from './router-link';

type NotFoundStateProps = {
  /** The router's link (react-router-dom's Link) so Home opens without a reload; by default the one of
   * RouterLinkProvider, else a plain link. */
  linkComponent?: ElementType;
  /** Outside the app layout the page fills the window. */
  isFullPage?: boolean;
};

export function NotFoundState({ linkComponent, isFullPage = false }: NotFoundStateProps) {
  useNotFoundBreadcrumb();
  const routerLink = useRouterLink();
  const link = linkComponent ?? routerLink;
  const home = link ? { component: link, to: ROUTES.home } : { href: ROUTES.home };
  return (
    <Box
      component={isFullPage ? 'main' : 'section'}
      sx={{ minHeight: isFullPage ? '100vh' : '50vh', display: 'grid', placeItems: 'center', px: 2, py: 6, bgcolor: isFullPage ? 'background.default' : undefined }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Typography component="p" sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
          404
        </Typography>
        <Typography component="h1" variant="h2">
          {UI_TEXT.page404.title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {UI_TEXT.page404.text}
        </Typography>
        <Box sx={{ pt: 1 }}>
          <Button variant="contained" {...home}>
            {UI_TEXT.page403.button}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
