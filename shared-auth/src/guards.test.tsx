import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ROUTES, type CurrentUser } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, northwind } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { RequireAuth, RequireGuest, RequirePermissions, RequireSuperadmin } from './guards';
import { FAILED_REDIRECTION_KEY } from './failed-redirection';

const user = (patch: Partial<CurrentUser> = {}): CurrentUser =>
  makeUser({ id: 7, permissions: ['projects.view'], role: { name: 'manager', show_name: 'Manager' }, company: { ...northwind, id: 3, features: [] }, ...patch });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(url: string, me: CurrentUser | null) {
  const fake = installFakeApi({
    'GET /api/v1/auth/user': me ? { body: { data: me } } : { status: 401, body: { message: 'Unauthenticated.' } },
    'POST /api/v1/auth/logout': { status: 204 },
  });
  const routes: RouteObject[] = [
    { path: '/login', element: <RequireGuest><p>login page</p></RequireGuest> },
    { path: '/429', element: <RequireGuest><p>too many</p></RequireGuest> },
    { path: '/projects', element: <RequireAuth><p>projects page</p></RequireAuth> },
    { path: '/tasks/:id/sign', element: <RequireAuth><p>sign page</p></RequireAuth> },
    { path: '/dashboard', element: <RequireAuth><RequirePermissions permission="dashboard.view"><p>dashboard</p></RequirePermissions></RequireAuth> },
    { path: '/companies', element: <RequireAuth><RequirePermissions any={['companies.view', 'users.view']}><p>companies</p></RequirePermissions></RequireAuth> },
    { path: '/superadmin/company', element: <RequireAuth><RequireSuperadmin><p>operator list</p></RequireSuperadmin></RequireAuth> },
    { path: '*', element: <Where /> },
  ];
  renderRemote(routes, { url });
  return fake;
}

describe('route guards', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
  });

  it('sends a guest to Login and remembers a failedRedirection path', async () => {
    renderAt('/tasks/12/sign?step=2', null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBe('/tasks/12/sign?step=2');
  });

  it('does not remember ordinary paths', async () => {
    renderAt('/projects', null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBeNull();
  });

  it('sends a signed-in user away from guest pages, except the too-many-attempts page', async () => {
    renderAt('/login', user());
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('keeps a signed-in user on the too-many-attempts page', async () => {
    renderAt(ROUTES.tooManyAttempts, user());
    expect(await screen.findByText('too many')).toBeInTheDocument();
  });

  it('sends an unverified user to e-mail verification', async () => {
    renderAt('/projects', user({ email_verified: false }));
    expect(await screen.findByText('at /email-verification')).toBeInTheDocument();
  });

  it('checks a single permission and any-of lists', async () => {
    renderAt('/dashboard', user());
    expect(await screen.findByText('at /permissions-error')).toBeInTheDocument();
  });

  it('lets an any-of list pass with one permission', async () => {
    renderAt('/companies', user({ permissions: ['users.view'] }));
    expect(await screen.findByText('companies')).toBeInTheDocument();
  });

  it('pushes an operator without a company context to the operator area', async () => {
    renderAt('/projects', user({ is_superuser: true, company: null, permissions: [] }));
    expect(await screen.findByText('operator list')).toBeInTheDocument();
  });

  it('logs a non-operator out of superadmin routes and sends them Home', async () => {
    const fake = renderAt('/superadmin/company', user());
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(fake.find('POST /api/v1/auth/logout')).toHaveLength(1);
  });
});
