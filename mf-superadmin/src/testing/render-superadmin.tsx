// Test scaffolding: mounts the `./superadmin` expose at /superadmin/* as the shell does, with the app's
// providers, and records where navigation ends up.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { CurrentUser } from 'shared-contract';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';
import SuperadminRoutes from '../app/superadmin-routes';

export const OPERATOR: CurrentUser = {
  id: 1,
  first_name: 'Olivia',
  last_name: 'Operator',
  full_name: 'Olivia Operator',
  email: 'operator@demo.test',
  phone: null,
  photo: null,
  permissions: [],
  role: { name: 'superadmin', show_name: 'Super Administrator' },
  company: null,
  last_activity: null,
  is_superuser: true,
  email_verified: true,
  acting_as_company: false,
};

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderSuperadmin(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/superadmin/*', element: <SuperadminRoutes /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
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
