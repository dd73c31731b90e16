import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, ERROR_MESSAGES, SETTINGS_ACCOUNT_MESSAGES as T, UI_TEXT, VALIDATION_MESSAGES as M, type AccountDetails } from 'shared-contract';
import { hasUnsavedChanges } from 'shared-auth';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import type { RouteObject } from 'react-router-dom';
import { renderRemote } from 'test-support/render-remote';
import { AccountDetailsPage } from './account-details-page';

jest.setTimeout(60_000);

const PATH = '/settings/account/account-details';
const ROUTES: RouteObject[] = [{ path: PATH, element: <AccountDetailsPage /> }];
const OLIVIA = { id: 12, full_name: 'Olivia Stone', email: 'owner@northwind.test', role: { name: 'general_owner', show_name: 'Owner' } };
const MAYA = { id: 20, full_name: 'Maya Chen', email: 'manager@northwind.test', role: { name: 'general_manager', show_name: 'Manager' } };
const ACCOUNT: AccountDetails = {
  company: { id: 7, name: 'Northwind Builders', type: 'general_contractor', status: 'active' },
  plan: {
    name: 'general',
    label: 'General plan',
    features: [
      { key: 'projects', label: 'Create, edit and archive projects', included: true },
      { key: 'tasks', label: 'Respond to tasks, sign and submit documents', included: true },
    ],
  },
  usage: { users: 5, projects: 3, subsidiaries: 1 },
  admins: [OLIVIA],
  candidates: [OLIVIA, MAYA],
  sender: { email: null, verified_at: null, pending_email: null, platform_sender: 'Contract Hub <no-reply@contract-hub.local>' },
  upgrade_request: null,
};
const SUB_ACCOUNT: AccountDetails = {
  ...ACCOUNT,
  company: { ...ACCOUNT.company, type: 'sub_contractor' },
  plan: { name: 'sub', label: 'Sub plan', features: [{ key: 'projects', label: 'Create, edit and archive projects', included: false }] },
};

function setup(account = ACCOUNT, user = makeUser()) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/account': { body: { data: account } },
    'POST /api/v1/auth/logout': { status: 204 },
  });
}

afterEach(() => clearCookies());

test('shows the plan with its limits, usage and the account admins; changes the admins', async () => {
  const api = setup();
  api.route('POST /api/v1/account/update-admins', (r) => ({ body: { data: { ...ACCOUNT, admins: [OLIVIA, MAYA] }, message: T.adminsUpdated, echo: r.body } }));
  const { user } = renderRemote(ROUTES, { url: PATH });
  const plan = await screen.findByRole('region', { name: 'Plan' });
  expect(within(plan).getByText('General plan')).toBeInTheDocument();
  expect(within(plan).getByText('Create, edit and archive projects')).toBeInTheDocument();
  expect(within(plan).getByText(/Active employees: 5/)).toBeInTheDocument();
  expect(within(plan).queryByRole('button', { name: UI_TEXT.upgradeNow })).toBeNull();

  const admins = screen.getByRole('region', { name: 'Account admins' });
  expect(within(admins).getByText('Olivia Stone · Owner')).toBeInTheDocument();
  await user.click(within(admins).getByRole('button', { name: 'Change admins' }));
  await user.click(within(admins).getByRole('combobox', { name: 'Account admins' }));
  await user.click(await screen.findByRole('option', { name: 'Maya Chen (Manager)' }));
  await user.keyboard('{Escape}');
  // A changed but unsaved choice is an unsaved change the shell asks about on leaving.
  await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
  await user.click(within(admins).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(T.adminsUpdated)).toBeInTheDocument();
  expect(hasUnsavedChanges()).toBe(false);
  expect(api.find('POST /api/v1/account/update-admins')[0].body).toEqual({ admin_ids: [12, 20] });
  expect(await within(admins).findByText('Maya Chen · Manager')).toBeInTheDocument();
});

test('sender e-mail: rule message, then the verification link is sent and the address waits', async () => {
  const api = setup();
  api.route('POST /api/v1/account/sender-email', {
    body: { data: { ...ACCOUNT, sender: { ...ACCOUNT.sender, pending_email: 'billing@northwind.test' } }, message: T.senderVerificationSent('billing@northwind.test') },
  });
  const { user } = renderRemote(ROUTES, { url: PATH });
  const section = await screen.findByRole('region', { name: 'Sender e-mail' });
  expect(within(section).getByText(/platform address Contract Hub/)).toBeInTheDocument();
  const field = within(section).getByLabelText('New sender e-mail');
  await user.type(field, 'billing');
  await user.click(within(section).getByRole('button', { name: 'Send verification link' }));
  expect(await within(section).findByText(M.email)).toBeInTheDocument();
  await user.type(field, '@northwind.test');
  await user.click(within(section).getByRole('button', { name: 'Send verification link' }));
  expect(await screen.findByText(T.senderVerificationSent('billing@northwind.test'))).toBeInTheDocument();
  expect(within(section).getByText(/billing@northwind.test is waiting for verification/)).toBeInTheDocument();
});

test('the mailed link verifies the sender when the page opens', async () => {
  const api = setup();
  api.route('POST /api/v1/account/sender-email/verify', {
    body: { data: { ...ACCOUNT, sender: { ...ACCOUNT.sender, email: 'billing@northwind.test', verified_at: '2026-11-23T10:00:00.000Z' } }, message: T.senderVerified },
  });
  const { currentPath } = renderRemote(ROUTES, { url: `${PATH}?verify_sender=abc123` });
  expect(await screen.findByText(T.senderVerified)).toBeInTheDocument();
  expect(api.find('POST /api/v1/account/sender-email/verify')[0].body).toEqual({ token: 'abc123' });
  expect(await screen.findByText('Verified sender e-mail: billing@northwind.test')).toBeInTheDocument();
  expect(currentPath()).toBe(PATH);
});

test('an invalid link says so', async () => {
  const api = setup();
  api.route('POST /api/v1/account/sender-email/verify', { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { token: [T.senderTokenInvalid] } } });
  renderRemote(ROUTES, { url: `${PATH}?verify_sender=old` });
  expect(await screen.findByText(T.senderTokenInvalid)).toBeInTheDocument();
});

test('a sub-plan company requests the upgrade; the request then shows as pending', async () => {
  const api = setup(SUB_ACCOUNT);
  api.route('POST /api/v1/account/upgrade-request', {
    body: { data: { ...SUB_ACCOUNT, upgrade_request: { id: 1, status: 'pending', message: 'Please', requested_at: '2026-11-23T10:00:00.000Z', requested_by: 'Olivia Stone' } }, message: T.upgradeRequested },
  });
  const { user } = renderRemote(ROUTES, { url: PATH });
  await user.click(await screen.findByRole('button', { name: UI_TEXT.upgradeNow }));
  const dialog = await screen.findByRole('dialog', { name: 'Request the General plan' });
  await user.type(within(dialog).getByLabelText('Message (optional)'), 'Please');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(T.upgradeRequested)).toBeInTheDocument();
  expect(await screen.findByText(/Upgrade requested on 11\/23\/2026 by Olivia Stone/)).toBeInTheDocument();
  expect(api.find('POST /api/v1/account/upgrade-request')[0].body).toEqual({ message: 'Please' });
});

test('close account asks first, then signs out to Login', async () => {
  const api = setup();
  api.route('POST /api/v1/account/close', { body: { data: { message: T.accountClosed }, message: T.accountClosed } });
  const { user, currentPath } = renderRemote(ROUTES, { url: PATH });
  const section = await screen.findByRole('region', { name: 'Close account' });
  await user.click(within(section).getByRole('button', { name: 'Close account' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(T.confirmCloseAccount('Northwind Builders'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('POST /api/v1/account/close')).toHaveLength(0);
  await user.click(within(section).getByRole('button', { name: 'Close account' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close account' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(api.find('POST /api/v1/account/close')).toHaveLength(1);
});

test('without billing edit and delete there is no admin editor, upgrade or close', async () => {
  setup(SUB_ACCOUNT, makeUser({ permissions: ALL_PERMISSION_KEYS.filter((p) => !p.startsWith('billing_account.') || p === 'billing_account.view') }));
  renderRemote(ROUTES, { url: PATH });
  await screen.findByRole('region', { name: 'Plan' });
  expect(screen.queryByRole('button', { name: 'Change admins' })).toBeNull();
  expect(screen.queryByRole('button', { name: UI_TEXT.upgradeNow })).toBeNull();
  expect(screen.getByText(UI_TEXT.updatePlanBody)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Close account' })).toBeNull();
});
