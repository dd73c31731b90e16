import { screen, within } from '@testing-library/react';
import { PERMISSIONS, SETTINGS_ACCOUNT_MESSAGES as T, type CompanyInfo } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderShell } from '../../../testing/render-shell';
import { CompanyInfoPage } from './company-info-page';

jest.setTimeout(60_000);

const ROUTES = [{ path: '/company-info/:id', element: <CompanyInfoPage /> }];
const RIDGE: CompanyInfo = {
  id: 9,
  name: 'Ridge Electric',
  dba: 'Ridge',
  website: 'ridge.example.com',
  tid: '12-3456789',
  type: 'sub_contractor',
  type_title: 'Sub Contractor',
  logo: null,
  is_own: false,
  offices: [{ id: 1, name: 'Main office', address: '1 Market St', city: 'Oakland', state: 'CA', zip_code: '94607', country: 'USA', phone: '+1 510 555 0100', fax: '', is_headquarters: true }],
  primary_contact: { id: 30, full_name: 'Sam Ridge', email: 'owner@ridge.test', phone: null },
  admins: [],
};

afterEach(() => clearCookies());

test('shows a network company read-only, with the website made clickable', async () => {
  installFakeApi({ 'GET /api/v1/auth/user': userReply(makeUser()), 'GET /api/v1/company/9/info': { body: { data: RIDGE } } });
  renderShell(ROUTES, { url: '/company-info/9' });
  expect(await screen.findByRole('heading', { name: 'Ridge Electric' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ridge.example.com' })).toHaveAttribute('href', 'https://ridge.example.com');
  expect(screen.getByText('Sub Contractor')).toBeInTheDocument();
  expect(screen.getByText('Sam Ridge · owner@ridge.test')).toBeInTheDocument();
  const offices = screen.getByRole('table', { name: 'Offices' });
  expect(within(offices).getByText('1 Market St, Oakland, CA 94607, USA')).toBeInTheDocument();
  expect(within(offices).getByText('Yes')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit company details' })).toBeNull();
});

test('the own company links to Company Details for a user who may open it', async () => {
  installFakeApi({ 'GET /api/v1/auth/user': userReply(makeUser()), 'GET /api/v1/company/7/info': { body: { data: { ...RIDGE, id: 7, name: 'Northwind Builders', is_own: true, admins: [{ id: 12, full_name: 'Olivia Stone', email: 'owner@northwind.test' }] } } } });
  renderShell(ROUTES, { url: '/company-info/7' });
  expect(await screen.findByRole('link', { name: 'Edit company details' })).toHaveAttribute('href', '/settings/account/company-details');
  expect(screen.getByText('Olivia Stone')).toBeInTheDocument();
});

test('a user who may only view Company Details is not offered an editor', async () => {
  const viewer = makeUser({ permissions: [PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] });
  installFakeApi({ 'GET /api/v1/auth/user': userReply(viewer), 'GET /api/v1/company/7/info': { body: { data: { ...RIDGE, id: 7, name: 'Northwind Builders', is_own: true } } } });
  renderShell(ROUTES, { url: '/company-info/7' });
  expect(await screen.findByRole('link', { name: 'Open company details' })).toHaveAttribute('href', '/settings/account/company-details');
  expect(screen.queryByRole('link', { name: 'Edit company details' })).toBeNull();
});

test('a company outside the network is not shown', async () => {
  installFakeApi({ 'GET /api/v1/auth/user': userReply(makeUser()), 'GET /api/v1/company/99/info': { status: 404, body: { message: 'Not found.' } } });
  renderShell(ROUTES, { url: '/company-info/99' });
  expect(await screen.findByText(T.companyInfoNotAvailable)).toBeInTheDocument();
});
