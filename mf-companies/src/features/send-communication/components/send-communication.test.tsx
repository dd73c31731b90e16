import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_MESSAGES, VALIDATION_MESSAGES as M, type CommunicationRecipientOption, type SendCommunicationData } from 'shared-contract';
import { hasUnsavedChanges } from 'shared-auth';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { SendCommunicationPage } from './send-communication-page';

jest.setTimeout(60_000);

const RITA: CommunicationRecipientOption = { id: 30, full_name: 'Rita Alvarez', email: 'owner@ridge.test', company_name: 'Ridge Electric' };
const BEN: CommunicationRecipientOption = { id: 31, full_name: 'Ben Ortiz', email: 'owner@bayside.test', company_name: 'Bayside Concrete' };
const MAYA: CommunicationRecipientOption = { id: 20, full_name: 'Maya Chen', email: 'manager@northwind.test', company_name: 'Northwind Builders' };

const DATA: SendCommunicationData = {
  merge_fields: [
    { name: 'recipient.first_name', label: "Recipient's first name" },
    { name: 'sender.company', label: 'Your company' },
  ],
  sent: [
    {
      id: 1,
      subject: 'Safety week',
      body: 'Hello {{recipient.first_name}}',
      recipients_count: 1,
      recipients: [{ id: 30, full_name: 'Rita Alvarez', email: 'owner@ridge.test' }],
      sender: 'Olivia Stone',
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function setup() {
  const sent = [...DATA.sent];
  const api = installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/users/send-communication/search': (request) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      return { body: { data: [RITA, BEN, MAYA].filter((r) => r.full_name.toLowerCase().includes(search)) } };
    },
    'GET /api/v1/users/send-communication/data': () => ({ body: { data: { ...DATA, sent } } }),
  });
  api.route('POST /api/v1/users/send-communication', (request) => {
    const body = request.body as { user_ids: number[]; subject: string; body: string };
    sent.unshift({ id: 2, subject: body.subject, body: body.body, recipients_count: body.user_ids.length, recipients: [], sender: 'Olivia Stone', created_at: '2026-11-23T10:00:00.000Z' });
    return { body: { data: { message: NETWORK_MESSAGES.communicationSent(body.user_ids.length), count: body.user_ids.length } } };
  });
  return api;
}

function renderPage(state?: unknown) {
  return renderRemote(<SendCommunicationPage />, { path: '/users/send-communication', state });
}

afterEach(() => clearCookies());

test('shows the sent messages and refuses an empty form with the schema messages', async () => {
  const api = setup();
  const { user } = renderPage();
  const sentList = await screen.findByRole('list', { name: 'Sent messages' });
  expect(within(sentList).getByText('Safety week')).toBeInTheDocument();
  expect(within(sentList).getByText(/11\/20\/2026 .* 1 recipient: Rita Alvarez/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(NETWORK_MESSAGES.selectRecipients)).toBeInTheDocument();
  expect(screen.getAllByText(M.required)).toHaveLength(2);
  expect(api.find('POST /api/v1/users/send-communication')).toHaveLength(0);
  // As on every form, Send stays disabled while those errors show.
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('an unknown merge field is refused before sending', async () => {
  setup();
  const { user } = renderPage();
  await screen.findByRole('list', { name: 'Users found' });
  await user.type(screen.getByRole('combobox', { name: /Subject/ }), 'Hi {{{{project.name}}');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(M.shortCodePlaceholder('project.name'))).toBeInTheDocument();
});

test('search, select all, remove one, write with merge fields and send', async () => {
  const api = setup();
  const { user } = renderPage();
  const found = await screen.findByRole('list', { name: 'Users found' });
  expect(within(found).getAllByRole('checkbox')).toHaveLength(3);
  await user.type(screen.getByRole('searchbox', { name: 'Search recipients' }), 'r');
  await waitFor(() => expect(api.find('GET /api/v1/users/send-communication/search').some((r) => r.query.get('search') === 'r')).toBe(true), { timeout: 3000 });
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users found' })).getAllByRole('checkbox')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Select All' }));
  const selected = screen.getByRole('group', { name: 'Selected recipients' });
  expect(within(selected).getByText('2 recipients')).toBeInTheDocument();
  // Removing Ben's chip leaves Rita.
  const benChip = within(selected).getByText('Ben Ortiz').closest('.MuiChip-root') as HTMLElement;
  await user.click(within(benChip).getByTestId('CancelIcon'));
  expect(within(selected).getByText('1 recipient')).toBeInTheDocument();

  await user.type(screen.getByRole('combobox', { name: /Subject/ }), 'Site access');
  await user.type(screen.getByRole('combobox', { name: /Message/ }), 'Hello {{{{recipient.first_name}}');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(NETWORK_MESSAGES.communicationSent(1))).toBeInTheDocument();
  const [request] = api.find('POST /api/v1/users/send-communication');
  expect(request.body).toEqual({ user_ids: [30], subject: 'Site access', body: 'Hello {{recipient.first_name}}' });
  // The record of what was sent is reloaded; the form is empty again.
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sent messages' })).getByText('Site access')).toBeInTheDocument());
  expect(within(screen.getByRole('group', { name: 'Selected recipients' })).getByText('No recipients selected.')).toBeInTheDocument();
});

test('recipients picked on the users list arrive pre-selected; a server 422 lands on its field', async () => {
  const api = setup();
  api.route('POST /api/v1/users/send-communication', { status: 422, body: { message: 'The given data was invalid.', errors: { user_ids: [NETWORK_MESSAGES.unknownRecipients] } } });
  const { user } = renderPage({ recipients: [RITA] });
  const selected = await screen.findByRole('group', { name: 'Selected recipients' });
  expect(within(selected).getByText('Rita Alvarez')).toBeInTheDocument();
  await user.type(screen.getByRole('combobox', { name: /Subject/ }), 'Hi');
  await user.type(screen.getByRole('combobox', { name: /Message/ }), 'Body');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(NETWORK_MESSAGES.unknownRecipients)).toBeInTheDocument();
  expect(api.find('POST /api/v1/users/send-communication')[0].body).toMatchObject({ user_ids: [30] });
});

test('a message being written is guarded against leaving the page; sending it clears the guard', async () => {
  setup();
  const { user } = renderPage({ recipients: [RITA] });
  await screen.findByRole('group', { name: 'Selected recipients' });
  expect(hasUnsavedChanges()).toBe(false);
  await user.type(screen.getByRole('combobox', { name: /Subject/ }), 'Site access');
  expect(hasUnsavedChanges()).toBe(true);
  await user.type(screen.getByRole('combobox', { name: /Message/ }), 'Gate code changes on Monday.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(NETWORK_MESSAGES.communicationSent(1))).toBeInTheDocument();
  await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
});
