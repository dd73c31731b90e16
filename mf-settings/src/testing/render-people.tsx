// Test scaffolding of the people screens: renders a page at its settings path with the app's
// providers, and records where navigation ends up.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** `routes` maps route patterns (e.g. /settings/account/company-users/:id/edit) to pages. */
export function renderPeople(url: string, routes: Record<string, ReactElement>) {
  const router = createMemoryRouter([...Object.entries(routes).map(([path, element]) => ({ path, element })), { path: '*', element: <LocationProbe /> }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <AppThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </AppThemeProvider>
    </SWRConfig>,
  );
  return { ...view, router, user, currentPath: () => router.state.location.pathname };
}
