import { screen, waitFor } from '@testing-library/react';
import { takeFailedRedirection } from 'shared-auth';
import { ALL_PERMISSION_KEYS, PERMISSIONS, UI_TEXT, type CurrentUser } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeOperator, makeUser, northwind, userReply } from 'test-support/current-user';
import { renderApp } from '../testing/render-app';

// The federation runtime does not run in jsdom: each remote slot shows which module it would load.
jest.mock('../features/remotes', () => {
  const { createElement } = jest.requireActual('react');
  return {
    initRemotes: async () => undefined,
    RemoteRoutes: ({ remote }: { remote: string }) => createElement('p', null, `remote ${remote} ./routes`),
    RemoteComponent: ({ remote, module }: { remote: string; module: string }) => createElement('p', null, `remote ${remote} ${module}`),
  };
});
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useSocketEvent: jest.requireActual('test-support/socket-stub').useSocketEventStub,
}));

type Setup = { user: CurrentUser | null; maintenance?: boolean; routes?: FakeRoutes };

function openApp(url: string, { user, maintenance = false, routes = {} }: Setup) {
  const api = installFakeApi({
    'GET /api/v1/app/config': { body: { data: { maintenance_mode: maintenance, product_name: 'Contract Hub' } } },
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/auth/user-notifications': { body: { data: { unread: 0 } } },
    'POST /api/v1/auth/logout': { status: 204 },
    ...routes,
  });
  return { ...renderApp({ url }), api };
}

// The router loads every screen but Login on first use (route `lazy`); load those modules once
// up front, as the static imports did, so each test's time goes to its own screen.
beforeAll(async () => {
  await Promise.all([import('./public-pages'), import('./signed-in-pages')]);
});

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('signed-in area', () => {
  test('Home opens the projects list of mf_projects inside the layout', async () => {
    const { currentPath } = openApp('/', { user: makeUser() });
    expect(await screen.findByText('remote mf_projects ./routes')).toBeInTheDocument();
    expect(currentPath()).toBe('/projects');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  test.each([
    ['/tasks/4/contract', 'mf_tasks'],
    ['/templates', 'mf_tasks'],
    ['/companies/3/info', 'mf_companies'],
    ['/users', 'mf_companies'],
    ['/settings/account/account-details', 'mf_settings'],
    ['/dashboard', 'mf_projects'],
  ])('%s is served by %s', async (url, remote) => {
    const { currentPath } = openApp(url, { user: makeUser() });
    expect(await screen.findByText(`remote ${remote} ./routes`)).toBeInTheDocument();
    expect(currentPath()).toBe(url);
  });

  test('a guest goes to Login, and a link worth coming back to is remembered', async () => {
    const { currentPath } = openApp('/tasks/12/sign', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(takeFailedRedirection()).toBe('/tasks/12/sign');
  });

  test('an unverified e-mail goes to the verification page first', async () => {
    const { currentPath } = openApp('/projects', { user: makeUser({ email_verified: false }) });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(currentPath()).toBe('/email-verification');
  });

  test('a verified user on the verification page goes Home', async () => {
    const { currentPath } = openApp('/email-verification', { user: makeUser() });
    await waitFor(() => expect(currentPath()).toBe('/projects'));
  });

  test('the dashboard without its view permission goes to the permissions error page', async () => {
    const permissions = [PERMISSIONS.PROJECTS_VIEW];
    const { currentPath } = openApp('/dashboard', { user: makeUser({ permissions }) });
    expect(await screen.findByRole('heading', { name: UI_TEXT.page403.title })).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.page403.text)).toBeInTheDocument();
    expect(currentPath()).toBe('/permissions-error');
    expect(screen.queryByText(/remote mf_projects/)).not.toBeInTheDocument();
  });

  test('settings without the settings view permission go to the permissions error page', async () => {
    const { currentPath } = openApp('/settings', { user: makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }) });
    await waitFor(() => expect(currentPath()).toBe('/permissions-error'));
  });

  test('a signed-in user on a guest page goes Home', async () => {
    window.localStorage.setItem('hasSession', '1');
    const { currentPath } = openApp('/login', { user: makeUser() });
    await waitFor(() => expect(currentPath()).toBe('/projects'));
  });

  test('the shell pages have their header and an honest empty state', async () => {
    openApp('/quick-access', { user: makeUser(), routes: { 'GET /api/v1/quick-access': { body: { data: { documents: [], recent_tasks: [] } } } } });
    expect(await screen.findByRole('heading', { name: 'Quick Access', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Nothing in Quick Access yet')).toBeInTheDocument();
  });

  test("My Profile shows the signed-in user's details", async () => {
    // The page reads the profile call of 000 section 7 (users/profile/show), not the cached auth/user.
    const user = makeUser();
    openApp('/profile/12', {
      user,
      routes: {
        'GET /api/v1/users/profile/show': {
          body: { data: { ...user, company: { id: northwind.id, name: northwind.name }, professions: [{ id: 1, title: 'Executive' }] } },
        },
        'GET /api/v1/settings/professions': { body: { data: [{ id: 1, title: 'Executive' }] } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('owner@northwind.test')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });

  test('Arya is in the header only for a company with the artificial intelligence feature', async () => {
    const withArya = { ...northwind, features: [{ id: 2, feature: 'artificial_intelligence' as const, feature_label: 'Arya', enabled: true }] };
    openApp('/projects', { user: makeUser({ company: withArya }) });
    expect(await screen.findByText('remote mf_arya ./drawer')).toBeInTheDocument();
  });

  test('Arya is absent when the feature is off', async () => {
    openApp('/projects', { user: makeUser() });
    await screen.findByText('remote mf_projects ./routes');
    expect(screen.queryByText('remote mf_arya ./drawer')).not.toBeInTheDocument();
  });
});

describe('operator area', () => {
  test('/superadmin opens the company list of mf_superadmin with the operator sidebar', async () => {
    const { currentPath } = openApp('/superadmin', { user: makeOperator() });
    expect(await screen.findByText('remote mf_superadmin ./routes')).toBeInTheDocument();
    expect(currentPath()).toBe('/superadmin/company');
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/superadmin/company');
  });

  test('an operator outside any company is kept in the operator area', async () => {
    const { currentPath } = openApp('/projects', { user: makeOperator() });
    await waitFor(() => expect(currentPath()).toBe('/superadmin/company'));
  });

  test('an operator acting inside a company uses the company area', async () => {
    const { currentPath } = openApp('/projects', {
      user: makeOperator({ company: northwind, acting_as_company: true, permissions: [...ALL_PERMISSION_KEYS] }),
    });
    expect(await screen.findByText('remote mf_projects ./routes')).toBeInTheDocument();
    expect(currentPath()).toBe('/projects');
  });

  test('anyone else on a superadmin route is logged out and sent Home', async () => {
    const { currentPath, api } = openApp('/superadmin/company', { user: makeUser() });
    await waitFor(() => expect(api.find('POST /api/v1/auth/logout')).toHaveLength(1));
    // Home is the projects list while the test's cache still holds the user; the app's cache is
    // emptied by signOut, and Home then sends the guest to Login.
    await waitFor(() => expect(currentPath()).toBe('/projects'));
    expect(screen.queryByText('remote mf_superadmin ./routes')).not.toBeInTheDocument();
  });
});

describe('public pages', () => {
  test('an unknown path shows the 404 page', async () => {
    openApp('/no/such/page', { user: null });
    expect(await screen.findByRole('heading', { name: UI_TEXT.page404.title })).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.page404.text)).toBeInTheDocument();
  });

  test.each([
    ['/429', UI_TEXT.page429.title],
    ['/expired', UI_TEXT.pageExpired.title],
    ['/404', UI_TEXT.page404.title],
  ])('%s is open to everyone', async (url, title) => {
    window.localStorage.setItem('hasSession', '1');
    openApp(url, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  test.each([
    ['a guest', null],
    ['a signed-in user', makeUser()],
  ])('/verify (the contract verify page) is open to %s', async (_, user) => {
    if (user) window.localStorage.setItem('hasSession', '1');
    const { currentPath } = openApp('/verify', { user });
    expect(await screen.findByRole('heading', { name: 'Verify a contract' })).toBeInTheDocument();
    expect(currentPath()).toBe('/verify');
  });

  test('/403 needs a signed-in user', async () => {
    const { currentPath } = openApp('/403', { user: null });
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});

describe('maintenance mode', () => {
  test('sends company users to the maintenance page', async () => {
    window.localStorage.setItem('hasSession', '1');
    const { currentPath } = openApp('/projects', { user: makeUser(), maintenance: true });
    expect(await screen.findByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(currentPath()).toBe('/maintenance-mode');
  });

  test('sends guests there without asking who is signed in', async () => {
    const { currentPath, api } = openApp('/login', { user: null, maintenance: true });
    await waitFor(() => expect(currentPath()).toBe('/maintenance-mode'));
    expect(api.find('GET /api/v1/auth/user')).toHaveLength(0);
  });

  test('lets superusers through, and keeps the operator sign-in open', async () => {
    window.localStorage.setItem('hasSession', '1');
    const { currentPath } = openApp('/superadmin/company', { user: makeOperator(), maintenance: true });
    expect(await screen.findByText('remote mf_superadmin ./routes')).toBeInTheDocument();
    expect(currentPath()).toBe('/superadmin/company');
  });

  test('the operator sign-in stays reachable', async () => {
    const { currentPath } = openApp('/superadmin-login', { user: null, maintenance: true });
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(currentPath()).toBe('/superadmin-login');
  });
});
