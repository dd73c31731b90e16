// Everything the whole app (and every remote it mounts) reads from context: theme, server cache,
// toasts, the confirmation dialog, and the global toast area for messages from outside React.
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AppThemeProvider, ConfirmProvider, GlobalToastArea, ToastProvider } from 'shared-ui';

// Failed calls are shown or redirected by the API client (401, 429) and by the screens; retrying
// them in the background would only repeat the failure.
const SWR_OPTIONS: SWRConfiguration = { shouldRetryOnError: false };

type AppProvidersProps = { children: ReactNode; swr?: SWRConfiguration };

export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <AppThemeProvider>
      <SWRConfig value={{ ...SWR_OPTIONS, ...swr }}>
        <ToastProvider>
          <ConfirmProvider>
            {children}
            <GlobalToastArea />
          </ConfirmProvider>
        </ToastProvider>
      </SWRConfig>
    </AppThemeProvider>
  );
}
