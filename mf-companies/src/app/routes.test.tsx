// The `./routes` expose mounted the way the shell mounts it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CompaniesRoutes from './routes';
import { clearCookies } from 'test-support/fake-api';
import { RIDGE, installCompaniesApi, paged, renderCompanies } from '../testing/render-companies';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/companies/*" element={<CompaniesRoutes />} />
        <Route path="/users/*" element={<CompaniesRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
  const { installFakeApi } = await import('test-support/fake-api');
  const { makeUser, userReply } = await import('test-support/current-user');
  const { SWRConfig } = await import('swr');
  const { ConfirmProvider } = await import('shared-ui');
  installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/company/get-all-users': { body: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    'GET /api/v1/settings/professions': { body: { data: [] } },
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={['/users']}>
          <Routes>
            <Route path="/users/*" element={<CompaniesRoutes />} />
          </Routes>
        </MemoryRouter>
      </ConfirmProvider>
    </SWRConfig>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Network Users' })).toBeInTheDocument();
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/users/x/y');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
