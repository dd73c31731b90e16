import { screen, waitFor } from '@testing-library/react';
import { VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { SuperadminSignUpPage } from './superadmin-sign-up-page';
import { UserSignUpPage } from './user-sign-up-page';

const invitation = { email: 'sam@northwind.test', company_name: 'Northwind Builders', first_name: 'Sam', last_name: 'Reed' };
const signedUp = { id: 44, email: 'sam@northwind.test', email_verified: true, is_superuser: false, permissions: [] };

beforeEach(() => clearCookies());

test('loads the invitation, shows the company and the read-only e-mail, signs up and goes Home', async () => {
  const api = installFakeApi({
    'GET /api/v1/sign-up/invitation': { body: { data: invitation } },
    'POST /api/v1/sign-up/user': { status: 201, body: { data: signedUp } },
  });
  const { user, currentPath } = renderShell(<UserSignUpPage />, { path: '/user/sign-up', url: '/user/sign-up?token=abc123' });

  expect(await screen.findByText(/Northwind Builders/)).toBeInTheDocument();
  expect(api.find('GET /api/v1/sign-up/invitation')[0].query.get('token')).toBe('abc123');
  const email = screen.getByLabelText(/^Email/);
  expect(email).toHaveValue('sam@northwind.test');
  expect(email).toHaveAttribute('readonly');
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Sam');
  expect(screen.getByLabelText(/^Last name/)).toHaveValue('Reed');

  await user.type(screen.getByLabelText(/^Password/), 'weak');
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Password/), 'Strong#22');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Strong#22');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(api.find('POST /api/v1/sign-up/user')[0].body).toEqual({
    token: 'abc123',
    email: 'sam@northwind.test',
    first_name: 'Sam',
    last_name: 'Reed',
    password: 'Strong#22',
    password_confirmation: 'Strong#22',
  });
});

test('an expired invitation (410) goes to /expired', async () => {
  installFakeApi({
    'GET /api/v1/sign-up/invitation': { status: 410, body: { message: 'Sorry, this link has expired.', reason: 'expired' } },
  });
  const { currentPath } = renderShell(<UserSignUpPage />, { path: '/user/sign-up', url: '/user/sign-up?token=old' });
  await waitFor(() => expect(currentPath()).toBe('/expired'));
});

test('a link without a token goes to /expired without calling the API', async () => {
  const api = installFakeApi();
  const { currentPath } = renderShell(<UserSignUpPage />, { path: '/user/sign-up' });
  await waitFor(() => expect(currentPath()).toBe('/expired'));
  expect(api.calls()).toEqual([]);
});

test('shows 422 messages from the server next to their fields', async () => {
  installFakeApi({
    'GET /api/v1/sign-up/invitation': { body: { data: invitation } },
    'POST /api/v1/sign-up/user': {
      status: 422,
      body: { message: 'The given data was invalid', errors: { first_name: ['Field must have only Letters and numbers.'] } },
    },
  });
  const { user } = renderShell(<UserSignUpPage />, { path: '/user/sign-up', url: '/user/sign-up?token=abc123' });
  await user.type(await screen.findByLabelText(/^Password/), 'Strong#22');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Strong#22');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(VALIDATION_MESSAGES.withoutSymbols)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Password/)).toHaveValue('Strong#22');
});

test('/sign-up-owner renders the same form on the same token', async () => {
  const api = installFakeApi({
    'GET /api/v1/sign-up/invitation': { body: { data: { ...invitation, company_name: 'Acme Builders' } } },
    'POST /api/v1/sign-up/user': { status: 201, body: { data: signedUp } },
  });
  const { user, currentPath } = renderShell(<SuperadminSignUpPage />, { path: '/sign-up-owner', url: '/sign-up-owner?token=owner-1' });
  expect(await screen.findByText(/Acme Builders/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Password/), 'Strong#22');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Strong#22');
  await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(api.find('POST /api/v1/sign-up/user')[0].body).toMatchObject({ token: 'owner-1' });
});

// network: a company (network) invitation is worded for the invited company, not as joining a team.
test('a network invitation of a company reads as joining the inviter’s network', async () => {
  installFakeApi({
    'GET /api/v1/sign-up/invitation': { body: { data: { email: 'grace@coastal.test', company_name: 'Northwind Builders', first_name: 'Grace', last_name: 'Lee', kind: 'company' } } },
  });
  renderShell(<UserSignUpPage />, { path: '/user/sign-up', url: '/user/sign-up?token=net1' });
  expect(
    await screen.findByText(
      "Northwind Builders has invited your company to its network on Contract Hub. Create your account to accept: you become the owner of your company's account, and both companies join each other's network.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Join the network' })).toBeInTheDocument();
  expect(screen.queryByText(/You have been invited to join/)).not.toBeInTheDocument();
  expect(screen.queryByText('Join your team')).not.toBeInTheDocument();
});
