import { act, screen, waitFor, within } from '@testing-library/react';
import { DOWNLOAD_EVENTS, NETWORK_MESSAGES, UI_TEXT } from 'shared-contract';
import { installFakeSocket } from 'shared-auth/src/testing/fake-socket';
import { clearCookies } from 'test-support/fake-api';
import { BAYSIDE, RIDGE, VIEW_ONLY_USER, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const LIST = 'GET /api/v1/company/network';
const table = () => screen.getByRole('table', { name: 'Companies' });

afterEach(() => clearCookies());

test('lists the network with the company search row columns and a link to each company', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([RIDGE, BAYSIDE]) } });
  renderCompanies('/companies');

  const link = await screen.findByRole('link', { name: 'Ridge Electric' });
  expect(link).toHaveAttribute('href', '/companies/21');
  for (const header of ['Company Name', 'Tax ID', 'Projects', 'Open tasks', 'Overdue tasks', 'Type', 'Primary contact']) {
    expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const ridge = link.closest('tr') as HTMLElement;
  expect(within(ridge).getByText('12-3456789')).toBeInTheDocument();
  expect(within(ridge).getByText('Rita Ridge')).toBeInTheDocument();
  expect(within(ridge).getByText('Sub Contractor')).toBeInTheDocument();
  const bayside = screen.getByRole('link', { name: 'Bayside Concrete' }).closest('tr') as HTMLElement;
  expect(within(bayside).getAllByText(UI_TEXT.notAvailable)).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Existing' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('link', { name: 'Invite company' })).toHaveAttribute('href', '/companies/invite');
  expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/companies/import');
  const [first] = api.find(LIST);
  expect(first.query.get('page')).toBe('1');
});

test('search, the company filter panel and sort go to the API', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([RIDGE]) } });
  const { user } = renderCompanies('/companies');
  await screen.findByRole('link', { name: 'Ridge Electric' });

  await user.click(within(table()).getByRole('button', { name: 'Open tasks' }));
  await waitFor(() => expect(api.find(LIST).at(-1)?.query.get('sort_field')).toBe('tasks_count'));
  expect(api.find(LIST).at(-1)?.query.get('sort_direction')).toBe('asc');

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.type(within(panel).getByLabelText('Contact name'), 'Rita');
  await user.click(within(panel).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(api.find(LIST).at(-1)?.query.get('contact_name')).toBe('Rita'));
  expect(screen.getByText('Contact name: Rita')).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('Search'), 'Rid');
  await waitFor(() => expect(api.find(LIST).at(-1)?.query.get('search')).toBe('Rid'), { timeout: 3000 });
});

test('an empty network says No Data yet', async () => {
  installCompaniesApi({ [LIST]: { body: paged([]) } });
  renderCompanies('/companies');
  expect(await within(await screen.findByRole('table', { name: 'Companies' })).findByText(UI_TEXT.noDataYet)).toBeInTheDocument();
});

test('remove asks the exact confirmation, sends the company id, shows the message and reloads', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([RIDGE]) } });
  api.route('POST /api/v1/company/network/remove-company-by-id', { body: { data: { message: NETWORK_MESSAGES.companyRemoved('Ridge Electric') } } });
  const { user } = renderCompanies('/companies');
  await screen.findByRole('link', { name: 'Ridge Electric' });
  const loads = api.find(LIST).length;

  await user.click(screen.getByRole('button', { name: 'Remove Ridge Electric' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(NETWORK_MESSAGES.removeConfirm('Ridge Electric'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('POST /api/v1/company/network/remove-company-by-id')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Remove Ridge Electric' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Ridge Electric has been removed from your network.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/remove-company-by-id')[0].body).toEqual({ company_id: 21 });
  await waitFor(() => expect(api.find(LIST).length).toBeGreaterThan(loads));
});

test('the view-only role sees the list without remove, invite or import', async () => {
  installCompaniesApi({ [LIST]: { body: paged([RIDGE]) } }, VIEW_ONLY_USER);
  renderCompanies('/companies');
  await screen.findByRole('link', { name: 'Ridge Electric' });
  expect(screen.queryByRole('button', { name: 'Remove Ridge Electric' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Invite company' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
});

test('export starts the export job with the list search applied and saves the file once it is ready', async () => {
  const socket = installFakeSocket(true);
  const api = installCompaniesApi({
    [LIST]: { body: paged([RIDGE]) },
    'GET /api/v1/company/network/export': { status: 202, body: { data: { id: 3 } } },
    'GET /api/v2/downloads/17/download': { body: 'file' },
  });
  const createObjectURL = jest.fn(() => 'blob:network');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = renderCompanies('/companies?search=Ridge');
  await screen.findByRole('link', { name: 'Ridge Electric' });

  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(api.find('GET /api/v1/company/network/export')).toHaveLength(1));
  const [request] = api.find('GET /api/v1/company/network/export');
  expect(request.query.get('search')).toBe('Ridge');
  expect(request.query.get('format')).toBe('xlsx');
  expect(request.query.has('page')).toBe(false);
  expect(await screen.findByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 17, name: 'network-2026-11-23.xlsx', token: 'tkn', job_id: 3 }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(api.find('GET /api/v2/downloads/17/download')[0].query.get('token')).toBe('tkn');
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('network-2026-11-23.xlsx');
  expect(createObjectURL).toHaveBeenCalled();
  expect(await screen.findByText('Your download is ready.')).toBeInTheDocument();
  click.mockRestore();
});

test('a failed export job shows File download failed!', async () => {
  const socket = installFakeSocket(true);
  installCompaniesApi({ [LIST]: { body: paged([RIDGE]) }, 'GET /api/v1/company/network/export': { status: 202, body: { data: { id: 4 } } } });
  const { user } = renderCompanies('/companies');
  await screen.findByRole('link', { name: 'Ridge Electric' });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(socket.listenerCount(DOWNLOAD_EVENTS.failed)).toBe(1));
  await screen.findByText(UI_TEXT.preparingDownload);
  act(() => socket.emit(DOWNLOAD_EVENTS.failed, { job_id: 4, message: 'File download failed!' }));
  expect(await screen.findByText('File download failed!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
});

test('without COMPANIES_VIEW the list is refused', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([RIDGE]) } }, { ...VIEW_ONLY_USER, permissions: [] });
  const { currentPath } = renderCompanies('/companies');
  await waitFor(() => expect(currentPath()).toBe('/permissions-error'));
  expect(api.find(LIST)).toHaveLength(0);
});
