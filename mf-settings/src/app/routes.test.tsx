// The `./routes` expose mounted the way the shell mounts it: the landing page with its menu
// groups and gates, the settings layout, gated pages and the 404 fallback.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, UI_TEXT, type CurrentUser } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import SettingsRoutes from './routes';

jest.setTimeout(30_000);

function renderAt(url: string, user: CurrentUser | null = makeUser()) {
  const api = installFakeApi();
  const { router, user: clicker } = renderRemote(<SettingsRoutes />, { path: '/settings/*', url, currentUser: user });
  return { router, api, clicker };
}

afterEach(() => clearCookies());

test('/settings shows the three menu groups with their items, Document Naming under Project', async () => {
  renderAt('/settings');
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  const groups = {
    Account: ['Account Details', 'Company Details', 'Employees', 'Permission Groups'],
    Templates: ['Merge Fields', 'Email Templates'],
    Project: ['Contract Approvals', 'Scope Approvals', 'Company Types', 'Document Naming', 'Requirement Templates'],
  };
  for (const [group, items] of Object.entries(groups)) {
    const section = await screen.findByRole('region', { name: group });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items);
  }
  expect(screen.getByRole('link', { name: /Document Naming/ })).toHaveAttribute('href', '/settings/project/document-naming');
});

test('an allowed item opens its page inside the settings layout', async () => {
  const { router, clicker } = renderAt('/settings');
  await clicker.click(await screen.findByRole('link', { name: /Account Details/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account/account-details'));
  const menu = await screen.findByRole('navigation', { name: 'Settings menu' });
  expect(within(menu).getByRole('link', { name: 'Account Details' })).toHaveAttribute('aria-current', 'page');
  expect(within(menu).getByRole('link', { name: 'Document Naming' })).toHaveAttribute('href', '/settings/project/document-naming');
});

test('a user sees only the items whose gate they pass, and no empty group', async () => {
  // A collaborator (DOMAIN.md 2): view rights only, so Company Details and Employees only.
  const collaborator = makeUser({
    role: { name: 'general_collaborator', show_name: 'Collaborator' },
    permissions: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW, PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.EMPLOYEES_VIEW, PERMISSIONS.BILLING_ACCOUNT_VIEW, PERMISSIONS.TEMPLATES_VIEW],
  });
  renderAt('/settings', collaborator);
  const account = await screen.findByRole('region', { name: 'Account' });
  expect(within(account).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Company Details', 'Employees']);
  expect(screen.queryByRole('region', { name: 'Templates' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Project' })).not.toBeInTheDocument();
  expect(screen.queryByText('Account Details')).not.toBeInTheDocument();
});

test.each([
  ['Account Details', [PERMISSIONS.BILLING_ACCOUNT_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
  ['Company Details', [PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW]],
  ['Employees', [PERMISSIONS.EMPLOYEES_VIEW]],
  ['Permission Groups', [PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
  ['Merge Fields', [PERMISSIONS.TEMPLATES_EDIT, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW]],
  ['Contract Approvals', [PERMISSIONS.PROJECTS_DELETE, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
  ['Document Naming', [PERMISSIONS.PROJECTS_DELETE, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
  ['Company Types', [PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
  ['Requirement Templates', [PERMISSIONS.PROJECTS_DELETE, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT]],
])('the %s item needs exactly its gate', async (label, gate) => {
  for (const missing of gate) {
    renderAt('/settings', makeUser({ permissions: gate.filter((p) => p !== missing) }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: label })).not.toBeInTheDocument());
    cleanup();
  }
  renderAt('/settings', makeUser({ permissions: [...gate] }));
  expect(await screen.findByRole('heading', { level: 3, name: label })).toBeInTheDocument();
});

test('a permission-group change reaches the menu and the page gates on the next navigation, without signing out', async () => {
  const withTemplates = makeUser({ permissions: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW, PERMISSIONS.EMPLOYEES_VIEW, PERMISSIONS.TEMPLATES_EDIT] });
  const { router, clicker, api } = renderAt('/settings/account/company-users', withTemplates);
  const menu = await screen.findByRole('navigation', { name: 'Settings menu' });
  await within(menu).findByRole('link', { name: 'Merge Fields' });
  // The owner takes templates.edit away and gives account_configuration.edit (Company Types).
  api.route('GET /api/v1/auth/user', userReply(makeUser({ permissions: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW, PERMISSIONS.EMPLOYEES_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT] })));
  await clicker.click(within(menu).getByRole('link', { name: 'Merge Fields' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/permissions-error'));
  await act(() => router.navigate('/settings/account/company-users/invited-employees'));
  const fresh = await screen.findByRole('navigation', { name: 'Settings menu' });
  await within(fresh).findByRole('link', { name: 'Company Types' });
  expect(within(fresh).queryByRole('link', { name: 'Merge Fields' })).not.toBeInTheDocument();
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

// The templates and project pages: each behind its gate.
describe.each([
  ['/settings/templates/document-templates', 'Merge Fields', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/templates/email-templates', 'Email Templates', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/templates/email-templates/create', 'Create e-mail template', PERMISSIONS.TEMPLATES_EDIT],
  ['/settings/project/contract-approval', 'Contract Approvals', PERMISSIONS.PROJECTS_DELETE],
  ['/settings/project/scope-approval', 'Scope Approvals', PERMISSIONS.PROJECTS_DELETE],
  ['/settings/project/commitment-types', 'Company Types', PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT],
  ['/settings/project/document-naming', 'Document Naming', PERMISSIONS.PROJECTS_DELETE],
  ['/settings/project/requirement-templates', 'Requirement Templates', PERMISSIONS.PROJECTS_DELETE],
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
