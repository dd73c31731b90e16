import { screen, waitFor } from '@testing-library/react';
import { VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { ContactUsPage } from './contact-us-page';
import { MAINTENANCE_TEXT, MaintenancePage } from './maintenance-page';

beforeEach(() => clearCookies());

test('the contact form validates on blur, sends the message and thanks the user', async () => {
  const api = installFakeApi({ 'POST /api/v1/contact-form': { status: 201, body: { data: { message: 'ok' } } } });
  const { user } = renderShell(<ContactUsPage />, { path: '/contact-us' });
  await user.click(screen.getByLabelText(/^Name/));
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Name/), 'Jane Doe');
  await user.type(screen.getByLabelText(/^Email/), 'jane@acme.test');
  await user.type(screen.getByLabelText(/^Message/), 'How do I invite my sub contractors?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  expect(api.find('POST /api/v1/contact-form')[0].body).toEqual({
    name: 'Jane Doe',
    email: 'jane@acme.test',
    message: 'How do I invite my sub contractors?',
  });
});

test('the maintenance page shows its text and goes Home once maintenance is over', async () => {
  let isUnderMaintenance = true;
  installFakeApi({
    'GET /api/v1/app/config': () => ({ body: { data: { maintenance_mode: isUnderMaintenance, product_name: 'Contract Hub' } } }),
  });
  const { user, currentPath } = renderShell(<MaintenancePage />, { path: '/maintenance-mode' });
  expect(screen.getByText(MAINTENANCE_TEXT)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByText(/Maintenance is still in progress/)).toBeInTheDocument();

  isUnderMaintenance = false;
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});
