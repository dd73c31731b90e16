import { screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { SuperadminLoginPage } from './superadmin-login-page';

const operator = { id: 1, email: 'operator@demo.test', email_verified: true, is_superuser: true, permissions: [] };

beforeEach(() => clearCookies());

test('signs the operator in with the password, then the mailed code, and opens the company list', async () => {
  const api = installFakeApi({
    'POST /api/v1/auth/superadmin/login': { body: { data: { code_sent: true } } },
    'POST /api/v1/auth/superadmin/verify-code': { body: { data: operator } },
  });
  const { user, currentPath } = renderShell(<SuperadminLoginPage />, { path: '/superadmin-login' });
  await user.type(screen.getByLabelText(/email/i), 'operator@demo.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026{Enter}');

  expect(await screen.findByText('operator@demo.test')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'Sign in' });
  expect(submit).toBeDisabled();
  await user.click(screen.getByLabelText('Digit 1 of 4'));
  await user.paste('9034');
  await user.click(submit);

  await waitFor(() => expect(currentPath()).toBe('/superadmin/company'));
  expect(api.find('POST /api/v1/auth/superadmin/login')[0].body).toEqual({ email: 'operator@demo.test', password: 'Demo!2026' });
  expect(api.find('POST /api/v1/auth/superadmin/verify-code')[0].body).toEqual({ email: 'operator@demo.test', code: '9034' });
});

test('validates the first step on blur and shows a refused password', async () => {
  installFakeApi({ 'POST /api/v1/auth/superadmin/login': { status: 401, body: { message: ERROR_MESSAGES.invalidCredentials } } });
  const { user } = renderShell(<SuperadminLoginPage />, { path: '/superadmin-login' });
  await user.type(screen.getByLabelText(/email/i), 'operator@');
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/email/i), 'demo.test');
  await user.type(screen.getByLabelText(/password/i), 'nope{Enter}');
  expect(await screen.findByText(ERROR_MESSAGES.invalidCredentials)).toBeInTheDocument();
});

test("'Resend code' repeats the first step, and Back keeps what was typed", async () => {
  const api = installFakeApi({ 'POST /api/v1/auth/superadmin/login': { body: { data: { code_sent: true } } } });
  const { user } = renderShell(<SuperadminLoginPage />, { path: '/superadmin-login' });
  await user.type(screen.getByLabelText(/email/i), 'operator@demo.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Resend code' }));
  await waitFor(() => expect(api.find('POST /api/v1/auth/superadmin/login')).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText(/email/i)).toHaveValue('operator@demo.test');
});
