import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_MESSAGES, VALIDATION_MESSAGES as M, type InvitedCompanyRow, type PlatformCompanyMatch } from 'shared-contract';
import { hasUnsavedChanges } from 'shared-auth';
import { clearCookies } from 'test-support/fake-api';
import { VIEW_ONLY_USER, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const SUMMIT: PlatformCompanyMatch = { id: 31, name: 'Summit Plumbing', type: 'sub_contractor', logo: null, city: 'Tacoma', is_in_network: false, is_requested: false };
const INVITATION: InvitedCompanyRow = {
  id: 9,
  company_name: 'Acme Roofing',
  contact_name: 'Ann Acme',
  email: 'ann@acme.test',
  phone: null,
  tax_id: null,
  status: 'pending',
  invited_by: 'Olivia Stone',
  created_at: '2026-03-03T10:00:00.000Z',
  expires_at: '2026-03-17T10:00:00.000Z',
  expires_in: 14,
  partner_company_id: null,
};

afterEach(() => clearCookies());

test('a name finds platform companies not in the network (public card only); Add sends a request', async () => {
  const api = installCompaniesApi({
    'GET /api/v1/company/network/search-not-added-company': { body: { data: [SUMMIT, { ...SUMMIT, id: 32, name: 'Summit Steel', is_requested: true }] } },
    'POST /api/v1/company/network/add-company-by-id': { body: { data: { message: NETWORK_MESSAGES.requestSent('Summit Plumbing'), in_network: false } } },
  });
  const { user } = renderCompanies('/companies/invite');
  await user.type(await screen.findByLabelText('Company name or e-mail'), 'Summit');

  const found = await screen.findByRole('list', { name: 'Companies found' }, { timeout: 3000 });
  expect(within(found).getByText('Summit Plumbing')).toBeInTheDocument();
  expect(within(found).getAllByText('Sub Contractor · Tacoma')).toHaveLength(2);
  // A company already asked shows the request instead of Add.
  expect(within(found).queryByRole('button', { name: 'Add Summit Steel' })).not.toBeInTheDocument();
  expect(within(found).getByText('Request sent')).toBeInTheDocument();
  expect(api.find('GET /api/v1/company/network/search-not-added-company').at(-1)?.query.get('search')).toBe('Summit');

  await user.click(within(found).getByRole('button', { name: 'Add Summit Plumbing' }));
  expect(await screen.findByText(NETWORK_MESSAGES.requestSent('Summit Plumbing'))).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/add-company-by-id')[0].body).toEqual({ company_id: 31 });
  expect(within(found).getAllByText('Request sent')).toHaveLength(2);
  expect(within(found).queryByText('In your network')).not.toBeInTheDocument();
});

test('an e-mail asks find-by-email and says when no company uses it', async () => {
  const api = installCompaniesApi({ 'GET /api/v1/company/network/find-by-email': { body: { data: null } } });
  const { user } = renderCompanies('/companies/invite');
  await user.type(await screen.findByLabelText('Company name or e-mail'), 'nobody@nowhere.test');
  expect(await screen.findByText(NETWORK_MESSAGES.noCompanyFound, {}, { timeout: 3000 })).toBeInTheDocument();
  expect(api.find('GET /api/v1/company/network/find-by-email').at(-1)?.query.get('email')).toBe('nobody@nowhere.test');
  expect(api.find('GET /api/v1/company/network/search-not-added-company')).toHaveLength(0);
});

test('the e-mail of one of our own users shows the server message', async () => {
  installCompaniesApi({
    'GET /api/v1/company/network/find-by-email': { status: 422, body: { message: NETWORK_MESSAGES.emailOfOwnCompany, errors: { email: [NETWORK_MESSAGES.emailOfOwnCompany] } } },
  });
  const { user } = renderCompanies('/companies/invite');
  await user.type(await screen.findByLabelText('Company name or e-mail'), 'admin@northwind.test');
  expect(await screen.findByText(NETWORK_MESSAGES.emailOfOwnCompany, {}, { timeout: 3000 })).toBeInTheDocument();
});

test('invite by e-mail checks the fields, keeps the server message on its field (Submit disabled while an error shows), then sends and opens Invited', async () => {
  const api = installCompaniesApi({
    'POST /api/v1/company/network/invite': { status: 422, body: { message: NETWORK_MESSAGES.pendingInvitationExists, errors: { email: [NETWORK_MESSAGES.pendingInvitationExists] } } },
    'GET /api/v1/company/network/invitations': { body: paged([INVITATION]) },
  });
  const { user, currentPath } = renderCompanies('/companies/invite');
  const form = await screen.findByRole('form', { name: 'Invite by e-mail' });

  const submit = () => within(form).getByRole('button', { name: 'Send invitation' });
  await user.click(submit());
  expect(await within(form).findAllByText(M.required)).toHaveLength(3);
  // The same behaviour as sign-in and sign-up: no Submit while an error is shown.
  expect(submit()).toBeDisabled();
  await user.type(within(form).getByLabelText(/Contact e-mail/), 'not-an-email');
  expect(await within(form).findByText(M.email)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/invite')).toHaveLength(0);

  await user.type(within(form).getByLabelText(/Company name/), 'Acme Roofing');
  await user.type(within(form).getByLabelText(/Contact name/), 'Ann Acme');
  await user.clear(within(form).getByLabelText(/Contact e-mail/));
  await user.type(within(form).getByLabelText(/Contact e-mail/), 'ann@acme.test');
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  expect(await within(form).findByText(NETWORK_MESSAGES.pendingInvitationExists)).toBeInTheDocument();
  expect(hasUnsavedChanges()).toBe(true);
  expect(api.find('POST /api/v1/company/network/invite')[0].body).toEqual({ company_name: 'Acme Roofing', contact_name: 'Ann Acme', email: 'ann@acme.test', phone: '', tax_id: '' });

  // The kept message blocks the same value again; another e-mail goes through.
  expect(submit()).toBeDisabled();
  expect(api.find('POST /api/v1/company/network/invite')).toHaveLength(1);
  api.route('POST /api/v1/company/network/invite', { body: { data: INVITATION, message: NETWORK_MESSAGES.invitationSent('ann@acme-roofing.test') } });
  await user.clear(within(form).getByLabelText(/Contact e-mail/));
  await user.type(within(form).getByLabelText(/Contact e-mail/), 'ann@acme-roofing.test');
  await waitFor(() => expect(within(form).queryByText(NETWORK_MESSAGES.pendingInvitationExists)).toBeNull());
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('The invitation has been sent to ann@acme-roofing.test.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/invite')[1].body).toMatchObject({ email: 'ann@acme-roofing.test' });
  await waitFor(() => expect(currentPath()).toBe('/companies/invited'));
  expect(hasUnsavedChanges()).toBe(false);
});

test('the view-only role cannot open Invite', async () => {
  installCompaniesApi({}, VIEW_ONLY_USER);
  const { currentPath } = renderCompanies('/companies/invite');
  await waitFor(() => expect(currentPath()).toBe('/permissions-error'));
});

test('adding a company that had asked first answers its request: the row says it is in the network', async () => {
  installCompaniesApi({
    'GET /api/v1/company/network/search-not-added-company': { body: { data: [SUMMIT] } },
    'POST /api/v1/company/network/add-company-by-id': { body: { data: { message: NETWORK_MESSAGES.requestAccepted('Summit Plumbing'), in_network: true } } },
  });
  const { user } = renderCompanies('/companies/invite');
  await user.type(await screen.findByLabelText('Company name or e-mail'), 'Summit');
  const found = await screen.findByRole('list', { name: 'Companies found' }, { timeout: 3000 });
  await user.click(within(found).getByRole('button', { name: 'Add Summit Plumbing' }));
  expect(await screen.findByText(NETWORK_MESSAGES.requestAccepted('Summit Plumbing'))).toBeInTheDocument();
  expect(within(found).getByText('In your network')).toBeInTheDocument();
  expect(within(found).queryByText('Request sent')).not.toBeInTheDocument();
});
