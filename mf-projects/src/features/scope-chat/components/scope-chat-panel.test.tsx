// The scope chat panel against the fake API: history and older parts, live events, send with
// Enter and @mentions, edit and delete own messages, the read mark, and the refusals.
import { act, screen, waitFor, within } from '@testing-library/react';
import { CHAT_EVENTS, PERMISSIONS, type PermissionKey, type ChatHistory, type ChatMessage, type ChatUser } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { emitSocketEvent, joinedChannels, leftChannels, resetSocketStub } from 'test-support/socket-stub';
import { ScopeChatPanel } from './scope-chat-panel';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), ...jest.requireActual('test-support/socket-stub').socketStubs }));
jest.setTimeout(60_000);

afterEach(() => {
  clearCookies();
  resetSocketStub();
});

const ME: ChatUser = { id: 12, first_name: 'Olivia', last_name: 'Stone', full_name: 'Olivia Stone', photo: null, company_id: 1, company_name: 'Northwind' };
const VENDOR: ChatUser = { id: 30, first_name: 'Victor', last_name: 'Vendor', full_name: 'Victor Vendor', photo: null, company_id: 2, company_name: 'Acme Subs' };
const EDITOR: ChatUser = { id: 31, first_name: 'Emma', last_name: 'Editor', full_name: 'Emma Editor', photo: null, company_id: 1, company_name: 'Northwind' };

function message(id: number, user: ChatUser, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, scope_id: 7, content, channel_suffix: '7', deleted: false, edited: false, marked_user_ids: [], user, created_at: '2026-11-20T10:00:00Z', edited_at: null, ...extra };
}

function history(messages: ChatMessage[], extra: Partial<ChatHistory> = {}): ChatHistory {
  return { messages, part: 1, per_part: 50, has_more: false, last_read_message_id: 0, channel: 'scope-chat.7', ...extra };
}

const CHAT_DATA = { unread_counts: [{ scope_id: 7, project_id: 3, count: 1 }], total_unread: 1, tag_users: [VENDOR, EDITOR] };

function openChat(routes: FakeRoutes, permissions?: PermissionKey[]) {
  const api = installFakeApi({ 'GET /api/v1/message/get-chat-data': { body: { data: CHAT_DATA } }, 'POST /api/v1/message/set-as-marked': ({ body }) => ({ body: { data: { scope_id: 7, last_read_message_id: (body as { last_message_id: number }).last_message_id, unread: 0 } } }), ...routes });
  const rendered = renderRemote(<ScopeChatPanel projectId={3} scopeId={7} />, { permissions: permissions ?? [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_COMMUNICATION] });
  return { ...rendered, api };
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' });

test('shows the newest part, joins the scope room, marks the newest message read and leaves the room on close', async () => {
  const { api, unmount } = openChat({
    'GET /api/v1/message/show': { body: { data: history([message(1, VENDOR, 'Old news', { edited: true }), message(2, ME, '', { deleted: true }), message(3, VENDOR, 'Are the drawings final?')], { last_read_message_id: 1 }) } },
  });
  expect(await screen.findByText('Are the drawings final?')).toBeInTheDocument();
  expect(api.find('GET /api/v1/message/show')[0].query.get('scope_id')).toBe('7');
  const edited = screen.getAllByRole('article', { name: 'Message from Victor Vendor' })[0];
  expect(within(edited).getByText('Edited')).toBeInTheDocument();
  expect(screen.getByText('This message was deleted.')).toBeInTheDocument();
  expect(screen.getByText('New messages')).toBeInTheDocument();
  expect(screen.getByLabelText('1 unread')).toBeInTheDocument();
  await waitFor(() => expect(joinedChannels).toEqual(['scope-chat.7']));
  // A reconnected socket is in no room: the chat joins again.
  act(() => emitSocketEvent('connect'));
  await waitFor(() => expect(joinedChannels).toEqual(['scope-chat.7', 'scope-chat.7']));
  await waitFor(() => expect(api.find('POST /api/v1/message/set-as-marked').map((r) => r.body)).toEqual([{ last_message_id: 3 }]));
  unmount();
  await waitFor(() => expect(leftChannels).toEqual(['scope-chat.7']));
});

test('Enter sends with the picked @mention, Shift+Enter starts a new line, and the box empties', async () => {
  const { api, user } = openChat({
    'GET /api/v1/message/show': { body: { data: history([]) } },
    'POST /api/v1/message/create': ({ body }) => ({ status: 201, body: { data: message(9, ME, (body as { content: string }).content, { marked_user_ids: [30] }) } }),
  });
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  await user.type(box(), 'Hi @vi');
  const options = screen.getByRole('listbox', { name: 'Mention a member' });
  expect(within(options).getAllByRole('option').map((o) => o.textContent)).toEqual(['VVVictor VendorAcme Subs']);
  await user.keyboard('{Enter}');
  expect(box()).toHaveValue('Hi @Victor Vendor ');
  await user.type(box(), 'see{Shift>}{Enter}{/Shift}below');
  expect(box()).toHaveValue('Hi @Victor Vendor see\nbelow');
  expect(api.find('POST /api/v1/message/create')).toHaveLength(0);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.find('POST /api/v1/message/create').map((r) => r.body)).toEqual([{ scope_id: 7, content: 'Hi @Victor Vendor see\nbelow', marked_user_ids: [30] }]));
  expect(await screen.findByText('@Victor Vendor', { selector: 'mark' })).toBeInTheDocument();
  expect(box()).toHaveValue('');
});

test('an empty message is refused with the rule; a server 422 keeps the text and shows its message', async () => {
  const { api, user } = openChat({
    'GET /api/v1/message/show': { body: { data: history([]) } },
    'POST /api/v1/message/create': { status: 422, body: { message: 'The given data was invalid.', errors: { marked_user_ids: ['The marked user field does not exist in chat members.'] } } },
  });
  await screen.findByText('No messages yet');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/message/create')).toHaveLength(0);
  await user.type(box(), 'Keep me{Enter}');
  expect(await screen.findByText('The marked user field does not exist in chat members.')).toBeInTheDocument();
  expect(box()).toHaveValue('Keep me');
});

test("live events of the scope's room show new, edited and deleted messages; another scope's are ignored", async () => {
  openChat({ 'GET /api/v1/message/show': { body: { data: history([message(1, VENDOR, 'First')]) } } });
  await screen.findByText('First');
  act(() => emitSocketEvent(CHAT_EVENTS.created, message(2, VENDOR, 'Live answer')));
  act(() => emitSocketEvent(CHAT_EVENTS.created, { ...message(3, VENDOR, 'Other scope'), scope_id: 8 }));
  expect(await screen.findByText('Live answer')).toBeInTheDocument();
  expect(screen.queryByText('Other scope')).toBeNull();
  act(() => emitSocketEvent(CHAT_EVENTS.edited, message(2, VENDOR, 'Live answer, fixed', { edited: true })));
  expect(await screen.findByText('Live answer, fixed')).toBeInTheDocument();
  act(() => emitSocketEvent(CHAT_EVENTS.deleted, message(1, VENDOR, '', { deleted: true })));
  expect(await screen.findByText('This message was deleted.')).toBeInTheDocument();
  expect(within(log()).getAllByRole('article')).toHaveLength(2);
});

test('edits and deletes (after confirming) your own message; others have no such buttons', async () => {
  const { api, user } = openChat({
    'GET /api/v1/message/show': { body: { data: history([message(1, VENDOR, 'Theirs'), message(2, ME, 'Mine')]) } },
    'POST /api/v1/message/edit': ({ body }) => ({ body: { data: message(2, ME, (body as { content: string }).content, { edited: true }) } }),
    'POST /api/v1/message/delete': { body: { data: message(2, ME, '', { deleted: true, edited: true }) } },
  });
  await screen.findByText('Mine');
  expect(within(screen.getByRole('article', { name: 'Message from Victor Vendor' })).queryByRole('button')).toBeNull();
  const mine = screen.getByRole('article', { name: 'Message from Olivia Stone' });
  await user.click(within(mine).getByRole('button', { name: 'Edit message' }));
  const editBox = screen.getByRole('textbox', { name: 'Edit message' });
  expect(editBox).toHaveValue('Mine');
  await user.type(editBox, ', changed{Enter}');
  await waitFor(() => expect(api.find('POST /api/v1/message/edit').map((r) => r.body)).toEqual([{ message_id: 2, content: 'Mine, changed', marked_user_ids: [] }]));
  expect(await screen.findByText('Mine, changed')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Message from Olivia Stone' })).getByText('Edited')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();

  await user.click(within(screen.getByRole('article', { name: 'Message from Olivia Stone' })).getByRole('button', { name: 'Delete message' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(api.find('POST /api/v1/message/delete')).toHaveLength(0);
  await user.click(within(await screen.findByRole('article', { name: 'Message from Olivia Stone' })).getByRole('button', { name: 'Delete message' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.find('POST /api/v1/message/delete').map((r) => r.body)).toEqual([{ message_id: 2 }]));
  expect(await screen.findByText('This message was deleted.')).toBeInTheDocument();
  expect(screen.queryByText('Mine, changed')).toBeNull();
});

test('older messages load by part', async () => {
  const { api, user } = openChat({
    'GET /api/v1/message/show': ({ query }) =>
      query.get('part') === '2' ? { body: { data: history([message(1, VENDOR, 'From long ago')], { part: 2 }) } } : { body: { data: history([message(51, VENDOR, 'Recent')], { has_more: true }) } },
  });
  await screen.findByText('Recent');
  await user.click(screen.getByRole('button', { name: 'Load older messages' }));
  expect(await screen.findByText('From long ago')).toBeInTheDocument();
  expect(api.find('GET /api/v1/message/show').map((r) => r.query.get('part'))).toEqual(['1', '2']);
  expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  expect(within(log()).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toHaveLength(2);
});

test('the chat feature switched off for the owning company shows why instead of the chat', async () => {
  openChat({ 'GET /api/v1/message/show': { status: 403, body: { message: 'Chat is turned off for this company.', reason: 'feature' } } });
  expect(await screen.findByText('Chat is turned off')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(joinedChannels).toEqual([]);
});

test('someone outside the chat is told who its members are', async () => {
  openChat({ 'GET /api/v1/message/show': { status: 403, body: { message: 'This action is unauthorized.', reason: 'permission' } } });
  expect(await screen.findByText('You are not in this chat')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('a reader without the chat permission reads but has no box and no edit buttons', async () => {
  openChat({ 'GET /api/v1/message/show': { body: { data: history([message(2, ME, 'Mine')]) } } }, [PERMISSIONS.PROJECTS_VIEW]);
  expect(await screen.findByText('Mine')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();
  expect(screen.getByText(/writing in it needs the permission/)).toBeInTheDocument();
});

test('a load failure offers a retry', async () => {
  const { api, user } = openChat({ 'GET /api/v1/message/show': { status: 500, body: { message: 'Server Error' } } });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  api.route('GET /api/v1/message/show', { body: { data: history([message(1, VENDOR, 'Back again')]) } });
  await user.click(retry);
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});
