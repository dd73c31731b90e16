import { screen, waitFor } from '@testing-library/react';
import { VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { RecoveryPasswordPage } from './recovery-password-page';
import { PASSWORD_RESET_SUCCESS, ResetPasswordPage } from './reset-password-page';

beforeEach(() => clearCookies());

describe('RecoveryPasswordPage', () => {
  test('validates the e-mail on blur, sends the link and confirms it was sent', async () => {
    const api = installFakeApi({ 'POST /api/v1/auth/password/forgot': { body: { data: { message: 'sent' } } } });
    const { user } = renderShell(<RecoveryPasswordPage />, { path: '/recovery-password' });
    const email = screen.getByLabelText(/email/i);
    await user.type(email, 'owner@');
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();

    await user.type(email, 'northwind.test{Enter}');
    expect(await screen.findByText(/We have sent a password reset link to/)).toBeInTheDocument();
    expect(screen.getByText('owner@northwind.test')).toBeInTheDocument();
    expect(api.find('POST /api/v1/auth/password/forgot')[0].body).toEqual({ email: 'owner@northwind.test' });
  });
});

describe('ResetPasswordPage', () => {
  const url = '/reset-password?token=t0k3n&email=owner%40northwind.test';

  test('sets the new password and goes to Login with a success toast', async () => {
    const api = installFakeApi({ 'POST /api/v1/auth/password/reset': { body: { data: { message: 'ok' } } } });
    const { user, currentPath } = renderShell(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#2025');
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordConfirmation)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#2026{Enter}');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(screen.getByText(PASSWORD_RESET_SUCCESS)).toBeInTheDocument();
    expect(api.find('POST /api/v1/auth/password/reset')[0].body).toEqual({
      token: 't0k3n',
      email: 'owner@northwind.test',
      password: 'Fresh#2026',
      password_confirmation: 'Fresh#2026',
    });
  });

  test('an expired or used link (410) goes to /expired', async () => {
    installFakeApi({
      'POST /api/v1/auth/password/reset': { status: 410, body: { message: 'Sorry, this link has expired.', reason: 'expired' } },
    });
    const { user, currentPath } = renderShell(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#2026{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/expired'));
  });

  test('a link without its token goes to /expired', async () => {
    installFakeApi();
    const { currentPath } = renderShell(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?email=a%40b.test' });
    await waitFor(() => expect(currentPath()).toBe('/expired'));
  });

  test('shows the password rule of the server (422) under the field', async () => {
    installFakeApi({
      'POST /api/v1/auth/password/reset': {
        status: 422,
        body: { message: 'The given data was invalid', errors: { password: [VALIDATION_MESSAGES.password] } },
      },
    });
    const { user } = renderShell(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#2026{Enter}');
    expect(await screen.findByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh#2026');
  });
});
