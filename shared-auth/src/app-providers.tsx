// Everything the whole app (and every remote it mounts) reads from context: theme, server cache,
// toasts, the confirmation dialog, the router's link for shared-ui's links to app routes, and the
// global toast area for messages from outside React. The shell wraps its router in it, and
// tools/jest's renderRemote wraps every component test in it, so remotes are tested as mounted.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AppThemeProvider, ConfirmProvider, GlobalToastArea, RouterLinkProvider, ToastProvider } from 'shared-ui';

// Failed calls are shown or redirected by the API client (401, 429) and by the screens; retrying
// them in the background would only repeat the failure.
const SWR_OPTIONS: SWRConfiguration = { shouldRetryOnError: false };

export type AppProvidersProps = { children: ReactNode; swr?: SWRConfiguration };

export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <AppThemeProvider>
      <SWRConfig value={{ ...SWR_OPTIONS, ...swr }}>
        <RouterLinkProvider value={Link}>
          <ToastProvider>
            <ConfirmProvider>
              {children}
              <GlobalToastArea />
            </ConfirmProvider>
          </ToastProvider>
        </RouterLinkProvider>
      </SWRConfig>
    </AppThemeProvider>
  );
}
