// The `./routes` expose mounted the way the shell mounts it: the landing page with its menu
// groups and gates, the settings layout, gated pages and the 404 fallback.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppThemeProvider, ConfirmProvider, ToastProvider } from 'shared-ui';
import { PERMISSIONS, UI_TEXT, type CurrentUser } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import SettingsRoutes from './routes';

jest.setTimeout(30_000);

function renderAt(url: string, user: CurrentUser | null = makeUser()) {
  installFakeApi({ 'GET /api/v1/auth/user': userReply(user) });
  const router = createMemoryRouter(
    [
      { path: '/settings/*', element: <SettingsRoutes /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
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
  return { router, clicker: userEvent.setup() };
}

afterEach(() => clearCookies());

test('/settings shows the three menu groups with their items', async () => {
  renderAt('/settings');
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  const groups = { Account: ['Account Details', 'Company Details', 'Employees', 'Permission Groups'], Templates: ['Merge Fields', 'Email Templates'], Project: ['Contract Approvals', 'Scope Approvals', 'Company Types'] };
  for (const [group, items] of Object.entries(groups)) {
    const section = screen.getByRole('region', { name: group });
    for (const item of items) expect(within(section).getByRole('heading', { name: item })).toBeInTheDocument();
  }
});

test('an allowed item opens its page inside the settings layout', async () => {
  const { router, clicker } = renderAt('/settings');
  await waitFor(() => expect(screen.getByTestId('settings-item-SettingAccountDetails')).toHaveAttribute('aria-disabled', 'false'));
  await clicker.click(screen.getByTestId('settings-item-SettingAccountDetails'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account/account-details'));
  expect(await screen.findByRole('navigation', { name: 'Settings menu' })).toBeInTheDocument();
});

test('a refused item shows the permission toast instead of navigating', async () => {
  // A collaborator-like user: may view settings but not edit configuration or see billing.
  const collaborator = makeUser({ role: { name: 'general_collaborator', show_name: 'Collaborator' }, permissions: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW, PERMISSIONS.COMPANIES_VIEW] });
  const { router, clicker } = renderAt('/settings', collaborator);
  const item = screen.getByTestId('settings-item-SettingAccountDetails');
  await waitFor(() => expect(screen.getByTestId('settings-item-SettingCompanyDetails')).toHaveAttribute('aria-disabled', 'false'));
  expect(item).toHaveAttribute('aria-disabled', 'true');
  await clicker.click(item);
  expect(await screen.findByText(UI_TEXT.requestPermission)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/settings');
});

test('opening a refused page by its address goes to the permission-error page', async () => {
  const viewer = makeUser({ permissions: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] });
  const { router } = renderAt('/settings/account/account-details', viewer);
  await waitFor(() => expect(router.state.location.pathname).toBe('/permissions-error'));
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/settings/nowhere');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});

// -- settings-templates (helper C) --
describe.each([
  ['/settings/templates/document-templates', 'Merge Fields', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/templates/email-templates', 'Email Templates', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/templates/email-templates/create', 'Create e-mail template', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/project/contract-approval', 'Contract Approvals', PERMISSIONS.PROJECTS_DELETE],
  ['/settings/project/scope-approval', 'Scope Approvals', PERMISSIONS.PROJECTS_DELETE],
  ['/settings/project/commitment-types', 'Company Types', PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT],
  ['/settings/project/document-naming', 'Document Naming', PERMISSIONS.PROJECTS_DELETE],
])('%s', (url, title, needed) => {
  test(`opens "${title}" for a user with its gate`, async () => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
  test(`sends a user without ${needed} to the permission-error page`, async () => {
    const { router } = renderAt(url, makeUser({ permissions: makeUser().permissions.filter((p) => p !== needed) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/permissions-error'));
  });
});
// -- end settings-templates --
