import { screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi, XSRF_TOKEN } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { FAILED_REDIRECTION_KEY, rememberFailedRedirection } from '../lib/failed-redirection';
import { LoginPage } from './login-page';

jest.mock('../lib/failed-redirection', () => ({ ...jest.requireActual('../lib/failed-redirection'), loadServerPage: jest.fn() }));
const { loadServerPage } = jest.requireMock('../lib/failed-redirection') as { loadServerPage: jest.Mock };

const signedInUser = { id: 7, email: 'owner@northwind.test', email_verified: true, is_superuser: false, permissions: [] };

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
});

const renderLogin = () => renderShell(<LoginPage />, { path: '/login' });

test('shows the exact validation messages on blur and disables Sign in while they are shown', async () => {
  installFakeApi();
  const { user } = renderLogin();
  const email = screen.getByLabelText(/email/i);
  const submit = screen.getByRole('button', { name: 'Sign in' });

  await user.click(email);
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
  expect(submit).toBeDisabled();

  await user.type(email, 'not-an-email');
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
  expect(submit).toBeDisabled();

  await user.clear(email);
  await user.type(email, 'owner@northwind.test');
  await user.tab();
  await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.email)).not.toBeInTheDocument());
  // The password was left empty and is now blurred too.
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
});

test('signs in and goes to the path stored before the redirect to Login (failedRedirection)', async () => {
  const api = installFakeApi({ 'POST /api/v1/auth/login': { body: { data: signedInUser } } });
  rememberFailedRedirection('/tasks/12/contract/review');
  const { user, currentPath } = renderLogin();

  await user.type(screen.getByLabelText(/email/i), 'owner@northwind.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026{Enter}');

  await waitFor(() => expect(currentPath()).toBe('/tasks/12/contract/review'));
  const [login] = api.find('POST /api/v1/auth/login');
  expect(login.body).toEqual({ email: 'owner@northwind.test', password: 'Demo!2026' });
  expect(login.headers.get('x-xsrf-token')).toBe(XSRF_TOKEN);
  // The csrf cookie is fetched before the first state-changing call.
  expect(api.requests[0].path).toBe('/api/sanctum/csrf-cookie');
  expect(window.sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBeNull();
});

test('a stored server page (the network invitation page) is reached by a full page load', async () => {
  installFakeApi({ 'POST /api/v1/auth/login': { body: { data: signedInUser } } });
  rememberFailedRedirection('/company-invitation?token=abc%2B1');
  const { user, currentPath } = renderLogin();
  await user.type(screen.getByLabelText(/email/i), 'owner@northwind.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026{Enter}');
  await waitFor(() => expect(loadServerPage).toHaveBeenCalledWith('/company-invitation?token=abc%2B1'));
  expect(currentPath()).toBe('/login');
  expect(window.sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBeNull();
});

test('without a stored path, signing in goes Home', async () => {
  installFakeApi({ 'POST /api/v1/auth/login': { body: { data: signedInUser } } });
  const { user, currentPath } = renderLogin();
  await user.type(screen.getByLabelText(/email/i), 'owner@northwind.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

test('shows the server message of a blocked company and keeps what was typed', async () => {
  installFakeApi({ 'POST /api/v1/auth/login': { status: 403, body: { message: ERROR_MESSAGES.companyBlocked } } });
  rememberFailedRedirection('/tasks/3/sign');
  const { user, currentPath } = renderLogin();
  await user.type(screen.getByLabelText(/email/i), 'owner@ridge.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText(ERROR_MESSAGES.companyBlocked)).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(screen.getByLabelText(/email/i)).toHaveValue('owner@ridge.test');
  expect(screen.getByLabelText(/password/i)).toHaveValue('Demo!2026');
  // The stored path survives a failed attempt.
  expect(window.sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBe('/tasks/3/sign');
});

test('shows wrong credentials (401) above the form', async () => {
  installFakeApi({ 'POST /api/v1/auth/login': { status: 401, body: { message: ERROR_MESSAGES.invalidCredentials } } });
  const { user } = renderLogin();
  await user.type(screen.getByLabelText(/email/i), 'owner@northwind.test');
  await user.type(screen.getByLabelText(/password/i), 'wrong{Enter}');
  expect(await screen.findByText(ERROR_MESSAGES.invalidCredentials)).toBeInTheDocument();
});

test('shows 422 field messages next to their fields', async () => {
  installFakeApi({
    'POST /api/v1/auth/login': {
      status: 422,
      body: { message: 'The given data was invalid', errors: { email: ['These credentials do not match our records.'] } },
    },
  });
  const { user } = renderLogin();
  const email = screen.getByLabelText(/email/i);
  await user.type(email, 'nobody@northwind.test');
  await user.type(screen.getByLabelText(/password/i), 'Demo!2026{Enter}');
  expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

  // Changing the field clears the server's message and lets the user try again.
  await user.type(email, 'x');
  await waitFor(() => expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('links to password recovery, company sign-up and the contract verify page', () => {
  installFakeApi();
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/recovery-password');
  expect(screen.getByRole('link', { name: 'Sign up your company' })).toHaveAttribute('href', '/company/sign-up');
  expect(screen.getByRole('link', { name: 'Verify a contract' })).toHaveAttribute('href', '/verify');
});
