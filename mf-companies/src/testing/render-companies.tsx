// Test scaffolding: mounts the `./routes` expose at /companies/* as the shell does, with the app's
// providers, and fakes the current user and the network calls.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { CurrentUser, NetworkCompanyRow, PagedResponse } from 'shared-contract';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';
import { installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import CompaniesRoutes from '../app/routes';

export const paged = <T,>(rows: T[], total = rows.length): PagedResponse<T> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total });

export const RIDGE: NetworkCompanyRow = {
  id: 21,
  name: 'Ridge Electric',
  tid: '12-3456789',
  logo: null,
  projects_count: 3,
  tasks_count: 5,
  overdue_tasks_count: 1,
  type: 'sub_contractor',
  primary_contact_id: 40,
  primary_contact_first_name: 'Rita',
  primary_contact_last_name: 'Ridge',
};
export const BAYSIDE: NetworkCompanyRow = {
  ...RIDGE,
  id: 22,
  name: 'Bayside Concrete',
  tid: null,
  projects_count: 0,
  tasks_count: 0,
  overdue_tasks_count: 0,
  primary_contact_id: null,
  primary_contact_first_name: null,
  primary_contact_last_name: null,
};

export const VIEW_ONLY_USER = makeUser({ role: { name: 'general_view_only', show_name: 'View Only' } });

/** The fake API with the signed-in user (an owner with every permission unless given). */
export function installCompaniesApi(routes: FakeRoutes, user: CurrentUser = makeUser()) {
  return installFakeApi({ 'GET /api/v1/auth/user': { body: { data: user } }, ...routes });
}

export function renderCompanies(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/companies/*', element: <CompaniesRoutes /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
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
