import { screen, waitFor, within } from '@testing-library/react';
import { UI_TEXT, VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { CompanySignUpPage } from './company-sign-up-page';

const newOwner = { id: 31, email: 'jane@acme.test', email_verified: false, is_superuser: false, permissions: [] };

beforeEach(() => clearCookies());

const renderSignUp = () => renderShell(<CompanySignUpPage />, { path: '/company/sign-up' });

async function fillForm(user: ReturnType<typeof renderSignUp>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Jane',
    'Last name': 'Doe',
    'Company name': 'Acme Builders',
    Email: 'jane@acme.test',
    Password: 'Secret#1',
    'Confirm password': 'Secret#1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

test('shows the password rule and the confirmation mismatch on blur', async () => {
  installFakeApi();
  const { user } = renderSignUp();
  await user.type(screen.getByLabelText(/^Password/), 'short');
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Confirm password/), 'different');
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.passwordConfirmation)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

  await user.click(screen.getByLabelText(/^First name/));
  await user.tab();
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
});

test('creates the company owner with the chosen company type and goes to e-mail verification', async () => {
  const api = installFakeApi({ 'POST /api/v1/sign-up/company-owner': { status: 201, body: { data: newOwner } } });
  const { user, currentPath } = renderSignUp();
  await fillForm(user);
  await user.click(screen.getByLabelText(/^Company type/));
  await user.click(await screen.findByRole('option', { name: 'Sub Contractor' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(currentPath()).toBe('/email-verification'));
  expect(api.find('POST /api/v1/sign-up/company-owner')[0].body).toEqual({
    first_name: 'Jane',
    last_name: 'Doe',
    company_name: 'Acme Builders',
    company_type: 'sub_contractor',
    email: 'jane@acme.test',
    password: 'Secret#1',
    password_confirmation: 'Secret#1',
  });
  // Leaving after a successful sign-up is not an unsaved-changes case.
  expect(screen.queryByText(UI_TEXT.unsavedChangesNavigate)).not.toBeInTheDocument();
});

test('shows the 422 messages of the server next to their fields and keeps every value', async () => {
  installFakeApi({
    'POST /api/v1/sign-up/company-owner': {
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: { email: ['The email has already been taken.'], company_name: ['The company name has already been taken.'] },
      },
    },
  });
  const { user, currentPath } = renderSignUp();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByText('The company name has already been taken.')).toBeInTheDocument();
  expect(currentPath()).toBe('/company/sign-up');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@acme.test');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret#1');
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
});

test('asks before leaving with unsaved changes, and stays when the user cancels', async () => {
  installFakeApi();
  const { user, currentPath } = renderSignUp();
  await user.type(screen.getByLabelText(/^First name/), 'Jane');

  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(UI_TEXT.unsavedChangesNavigate)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: UI_TEXT.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(currentPath()).toBe('/company/sign-up');
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');

  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  const again = await screen.findByRole('dialog');
  const buttons = within(again).getAllByRole('button');
  await user.click(buttons[buttons.length - 1]);
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

test('warns on reload or tab close only while there are unsaved changes', async () => {
  installFakeApi();
  const { user } = renderSignUp();
  const pristine = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(pristine);
  expect(pristine.defaultPrevented).toBe(false);

  await user.type(screen.getByLabelText(/^Last name/), 'Doe');
  const dirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
});

test('leaves without asking when nothing was typed', async () => {
  installFakeApi();
  const { user, currentPath } = renderSignUp();
  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
