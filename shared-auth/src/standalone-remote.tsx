// Standalone mode of a remote, for its team's development: the remote's routes at the shell's own
// mount points (remote screens link with absolute app paths), inside the shell's providers, signed
// in against the same API. Sign-in and every other area belong to the shell.
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Link, Typography } from '@mui/material';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';
import { RequireAuth, RequireSuperadmin } from './guards';

export const SHELL_DEV_ORIGIN = 'http://localhost:3000';

export type StandaloneMount = { path: string; element: ReactElement };

function OpenInShell() {
  const { pathname } = useLocation();
  const href = `${SHELL_DEV_ORIGIN}${pathname}`;
  return (
    <Typography sx={{ p: 4 }}>
      Standalone mode: this page is served by the shell. Open <Link href={href}>{href}</Link>, then come back.
    </Typography>
  );
}

export function StandaloneRemote({ mounts, home, superadminOnly = false }: { mounts: StandaloneMount[]; home: string; superadminOnly?: boolean }) {
  const routes = (
    <>
      <Route index element={<Navigate to={home} replace />} />
      {mounts.map((mount) => (
        <Route key={mount.path} path={`${mount.path}/*`} element={mount.element} />
      ))}
    </>
  );
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <AppThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <BrowserRouter>
              <Routes>
                <Route element={<RequireAuth />}>{superadminOnly ? <Route element={<RequireSuperadmin />}>{routes}</Route> : routes}</Route>
                <Route path="*" element={<OpenInShell />} />
              </Routes>
            </BrowserRouter>
          </ConfirmProvider>
        </ToastProvider>
      </AppThemeProvider>
    </SWRConfig>
  );
}

export function renderStandaloneRemote(props: Parameters<typeof StandaloneRemote>[0]): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneRemote {...props} />
    </StrictMode>,
  );
}
