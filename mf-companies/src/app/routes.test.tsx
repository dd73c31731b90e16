// The `./routes` expose mounted the way the shell mounts it.
import { screen } from '@testing-library/react';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import CompaniesRoutes from './routes';
import { RIDGE, installCompaniesApi, paged, renderCompanies } from '../testing/render-companies';

test('/companies shows the network list (Existing tab)', async () => {
  installCompaniesApi({ 'GET /api/v1/company/network': { body: paged([RIDGE]) } });
  renderCompanies('/companies');
  expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Ridge Electric' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Existing' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Invited' })).toBeInTheDocument();
  clearCookies();
});

test('an unknown path under /companies shows the 404 page', async () => {
  installCompaniesApi({});
  renderCompanies('/companies/3/unknown');
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  clearCookies();
});

test('/users shows the network users list', async () => {
  // The list under the /users mount, signed in with the users permissions.
  installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/company/get-all-users': { body: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    'GET /api/v1/settings/professions': { body: { data: [] } },
  });
  renderRemote(<CompaniesRoutes />, { path: '/users/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Network Users' })).toBeInTheDocument();
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderRemote(<CompaniesRoutes />, { path: '/users/*', url: '/users/x/y' });
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
