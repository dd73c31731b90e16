import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_MESSAGES, type NetworkRequestRow } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { VIEW_ONLY_USER, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const NORTHWIND: NetworkRequestRow = {
  id: 7,
  company_id: 1,
  company_name: 'Northwind Builders',
  company_type: 'general_contractor',
  city: 'Seattle',
  requested_by: 'Olivia Stone',
  created_at: '2026-03-03T10:00:00.000Z',
  expires_at: '2026-03-17T10:00:00.000Z',
};
const HARBOR: NetworkRequestRow = { ...NORTHWIND, id: 8, company_id: 2, company_name: 'Harbor Works', city: null, requested_by: null };

afterEach(() => clearCookies());

/** The requests list that forgets a request once it has been answered. */
function installRequestsApi() {
  let waiting = [NORTHWIND, HARBOR];
  const answered = (id: number, message: string) => {
    waiting = waiting.filter((r) => r.id !== id);
    return { body: { data: { message } } };
  };
  return installCompaniesApi({
    'GET /api/v1/company/network/requests': () => ({ body: { data: waiting } }),
    'POST /api/v1/company/network/requests/7/accept': () => answered(7, NETWORK_MESSAGES.requestAccepted('Northwind Builders')),
    'POST /api/v1/company/network/requests/8/decline': () => answered(8, NETWORK_MESSAGES.requestDeclined('Harbor Works')),
    'GET /api/v1/company/network': { body: paged([]) },
  });
}

test('the Requests tab lists the public card of each requester; Accept asks first, then links and says so', async () => {
  const api = installRequestsApi();
  const { user } = renderCompanies('/companies/requests');
  const list = await screen.findByRole('list', { name: 'Network requests' });
  expect(screen.getByRole('tab', { name: 'Requests', selected: true })).toBeInTheDocument();
  expect(within(list).getByText('General Contractor · Seattle · Sent by Olivia Stone on 03/03/2026')).toBeInTheDocument();

  // Canceling the confirmation sends nothing.
  await user.click(within(list).getByRole('button', { name: 'Accept the request of Northwind Builders' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(NETWORK_MESSAGES.requestAcceptConfirm('Northwind Builders'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.find('POST /api/v1/company/network/requests/7/accept')).toHaveLength(0);

  await user.click(within(list).getByRole('button', { name: 'Accept the request of Northwind Builders' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText(NETWORK_MESSAGES.requestAccepted('Northwind Builders'))).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/requests/7/accept')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('Northwind Builders')).not.toBeInTheDocument());
});

test('Decline asks first, then declines and the request leaves the list; an empty list says so', async () => {
  const api = installRequestsApi();
  const { user } = renderCompanies('/companies/requests');
  const list = await screen.findByRole('list', { name: 'Network requests' });
  await user.click(within(list).getByRole('button', { name: 'Decline the request of Harbor Works' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(NETWORK_MESSAGES.requestDeclineConfirm('Harbor Works'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText(NETWORK_MESSAGES.requestDeclined('Harbor Works'))).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/requests/8/decline')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('Harbor Works')).not.toBeInTheDocument());

  await user.click(await screen.findByRole('button', { name: 'Accept the request of Northwind Builders' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText(NETWORK_MESSAGES.noRequests)).toBeInTheDocument();
});

test('a request answered elsewhere meanwhile shows the server message and leaves the list', async () => {
  installCompaniesApi({
    'GET /api/v1/company/network/requests': { body: { data: [NORTHWIND] } },
    'POST /api/v1/company/network/requests/7/accept': { status: 404, body: { message: 'Not found.' } },
  });
  const { user } = renderCompanies('/companies/requests');
  await user.click(await screen.findByRole('button', { name: 'Accept the request of Northwind Builders' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('Not found.')).toBeInTheDocument();
});

test('the view-only role has no Requests tab', async () => {
  installCompaniesApi({ 'GET /api/v1/company/network': { body: paged([]) } }, VIEW_ONLY_USER);
  renderCompanies('/companies');
  expect(await screen.findByRole('tab', { name: 'Invited' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Requests' })).not.toBeInTheDocument();
});

test('the view-only role cannot open the Requests page', async () => {
  const api = installCompaniesApi({}, VIEW_ONLY_USER);
  renderCompanies('/companies/requests');
  expect(await screen.findByTestId('location')).toBeInTheDocument();
  expect(api.find('GET /api/v1/company/network/requests')).toHaveLength(0);
});
