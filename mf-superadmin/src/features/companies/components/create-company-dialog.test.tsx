import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_NAME, UI_TEXT, VALIDATION_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { OPERATOR, renderSuperadmin } from '../../../testing/render-superadmin';

const EMPTY_PAGE = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies': { body: EMPTY_PAGE },
  });
}

async function openDialog() {
  const view = renderSuperadmin('/superadmin/company');
  await view.user.click(await screen.findByRole('button', { name: 'Create account' }));
  const dialog = await screen.findByRole('dialog', { name: UI_TEXT.createAccountTitle(PRODUCT_NAME) });
  return { ...view, dialog };
}

async function fillValidForm(user: ReturnType<typeof renderSuperadmin>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Owner first name/), 'Sam');
  await user.type(within(dialog).getByLabelText(/Owner last name/), 'Stone');
  await user.type(within(dialog).getByLabelText(/Owner email/), 'sam@stone.test');
  await user.type(within(dialog).getByLabelText(/Company name/), 'Stone Works');
  await user.type(within(dialog).getByLabelText(/Tax ID/), '12-3456789');
  await user.type(within(dialog).getByLabelText(/Company website/), 'https://stone.test');
}

afterEach(() => clearCookies());

test('shows the title, subtitle and default company type, and checks every field on submit', async () => {
  const api = setup();
  const { user, dialog } = await openDialog();
  expect(dialog).toHaveTextContent(UI_TEXT.createAccountSubtitle);
  expect(within(dialog).getByRole('combobox', { name: /Company type/ })).toHaveTextContent('Sub Contractor');

  await user.click(within(dialog).getByRole('button', { name: 'Send invite and go to account' }));
  await waitFor(() => expect(within(dialog).getAllByText(VALIDATION_MESSAGES.required)).toHaveLength(6));
  expect(api.find('POST /api/v1/superadmin/companies')).toHaveLength(0);
});

test('validates a field as it is typed', async () => {
  setup();
  const { user, dialog } = await openDialog();
  await user.type(within(dialog).getByLabelText(/Owner email/), 'not-an-email');
  expect(await within(dialog).findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Company website/), 'no url');
  expect(await within(dialog).findByText(VALIDATION_MESSAGES.url)).toBeInTheDocument();
});

test('a 422 puts each server message next to its field', async () => {
  const api = setup();
  api.route('POST /api/v1/superadmin/companies', {
    status: 422,
    body: {
      message: 'The given data was invalid',
      errors: { owner_email: ['The owner email has already been taken.'], company_name: ['The company name has already been taken.'] },
    },
  });
  const { user, dialog } = await openDialog();
  await fillValidForm(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Send invite and go to account' }));

  expect(await within(dialog).findByText('The owner email has already been taken.')).toBeInTheDocument();
  expect(within(dialog).getByText('The company name has already been taken.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Owner email/)).toHaveAttribute('aria-invalid', 'true');
  const [sent] = api.find('POST /api/v1/superadmin/companies');
  expect(sent.body).toEqual({
    owner_first_name: 'Sam',
    owner_last_name: 'Stone',
    owner_email: 'sam@stone.test',
    company_name: 'Stone Works',
    company_tax_id: '12-3456789',
    company_website: 'https://stone.test',
    company_type: 'sub_contractor',
  });

  // The message stays after a blur and goes once the value changes.
  await user.click(within(dialog).getByLabelText(/Owner first name/));
  expect(within(dialog).getByText('The owner email has already been taken.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Owner email/), 'm');
  await waitFor(() => expect(within(dialog).queryByText('The owner email has already been taken.')).toBeNull());
});

test('another failure shows the server message as a warning toast', async () => {
  const api = setup();
  api.route('POST /api/v1/superadmin/companies', { status: 403, body: { message: 'This action is unauthorized.' } });
  const { user, dialog } = await openDialog();
  await fillValidForm(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Send invite and go to account' }));

  // The toast sits outside the modal, which hides it from role queries while the dialog is open.
  const toast = (await screen.findByText('This action is unauthorized.')).closest('.MuiAlert-root') as HTMLElement;
  expect(toast.className).toMatch(/Warning/);
  expect(screen.getByRole('dialog', { name: UI_TEXT.createAccountTitle(PRODUCT_NAME) })).toBeInTheDocument();
});

test('success shows the invite toast, refreshes the user (now inside the company) and opens the projects', async () => {
  const api = setup();
  const { user, dialog, currentPath } = await openDialog();
  api.route('POST /api/v1/superadmin/companies', () => {
    // The API logs the operator in as the new company.
    api.route('GET /api/v1/auth/user', { body: { data: { ...OPERATOR, acting_as_company: true } } });
    return { status: 201, body: { data: { id: 9 } } };
  });
  await fillValidForm(user, dialog);
  await user.click(within(dialog).getByRole('combobox', { name: /Company type/ }));
  await user.click(await screen.findByRole('option', { name: 'General Contractor' }));
  const userLoadsBefore = api.find('GET /api/v1/auth/user').length;
  await user.click(within(dialog).getByRole('button', { name: 'Send invite and go to account' }));

  expect(await screen.findByText('The invite has been sent successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/projects'));
  expect(api.find('GET /api/v1/auth/user').length).toBeGreaterThan(userLoadsBefore);
  expect(api.find('POST /api/v1/superadmin/companies')[0].body).toMatchObject({ company_type: 'general_contractor' });
});

test('Close asks before dropping typed values, and closes at once when nothing was typed', async () => {
  setup();
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const again = await screen.findByRole('dialog', { name: UI_TEXT.createAccountTitle(PRODUCT_NAME) });
  await user.type(within(again).getByLabelText(/Company name/), 'Half typed');
  await user.click(within(again).getByRole('button', { name: 'Close' }));
  const question = await screen.findByText(UI_TEXT.unsavedChangesClose);
  await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByText(UI_TEXT.unsavedChangesClose)).toBeNull());
  expect(within(again).getByLabelText(/Company name/)).toHaveValue('Half typed');

  await user.click(within(again).getByRole('button', { name: 'Close' }));
  const second = await screen.findByText(UI_TEXT.unsavedChangesClose);
  await user.click(within(second.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
