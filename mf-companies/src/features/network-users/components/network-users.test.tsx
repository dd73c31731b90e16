import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ALL_PERMISSION_KEYS, DOWNLOAD_EVENTS, NETWORK_MESSAGES, PERMISSIONS, UI_TEXT, type NetworkUserRow, type PagedResponse } from 'shared-contract';
import { installFakeSocket } from 'shared-auth/src/testing/fake-socket';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { NetworkUsersPage } from './network-users-page';

jest.setTimeout(60_000);

const row = (over: Partial<NetworkUserRow>): NetworkUserRow => ({
  id: 30,
  full_name: 'Rita Alvarez',
  first_name: 'Rita',
  last_name: 'Alvarez',
  company_id: 9,
  company_name: 'Ridge Electric',
  projects_count: 2,
  task_open_count: 5,
  task_overdue_count: 1,
  email: 'owner@ridge.test',
  phone: null,
  photo: null,
  role: { name: 'sub_owner', show_name: 'Owner' },
  professions: [{ id: 3, title: 'Electrician' }],
  is_own_company: false,
  last_activity: null,
  ...over,
});
const RITA = row({});
const MAYA = row({ id: 20, full_name: 'Maya Chen', first_name: 'Maya', last_name: 'Chen', company_id: 7, company_name: 'Northwind Builders', email: 'manager@northwind.test', is_own_company: true, professions: [], projects_count: 0, task_open_count: 0, task_overdue_count: 0 });
const ME = row({ id: 12, full_name: 'Olivia Stone', first_name: 'Olivia', last_name: 'Stone', company_id: 7, company_name: 'Northwind Builders', email: 'owner@northwind.test', is_own_company: true });
const paged = (rows: NetworkUserRow[]): PagedResponse<NetworkUserRow> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });

// Where navigation ended up, with the history state the page passed along.
function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function renderPage(element: ReactElement = <NetworkUsersPage />) {
  return renderRemote(
    [
      { path: '/users', element },
      { path: '*', element: <LocationProbe /> },
    ],
    { url: '/users' },
  );
}

function setup(me = makeUser(), rows: (r: RecordedRequest) => NetworkUserRow[] = () => [ME, MAYA, RITA]) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(me),
    'GET /api/v1/company/get-all-users': (request) => ({ body: paged(rows(request)) }),
    'GET /api/v1/settings/professions': { body: { data: [{ id: 3, title: 'Electrician' }, { id: 4, title: 'Estimator' }] } },
  });
}

afterEach(() => clearCookies());

test('lists network users with the user search row columns and links to network companies', async () => {
  const api = setup();
  renderPage();
  const rita = await screen.findByRole('link', { name: 'Rita Alvarez' });
  expect(rita).toHaveAttribute('href', '/companies/9/users/30');
  const ritaRow = rita.closest('tr') as HTMLElement;
  expect(within(ritaRow).getByRole('link', { name: 'Ridge Electric' })).toHaveAttribute('href', '/companies/9');
  expect(within(ritaRow).getByText('Electrician')).toBeInTheDocument();
  expect(within(ritaRow).getByText('5')).toBeInTheDocument();
  // Own company: no link to a network company page; the own row is marked.
  expect(screen.queryByRole('link', { name: 'Maya Chen' })).toBeNull();
  expect(within(screen.getByText('Olivia Stone').closest('tr') as HTMLElement).getByText('You')).toBeInTheDocument();
  expect(api.find('GET /api/v1/company/get-all-users')[0].query.get('per_page')).toBe('10');
});

test('search, sort and the users filter panel go to the API', async () => {
  const api = setup();
  const { user } = renderPage();
  await screen.findByRole('link', { name: 'Rita Alvarez' });
  await user.type(screen.getByPlaceholderText('Search'), 'rita');
  await waitFor(() => expect(api.find('GET /api/v1/company/get-all-users').some((r) => r.query.get('search') === 'rita')).toBe(true), { timeout: 3000 });
  await user.click(within(screen.getByRole('table', { name: 'Network users' })).getByRole('button', { name: 'Company' }));
  await waitFor(() => expect(api.find('GET /api/v1/company/get-all-users').some((r) => r.query.get('sort_field') === 'company_name')).toBe(true));

  await user.click(screen.getByRole('button', { name: /filter/i }));
  await user.type(await screen.findByLabelText('Company name'), 'ridge');
  await user.type(screen.getByLabelText('User name'), 'rita');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => {
    const last = api.find('GET /api/v1/company/get-all-users').at(-1)!;
    expect(last.query.get('company_name')).toBe('ridge');
    expect(last.query.get('user_name')).toBe('rita');
  });
});

test('archive is offered for users of the own company only, asks first, and reports the server message', async () => {
  const api = setup();
  api.route('POST /api/v1/users/20/archive', { body: { data: { message: 'Maya Chen has been archived.' } } });
  const { user } = renderPage();
  await screen.findByRole('link', { name: 'Rita Alvarez' });
  expect(screen.queryByRole('button', { name: 'Archive Rita Alvarez' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Archive Olivia Stone' })).toBeNull();
  // Rows without an action leave the Actions cell empty (no 'N/A' as if it were data).
  for (const name of ['Rita Alvarez', 'Olivia Stone']) {
    const cells = within(screen.getByText(name).closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent(/^$/);
  }
  await user.click(screen.getByRole('button', { name: 'Archive Maya Chen' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(NETWORK_MESSAGES.archiveConfirm('Maya Chen'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText('Maya Chen has been archived.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/users/20/archive')).toHaveLength(1);
});

test('without employees.delete and users.communication: no archive, no selection, no send button', async () => {
  setup(makeUser({ permissions: ALL_PERMISSION_KEYS.filter((p) => p !== PERMISSIONS.EMPLOYEES_DELETE && p !== PERMISSIONS.USERS_COMMUNICATION) }));
  renderPage();
  await screen.findByRole('link', { name: 'Rita Alvarez' });
  expect(screen.queryByRole('button', { name: /^Archive / })).toBeNull();
  expect(screen.queryByRole('button', { name: /Send communication/ })).toBeNull();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
});

test('selected users are handed to Send communication', async () => {
  setup();
  const { user, router } = renderPage();
  const ritaRow = (await screen.findByRole('link', { name: 'Rita Alvarez' })).closest('tr') as HTMLElement;
  await user.click(within(ritaRow).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send communication (1)' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users/send-communication'));
  expect(router.state.location.state).toEqual({ recipients: [{ id: 30, full_name: 'Rita Alvarez', email: 'owner@ridge.test', company_name: 'Ridge Electric' }] });
});

test('export starts the export job with the filtered list and saves the file its download-created event names', async () => {
  const socket = installFakeSocket(true);
  const api = setup();
  api.route('GET /api/v1/users/export', () => ({ status: 202, body: { data: { id: 12 } } }));
  api.route('GET /api/v2/downloads/40/download', () => ({ body: 'file' }));
  const createObjectURL = jest.fn(() => 'blob:users');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = renderPage();
  await screen.findByRole('link', { name: 'Rita Alvarez' });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(api.find('GET /api/v1/users/export')).toHaveLength(1));
  const [request] = api.find('GET /api/v1/users/export');
  expect(request.query.get('format')).toBe('xlsx');
  expect(request.query.get('page')).toBeNull();
  expect(await screen.findByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
  act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 40, name: 'network-users-2026-11-23.xlsx', token: 'abc', job_id: 12 }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(api.find('GET /api/v2/downloads/40/download')[0].query.get('token')).toBe('abc');
  expect(await screen.findByText('Your download is ready.')).toBeInTheDocument();
  click.mockRestore();
});
