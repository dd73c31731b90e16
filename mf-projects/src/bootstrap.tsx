// Standalone mode for this remote's team: its routes at the shell's mount points, inside the
// shell's providers, against the same API (the dev server proxies /api; sign in through the shell
// first: the session cookie is shared by every localhost port). No basename: remote screens link
// with absolute app paths from ROUTES, so the URL space must be the shell's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Link, Typography } from '@mui/material';
import { RequireAuth } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';
import ProjectsRoutes from './app/routes';

const SHELL_ORIGIN = 'http://localhost:3000';

/** Sign-in and every other area belong to the shell: point there instead of redirecting in circles. */
function OpenInShell() {
  const { pathname } = useLocation();
  const href = `${SHELL_ORIGIN}${pathname}`;
  return (
    <Typography sx={{ p: 4 }}>
      Standalone mode: this page is served by the shell. Open <Link href={href}>{href}</Link>, then come back.
    </Typography>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <AppThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <BrowserRouter>
              <Routes>
                <Route element={<RequireAuth />}>
                  <Route index element={<Navigate to={ROUTES.projects} replace />} />
                  <Route path={`${ROUTES.projects}/*`} element={<ProjectsRoutes />} />
                  <Route path={`${ROUTES.dashboard}/*`} element={<ProjectsRoutes />} />
                </Route>
                <Route path="*" element={<OpenInShell />} />
              </Routes>
            </BrowserRouter>
          </ConfirmProvider>
        </ToastProvider>
      </AppThemeProvider>
    </SWRConfig>
  </StrictMode>,
);
