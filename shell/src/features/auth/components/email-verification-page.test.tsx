import { screen, waitFor } from '@testing-library/react';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { EmailVerificationPage } from './email-verification-page';

const unverified = { id: 31, email: 'jane@acme.test', email_verified: false, is_superuser: false, permissions: [] };

beforeEach(() => clearCookies());

test('verifies the e-mail with the 4-digit code and goes Home', async () => {
  let verified = false;
  const api = installFakeApi({
    'GET /api/v1/auth/user': () => ({ body: { data: { ...unverified, email_verified: verified } } }),
    'POST /api/v1/auth/email/verify': () => {
      verified = true;
      return { body: { data: { ...unverified, email_verified: true } } };
    },
  });
  const { user, currentPath } = renderShell(<EmailVerificationPage />, { path: '/email-verification' });
  expect(await screen.findByText('jane@acme.test')).toBeInTheDocument();

  const submit = screen.getByRole('button', { name: 'Verify e-mail' });
  expect(submit).toBeDisabled();
  await user.click(screen.getByLabelText('Digit 1 of 4'));
  await user.keyboard('482');
  expect(submit).toBeDisabled();
  await user.keyboard('1');
  expect(submit).toBeEnabled();
  await user.click(submit);

  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(api.find('POST /api/v1/auth/email/verify')[0].body).toEqual({ code: '4821' });
});

test('shows the server message for a wrong code and keeps the digits', async () => {
  installFakeApi({
    'GET /api/v1/auth/user': { body: { data: unverified } },
    'POST /api/v1/auth/email/verify': {
      status: 422,
      body: { message: 'The given data was invalid', errors: { code: ['The verification code is invalid or has expired.'] } },
    },
  });
  const { user, currentPath } = renderShell(<EmailVerificationPage />, { path: '/email-verification' });
  await user.click(screen.getByLabelText('Digit 1 of 4'));
  await user.paste('1111');
  await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
  expect(await screen.findByText('The verification code is invalid or has expired.')).toBeInTheDocument();
  expect(currentPath()).toBe('/email-verification');
  expect(screen.getByLabelText('Digit 4 of 4')).toHaveValue('1');
  // Until the code is changed, the same code is not sent again.
  expect(screen.getByRole('button', { name: 'Verify e-mail' })).toBeDisabled();
  await user.click(screen.getByLabelText('Digit 4 of 4'));
  await user.keyboard('2');
  expect(screen.getByRole('button', { name: 'Verify e-mail' })).toBeEnabled();
});

test("'Resend code' asks the API to mail a new code", async () => {
  const api = installFakeApi({
    'GET /api/v1/auth/user': { body: { data: unverified } },
    'POST /api/v1/auth/email/verification-notification': { status: 202, body: { data: { message: 'sent' } } },
  });
  const { user } = renderShell(<EmailVerificationPage />, { path: '/email-verification' });
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('A new code has been sent to your e-mail.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/auth/email/verification-notification')).toHaveLength(1);
});
