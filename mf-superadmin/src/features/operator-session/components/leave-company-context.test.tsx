import { screen, waitFor } from '@testing-library/react';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { OPERATOR, renderSuperadmin } from '../../../testing/render-superadmin';

const EMPTY_PAGE = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

afterEach(() => clearCookies());

test('an operator still inside a company is logged out of it on entering the operator area', async () => {
  let isInsideCompany = true;
  const api = installFakeApi({
    'GET /api/v1/auth/user': () => ({ body: { data: { ...OPERATOR, acting_as_company: isInsideCompany } } }),
    'POST /api/v1/superadmin/logout-from-company': () => {
      isInsideCompany = false;
      return { body: { data: { message: 'ok' } } };
    },
    'GET /api/v1/superadmin/companies': { body: EMPTY_PAGE },
  });
  const { currentPath } = renderSuperadmin('/superadmin');

  expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
  expect(api.find('POST /api/v1/superadmin/logout-from-company')).toHaveLength(1);
  expect(currentPath()).toBe('/superadmin/company');
});

test('an operator outside any company goes straight to the list', async () => {
  const api = installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies': { body: EMPTY_PAGE },
  });
  renderSuperadmin('/superadmin/company');
  expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
  await waitFor(() => expect(api.find('GET /api/v1/auth/user').length).toBeGreaterThan(0));
  expect(api.find('POST /api/v1/superadmin/logout-from-company')).toHaveLength(0);
});
