import { act, screen, waitFor, within } from '@testing-library/react';
import { UI_TEXT, type PagedResponse, type SuperadminCompanyRow } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { OPERATOR, renderSuperadmin } from '../../../testing/render-superadmin';

const NORTHWIND: SuperadminCompanyRow = {
  id: 1,
  name: 'Northwind Builders',
  owner: 'Olga Owner',
  type: 'general_contractor',
  plan: 'general',
  status: 'active',
  created_at: '2026-01-15',
  users_count: 5,
  projects_count: 7,
  contracts_count: 3,
  last_activity: '2026-03-02',
};
const RIDGE: SuperadminCompanyRow = {
  ...NORTHWIND,
  id: 2,
  name: 'Ridge Electric',
  owner: 'Rita Ridge',
  type: 'sub_contractor',
  plan: 'sub',
  status: 'blocked',
  users_count: 1,
  projects_count: 0,
  last_activity: null,
};

const paged = (rows: SuperadminCompanyRow[]): PagedResponse<SuperadminCompanyRow> => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

function setup(list: (request: RecordedRequest) => SuperadminCompanyRow[] = () => [NORTHWIND, RIDGE]) {
  return installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies': (request) => ({ body: paged(list(request)) }),
  });
}

const table = () => screen.getByRole('table', { name: 'Companies' });

afterEach(() => clearCookies());

test('lists companies with a link to the details, dates as MM/DD/YYYY and N/A for no activity', async () => {
  const api = setup();
  renderSuperadmin('/superadmin/company');

  const link = await screen.findByRole('link', { name: 'Northwind Builders' });
  expect(link).toHaveAttribute('href', '/superadmin/company/1');
  const ridgeRow = screen.getByRole('link', { name: 'Ridge Electric' }).closest('tr') as HTMLElement;
  expect(within(ridgeRow).getByText('N/A')).toBeInTheDocument();
  expect(within(ridgeRow).getByText('Rita Ridge')).toBeInTheDocument();
  const northwindRow = link.closest('tr') as HTMLElement;
  expect(within(northwindRow).getByText('01/15/2026')).toBeInTheDocument();
  expect(within(northwindRow).getByText('03/02/2026')).toBeInTheDocument();
  // Headers of the spec; Owner has no sort control.
  for (const header of ['Company Name', 'Owner', 'Creation date', 'Users', 'Projects', 'Last activity']) {
    expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  expect(within(within(table()).getByRole('columnheader', { name: 'Owner' })).queryByRole('button')).toBeNull();
  const [first] = api.find('GET /api/v1/superadmin/companies');
  expect(first.query.get('page')).toBe('1');
  expect(first.query.get('per_page')).toBe('10');
  // An active company offers Block, a blocked one Unblock.
  expect(within(northwindRow).getByRole('button', { name: 'Block Northwind Builders' })).toBeInTheDocument();
  expect(within(ridgeRow).getByRole('button', { name: 'Unblock Ridge Electric' })).toBeInTheDocument();
});

test('sorting by Last activity asks the API for users_max_last_activity, and again descending', async () => {
  const api = setup();
  const { user } = renderSuperadmin('/superadmin/company');
  await screen.findByRole('link', { name: 'Northwind Builders' });

  await user.click(within(table()).getByRole('button', { name: 'Last activity' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').some((r) => r.query.get('sort_field') === 'users_max_last_activity')).toBe(true));
  const sorted = api.find('GET /api/v1/superadmin/companies').at(-1) as RecordedRequest;
  expect(sorted.query.get('sort_field')).toBe('users_max_last_activity');
  expect(sorted.query.get('sort_direction')).toBe('asc');

  await user.click(within(table()).getByRole('button', { name: 'Last activity' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('sort_direction')).toBe('desc'));

  await user.click(within(table()).getByRole('button', { name: 'Users' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('sort_field')).toBe('users_count'));
});

test('an empty list says No Data yet, and a search without matches says No search results found', async () => {
  const api = setup(() => []);
  const { user } = renderSuperadmin('/superadmin/company');
  expect(await within(await screen.findByRole('table', { name: 'Companies' })).findByText(UI_TEXT.noDataYet)).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('Search'), 'zzz');
  expect(await within(table()).findByText(UI_TEXT.noSearchResults, {}, { timeout: 3000 })).toBeInTheDocument();
  expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('search')).toBe('zzz');
});

test('the list query parameters pre-fill the search box and the filters', async () => {
  const api = setup();
  renderSuperadmin('/superadmin/company?search=North&prefilter=1&filter[owner_name]=Olga&filter[users_count_from]=2&filter[unknown]=x');

  await screen.findByRole('link', { name: 'Northwind Builders' });
  expect(screen.getByPlaceholderText('Search')).toHaveValue('North');
  const [first] = api.find('GET /api/v1/superadmin/companies');
  expect(first.query.get('search')).toBe('North');
  expect(first.query.get('owner_name')).toBe('Olga');
  expect(first.query.get('users_count_from')).toBe('2');
  expect(first.query.has('unknown')).toBe(false);
  expect(screen.getByText('Owner name: Olga')).toBeInTheDocument();
});

test('filtering from the panel sends the super-admin company fields', async () => {
  const api = setup();
  const { user } = renderSuperadmin('/superadmin/company');
  await screen.findByRole('link', { name: 'Northwind Builders' });

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.type(within(panel).getByLabelText('Company name'), 'Ridge');
  await user.click(within(panel).getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('company_name')).toBe('Ridge'));
  expect(screen.getByText('Company name: Ridge')).toBeInTheDocument();
});

test('block asks the exact confirmation, shows the server message and reloads the list', async () => {
  const api = setup();
  api.route('POST /api/v1/superadmin/companies/1/block', { body: { data: { message: 'Company has been blocked.' } } });
  const { user } = renderSuperadmin('/superadmin/company');
  await screen.findByRole('link', { name: 'Northwind Builders' });
  const loadsBefore = api.find('GET /api/v1/superadmin/companies').length;

  await user.click(screen.getByRole('button', { name: 'Block Northwind Builders' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(UI_TEXT.confirmBlockCompany('Northwind Builders'));
  expect(dialog).toHaveTextContent(
    'Are you sure you want to block company Northwind Builders? You will be able to unblock the company again if required',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));

  expect(await screen.findByText('Company has been blocked.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/superadmin/companies/1/block')).toHaveLength(1);
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').length).toBeGreaterThan(loadsBefore));
});

test('unblock and delete ask their own texts; declining sends nothing, a failure says Error', async () => {
  const api = setup();
  api.route('DELETE /api/v1/superadmin/companies/2', { status: 500, body: { message: 'Server Error' } });
  const { user } = renderSuperadmin('/superadmin/company');
  await screen.findByRole('link', { name: 'Ridge Electric' });

  await user.click(screen.getByRole('button', { name: 'Unblock Ridge Electric' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to unblock company Ridge Electric?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('POST /api/v1/superadmin/companies/2/block')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Ridge Electric' }));
  dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete company Ridge Electric? This action can not be undone');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(/^Error$/);
  expect(toast.className).toMatch(/Warning/);
  expect(api.find('DELETE /api/v1/superadmin/companies/2')).toHaveLength(1);
});

test('paging asks for the next page and a new page size from page 1', async () => {
  const api = installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies': (request) => ({
      body: { data: [NORTHWIND], current_page: Number(request.query.get('page')), last_page: 3, per_page: Number(request.query.get('per_page')), total: 25 },
    }),
  });
  const { user } = renderSuperadmin('/superadmin/company');
  await screen.findByRole('link', { name: 'Northwind Builders' });

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('page')).toBe('2'));

  await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
  await user.click(await screen.findByRole('option', { name: '20' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('per_page')).toBe('20'));
  expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('page')).toBe('1');
});

test('the list state lives in the URL: a shared link opens that page and sort, paging pushes a step that Back undoes', async () => {
  const api = installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies': (request) => ({
      body: { data: [NORTHWIND], current_page: Number(request.query.get('page')), last_page: 3, per_page: 10, total: 25 },
    }),
  });
  const { user, router } = renderSuperadmin('/superadmin/company?search=North&sort_field=last_activity&sort_direction=desc&page=2');
  await screen.findByRole('link', { name: 'Northwind Builders' });
  const first = api.find('GET /api/v1/superadmin/companies').at(-1)?.query;
  expect([first?.get('search'), first?.get('sort_field'), first?.get('sort_direction'), first?.get('page')]).toEqual(['North', 'users_max_last_activity', 'desc', '2']);

  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=North&sort_field=last_activity&sort_direction=desc&page=3'));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('page')).toBe('3'));

  await act(() => router.navigate(-1));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies').at(-1)?.query.get('page')).toBe('2'));
  expect(screen.getByRole('searchbox')).toHaveValue('North');
});

test('an unknown sort column or page in a hand-edited URL is ignored, not sent', async () => {
  const api = setup();
  renderSuperadmin('/superadmin/company?sort_field=owner&page=abc&per_page=100000');
  await screen.findByRole('link', { name: 'Northwind Builders' });
  const query = api.find('GET /api/v1/superadmin/companies').at(-1)?.query;
  expect([query?.get('sort_field'), query?.get('page'), query?.get('per_page')]).toEqual([null, '1', '10']);
});
