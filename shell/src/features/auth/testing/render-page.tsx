// Test scaffolding: renders one auth page under a memory data router with the app's providers,
// and records where navigation ends up.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

type RenderPageOptions = {
  /** The route pattern the page is mounted on, e.g. /login. */
  path: string;
  /** The URL opened first; defaults to `path`. */
  url?: string;
};

export function renderPage(page: ReactElement, { path, url = path }: RenderPageOptions) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AppThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </AppThemeProvider>
    </SWRConfig>,
  );
  return { ...view, router, user, currentPath: () => `${router.state.location.pathname}${router.state.location.search}` };
}
