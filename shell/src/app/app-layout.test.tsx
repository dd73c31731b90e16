import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { NotFoundState, useBreadcrumbLabel } from 'shared-ui';
import { ERROR_MESSAGES, PERMISSIONS, type CurrentUser } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeOperator, makeUser, northwind, userReply } from 'test-support/current-user';
import { renderShell } from '../testing/render-shell';
import { emitSocketEvent } from 'test-support/socket-stub';
import { NOTIFICATION_CREATED_EVENT } from '../hooks/use-unread-notifications';
import { GlobalSearchBox } from '../features/global-search/components/global-search-box';
import type { LayoutVariant } from '../features/layout/types/layout-variant';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useSocketEvent: jest.requireActual('test-support/socket-stub').useSocketEventStub,
}));

/** A remote's record page: names its crumb while mounted. */
function CompanyName({ name }: { name: string }) {
  useBreadcrumbLabel('/companies/7', name);
  return null;
}
function CompanyPage() {
  const [name, setName] = useState<string | null>('Ridge Electric');
  return (
    <>
      <h1>Company page</h1>
      {name ? <CompanyName name={name} /> : null}
      <button type="button" onClick={() => setName('Ridge Electric & Sons')}>
        Rename
      </button>
      <button type="button" onClick={() => setName(null)}>
        Leave
      </button>
    </>
  );
}

type RenderOptions = { url?: string; variant?: LayoutVariant; unread?: number; routes?: FakeRoutes };

function renderLayout(user: CurrentUser, { url = '/projects', variant = 'company', unread = 0, routes = {} }: RenderOptions = {}) {
  const api = installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/auth/user-notifications': { body: { data: { unread } } },
    ...routes,
  });
  const view = renderShell(
    [
      {
        element: <AppLayout variant={variant} search={<GlobalSearchBox />} assistant={<span>Arya drawer</span>} notifications={<NotificationsBell />} />,
        children: [
          { path: '/projects/*', element: <h1>Projects list</h1> },
          { path: '/superadmin/company', element: <h1>Company list</h1> },
          { path: '/companies/:id/*', element: <CompanyPage /> },
          // A remote's unknown path: the one 404 page of shared-ui.
          { path: '/tasks/*', element: <NotFoundState /> },
        ],
      },
    ],
    { url },
  );
  return { ...view, api };
}

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const linkNames = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
});

describe('sidebar', () => {
  test('lists every area for a user who may view them all, in the order of the spec', async () => {
    renderLayout(makeUser());
    await screen.findByRole('heading', { name: 'Projects list' });
    expect(linkNames(mainNavigation())).toEqual(['My Dashboard', 'Projects', 'Companies', 'Network Users', 'Templates', 'Quick Access']);
    expect(within(mainNavigation()).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows only the items whose view permission the user holds; Quick Access needs none', async () => {
    renderLayout(makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.TEMPLATES_VIEW] }));
    await screen.findByRole('heading', { name: 'Projects list' });
    expect(linkNames(mainNavigation())).toEqual(['Projects', 'Templates', 'Quick Access']);
  });

  test('folding hides the quick links and the names; unfolding brings them back', async () => {
    const { user } = renderLayout(makeUser());
    await screen.findByRole('heading', { name: 'Projects list' });
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fold sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(within(mainNavigation()).getByRole('link', { name: 'Projects' })).toBeInTheDocument();
    expect(within(mainNavigation()).queryByText('Projects')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfold sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });

  test('Release Notes opens the notes of the first release; the help pages open outside the app', async () => {
    const { user } = renderLayout(makeUser());
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick links' });
    for (const name of [/Getting Started Guide/, /Support/]) {
      const link = within(quickLinks).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await user.click(within(quickLinks).getByRole('button', { name: 'Release Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release Notes' });
    expect(within(dialog).getByRole('heading', { name: /1\.0/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('the operator sees Companies only, and no company tools in the header', async () => {
    renderLayout(makeOperator(), { url: '/superadmin/company', variant: 'operator' });
    await screen.findByRole('heading', { name: 'Company list' });
    expect(linkNames(mainNavigation())).toEqual(['Companies']);
    expect(within(mainNavigation()).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/superadmin/company');
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Arya drawer')).not.toBeInTheDocument();
  });

  test('below 768 px the sidebar is a drawer the header opens, closed again by following a link', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      const { user, currentPath } = renderLayout(makeUser(), { url: '/projects' });
      await screen.findByRole('heading', { name: 'Projects list' });
      expect(screen.getByRole('link', { name: 'Contract Hub home' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      const drawer = await screen.findByRole('navigation', { name: 'Main navigation' });
      await waitFor(() => expect(drawer).toBeVisible());
      expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
      // The open drawer is modal: the header behind it is out of the accessibility tree.
      expect(screen.getByRole('button', { name: 'Close navigation', hidden: true })).toHaveAttribute('aria-expanded', 'true');

      await user.click(within(drawer).getByRole('link', { name: 'Templates' }));
      await waitFor(() => expect(currentPath()).toBe('/templates'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('header', () => {
  test('Settings opens the settings when the user may view them', async () => {
    renderLayout(makeUser());
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  test('Settings without the view permission explains with the permission toast and stays put', async () => {
    const { user, currentPath } = renderLayout(makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }));
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByText(ERROR_MESSAGES.noPermissionAction)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact admin' })).toBeInTheDocument();
    expect(currentPath()).toBe('/projects');
  });

  test('the bell shows a dot while notifications are unread and refreshes when the server pushes one', async () => {
    let unread = 0;
    renderLayout(makeUser(), { routes: { 'GET /api/v1/auth/user-notifications': () => ({ body: { data: { unread } } }) } });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('unread-dot').querySelector('.MuiBadge-invisible')).not.toBeNull();

    unread = 3;
    act(() => emitSocketEvent(NOTIFICATION_CREATED_EVENT, { id: 1 }));
    const unreadBell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(within(unreadBell).getByTestId('unread-dot').querySelector('.MuiBadge-invisible')).toBeNull();
  });

  test('breadcrumbs follow the path, with links to the screens above', async () => {
    renderLayout(makeUser(), { url: '/projects/5/scopes' });
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(breadcrumbs).getByRole('link', { name: '#5' })).toHaveAttribute('href', '/projects/5');
    expect(within(breadcrumbs).getByText('Scopes')).toHaveAttribute('aria-current', 'page');
  });

  test('inside an area an unknown path is the 404 page, and the breadcrumb names nothing', async () => {
    const { user, currentPath } = renderLayout(makeUser(), { url: '/tasks/unknown-ish' });
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByText('Unknown ish')).toBeNull();
    // The remote's 404 opens Home through the router (the shell provides its Link), without a reload.
    await user.click(screen.getByRole('link', { name: 'Go to the Home page' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  test("breadcrumbs show the name a page gives its record instead of #id, until the page goes away", async () => {
    const { user } = renderLayout(makeUser(), { url: '/companies/7/users' });
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumbs).findByRole('link', { name: 'Ridge Electric' })).toHaveAttribute('href', '/companies/7');
    expect(within(breadcrumbs).queryByText('#7')).not.toBeInTheDocument();
    expect(within(breadcrumbs).getByText('Users')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await within(breadcrumbs).findByRole('link', { name: 'Ridge Electric & Sons' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await within(breadcrumbs).findByRole('link', { name: '#7' })).toHaveAttribute('href', '/companies/7');
  });

  test('the global search box is shown and enabled in the company header', async () => {
    renderLayout(makeUser());
    const search = await screen.findByRole('textbox', { name: 'Global search' });
    expect(search).toBeEnabled();
    expect(search).toHaveAttribute('placeholder', 'Search');
  });

  test('the Arya drawer shows in the company header', async () => {
    renderLayout(makeUser());
    expect(await screen.findByText('Arya drawer')).toBeInTheDocument();
  });

  test('the footer reads All rights reserved with the current year', async () => {
    renderLayout(makeUser());
    expect(await screen.findByText(`© ${new Date().getFullYear()} Contract Hub. All rights reserved`)).toBeInTheDocument();
  });
});

describe('account menu', () => {
  test('offers My Profile, Company Info, Notifications and Logout to company staff', async () => {
    const { user, currentPath } = renderLayout(makeUser());
    await user.click(await screen.findByRole('button', { name: 'Account menu for Olivia Stone' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Profile', 'Company Info', 'Notifications', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Company Info' }));
    await waitFor(() => expect(currentPath()).toBe(`/company-info/${northwind.id}`));
  });

  test('Logout signs out and goes to the login page', async () => {
    const { user, currentPath, api } = renderLayout(makeUser(), { routes: { 'POST /api/v1/auth/logout': { status: 204 } } });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.find('POST /api/v1/auth/logout')).toHaveLength(1);
  });
});

describe('operator inside a company', () => {
  const actingOperator = makeOperator({ company: northwind, acting_as_company: true });

  test("shows 'Logged in as' and the company, and asks before going back to the admin panel", async () => {
    const { user, currentPath, api } = renderLayout(actingOperator, {
      routes: { 'POST /api/v1/superadmin/logout-from-company': { body: { data: makeOperator() } } },
    });
    const context = await screen.findByText('Logged in as');
    expect(context.parentElement).toHaveTextContent('Logged in as Northwind Builders');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Back to admin panel', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Back to admin panel' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to log out of "Northwind Builders" account?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('POST /api/v1/superadmin/logout-from-company')).toHaveLength(0);
    expect(currentPath()).toBe('/projects');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Back to admin panel' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(currentPath()).toBe('/superadmin/company'));
    expect(api.find('POST /api/v1/superadmin/logout-from-company')).toHaveLength(1);
  });
});
