import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_MESSAGES, type InvitedCompanyRow } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { VIEW_ONLY_USER, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const LIST = 'GET /api/v1/company/network/invitations';
const PENDING: InvitedCompanyRow = {
  id: 9,
  company_name: 'Acme Roofing',
  contact_name: 'Ann Acme',
  email: 'ann@acme.test',
  phone: null,
  tax_id: null,
  status: 'pending',
  invited_by: 'Olivia Stone',
  created_at: '2026-03-03T10:00:00',
  expires_at: '2026-03-17T10:00:00',
  expires_in: 14,
  partner_company_id: null,
};
const ACCEPTED: InvitedCompanyRow = { ...PENDING, id: 10, company_name: 'Delta Glass', email: 'dan@delta.test', status: 'accepted', expires_in: 0 };
const DECLINED: InvitedCompanyRow = { ...PENDING, id: 11, company_name: 'Echo Steel', email: 'eve@echo.test', status: 'declined', expires_in: 0 };

const table = () => screen.getByRole('table', { name: 'Invited companies' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

afterEach(() => clearCookies());

test('lists invitations with status, invite date and link expiry; actions follow the status', async () => {
  installCompaniesApi({ [LIST]: { body: paged([PENDING, ACCEPTED, DECLINED]) } });
  renderCompanies('/companies/invited');
  await within(await screen.findByRole('table', { name: 'Invited companies' })).findByText('Acme Roofing');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Invited' })).toHaveAttribute('aria-selected', 'true'));

  const pending = rowOf('Acme Roofing');
  expect(within(pending).getByText('Pending response')).toBeInTheDocument();
  expect(within(pending).getByText('03/03/2026')).toBeInTheDocument();
  expect(within(pending).getByText('03/17/2026')).toBeInTheDocument();
  expect(within(pending).getByText('in 14 days')).toBeInTheDocument();
  expect(within(pending).getByRole('button', { name: 'Resend the invitation to Acme Roofing' })).toBeInTheDocument();
  expect(within(pending).getByRole('button', { name: 'Cancel the invitation to Acme Roofing' })).toBeInTheDocument();

  const accepted = rowOf('Delta Glass');
  expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
  expect(within(accepted).queryByRole('button')).toBeNull();
  const declined = rowOf('Echo Steel');
  expect(within(declined).getByText('Declined')).toBeInTheDocument();
  expect(within(declined).getByRole('button', { name: 'Resend the invitation to Echo Steel' })).toBeInTheDocument();
  expect(within(declined).queryByRole('button', { name: /Cancel/ })).toBeNull();
});

test('the invited company filter panel sends company_name, statuses and the expiry range', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([PENDING]) } });
  const { user } = renderCompanies('/companies/invited?prefilter=1&filter[status][]=expired&filter[invite_date_from]=2026-03-01&filter[expires_in_to]=7');
  await within(await screen.findByRole('table', { name: 'Invited companies' })).findByText('Acme Roofing');
  const [first] = api.find(LIST);
  expect(first.query.getAll('status[]')).toEqual(['expired']);
  expect(first.query.get('invite_date_from')).toBe('2026-03-01');
  expect(first.query.get('expires_in_to')).toBe('7');

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.type(within(panel).getByLabelText('Company name'), 'Acme');
  await user.click(within(panel).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(api.find(LIST).at(-1)?.query.get('company_name')).toBe('Acme'));
  expect(api.find(LIST).at(-1)?.query.getAll('status[]')).toEqual(['expired']);
});

test('resend shows the server message and reloads; cancel asks the exact confirmation first', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([PENDING]) } });
  api.route('POST /api/v1/company/network/invitations/9/resend', { body: { data: PENDING, message: NETWORK_MESSAGES.invitationResent } });
  api.route('POST /api/v1/company/network/invitations/9/cancel', { body: { data: { message: NETWORK_MESSAGES.invitationCanceled } } });
  const { user } = renderCompanies('/companies/invited');
  await within(await screen.findByRole('table', { name: 'Invited companies' })).findByText('Acme Roofing');
  const loads = api.find(LIST).length;

  await user.click(screen.getByRole('button', { name: 'Resend the invitation to Acme Roofing' }));
  expect(await screen.findByText(NETWORK_MESSAGES.invitationResent)).toBeInTheDocument();
  await waitFor(() => expect(api.find(LIST).length).toBeGreaterThan(loads));

  await user.click(screen.getByRole('button', { name: 'Cancel the invitation to Acme Roofing' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(NETWORK_MESSAGES.cancelConfirm('Acme Roofing'));
  await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('POST /api/v1/company/network/invitations/9/cancel')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Cancel the invitation to Acme Roofing' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
  expect(await screen.findByText(NETWORK_MESSAGES.invitationCanceled)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/invitations/9/cancel')).toHaveLength(1);
});

test('a refused resend shows the reason', async () => {
  const api = installCompaniesApi({ [LIST]: { body: paged([DECLINED]) } });
  api.route('POST /api/v1/company/network/invitations/11/resend', { status: 409, body: { message: NETWORK_MESSAGES.alreadyInNetwork } });
  const { user } = renderCompanies('/companies/invited');
  await user.click(await screen.findByRole('button', { name: 'Resend the invitation to Echo Steel' }));
  expect(await screen.findByText(NETWORK_MESSAGES.alreadyInNetwork)).toBeInTheDocument();
});

test('the view-only role sees the invitations without actions', async () => {
  installCompaniesApi({ [LIST]: { body: paged([PENDING]) } }, VIEW_ONLY_USER);
  renderCompanies('/companies/invited');
  await within(await screen.findByRole('table', { name: 'Invited companies' })).findByText('Acme Roofing');
  expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Cancel the invitation/ })).toBeNull();
});

test('the status filter offers the statuses of 001 section 4 in its order', async () => {
  installCompaniesApi({ [LIST]: { body: paged([PENDING]) } });
  const { user } = renderCompanies('/companies/invited');
  await within(await screen.findByRole('table', { name: 'Invited companies' })).findByText('Acme Roofing');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('combobox', { name: 'Status' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent?.trim());
  const statuses = options.filter((text) => text && text !== 'Select All' && text !== 'Deselect All');
  expect(statuses).toEqual(['Accepted', 'Declined', 'Canceled', 'Expired', 'Pending response']);
});
