// The scopes list and the scope chat together (the app composes them): the list's unread counts
// follow the chats of its rows live, and reading a chat sets its count back to 0.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useParams, type RouteObject } from 'react-router-dom';
import { CHAT_EVENTS, PERMISSIONS, type ChatMessage, type ChatUser } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { emitSocketEvent, joinedChannels, leftChannels, resetSocketStub } from 'test-support/socket-stub';
import { ALL_SCOPES, paged, SCOPE_ROW as ROW } from '../testing/fixtures';
import { ScopeChatPanel } from '../features/scope-chat/components/scope-chat-panel';
import { ScopesListPage } from '../features/scopes/components/scopes-list-page';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), ...jest.requireActual('test-support/socket-stub').socketStubs }));
jest.setTimeout(60_000);

afterEach(() => {
  clearCookies();
  resetSocketStub();
});

const V1 = '/api/v1';

test('the scopes list\'s unread counts are live: the rooms of the rows are joined, a message of someone else adds one, a deleted one reloads, reading the chat sets 0', async () => {
  const VENDOR: ChatUser = { id: 41, first_name: 'Sam', last_name: 'Volt', full_name: 'Sam Volt', photo: null, company_id: 40, company_name: 'Acme Electric' };
  const ME: ChatUser = { id: 12, first_name: 'Olivia', last_name: 'Stone', full_name: 'Olivia Stone', photo: null, company_id: 7, company_name: 'Northwind Builders' };
  const chatMessage = (id: number, scopeId: number, author: ChatUser): ChatMessage => ({
    id,
    scope_id: scopeId,
    content: `Message ${id}`,
    channel_suffix: String(scopeId),
    deleted: false,
    edited: false,
    marked_user_ids: [],
    user: author,
    created_at: '2026-11-20T10:00:00Z',
    edited_at: null,
  });
  // The server's counts: Plumbing (6) has 4 unread until its chat is read.
  let plumbingUnread = 4;
  const api = installFakeApi({
    [`GET ${V1}/scopes`]: { body: paged([ROW, { ...ROW, id: 6, name: 'Plumbing', vendor_company_name: 'Pipe Co' }]) },
    [`GET ${V1}/scope/check-permission`]: { body: { data: ALL_SCOPES } },
    [`GET ${V1}/message/get-chat-data`]: () => ({ body: { data: { unread_counts: plumbingUnread ? [{ scope_id: 6, project_id: 3, count: plumbingUnread }] : [], total_unread: plumbingUnread, tag_users: [VENDOR] } } }),
    [`GET ${V1}/message/show`]: { body: { data: { messages: [chatMessage(1, 6, VENDOR), chatMessage(2, 6, VENDOR)], part: 1, per_part: 50, has_more: false, last_read_message_id: 0, channel: 'scope-chat.6' } } },
    [`POST ${V1}/message/set-as-marked`]: () => {
      plumbingUnread = 0;
      return { body: { data: { scope_id: 6, last_read_message_id: 2, unread: 0 } } };
    },
  });
  function ChatRoute() {
    const { projectId = '', scopeId = '' } = useParams();
    return <ScopeChatPanel projectId={projectId} scopeId={scopeId} />;
  }
  const routes: RouteObject[] = [
    { path: '/projects/:projectId/scopes', element: <ScopesListPage /> },
    { path: '/projects/:projectId/scopes/:scopeId', element: <ChatRoute /> },
  ];
  const { user, unmount, router } = renderRemote(routes, { url: '/projects/3/scopes', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_COMMUNICATION] });
  const table = await screen.findByRole('table', { name: 'Scopes' });
  const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
  await within(table).findByRole('link', { name: 'Electrical' });
  expect(await within(row('Plumbing')).findByLabelText('4 unread messages')).toBeInTheDocument();
  expect(within(row('Electrical')).getByLabelText('No unread messages')).toBeInTheDocument();
  await waitFor(() => expect([...joinedChannels].sort()).toEqual(['scope-chat.5', 'scope-chat.6']));
  const loads = () => api.find(`GET ${V1}/message/get-chat-data`).length;
  const loadsBefore = loads();

  // Someone else writes: one more, without a request; your own message (another tab) and other scopes' are not unread.
  act(() => emitSocketEvent(CHAT_EVENTS.created, chatMessage(10, 5, VENDOR)));
  expect(await within(row('Electrical')).findByLabelText('1 unread messages')).toBeInTheDocument();
  act(() => emitSocketEvent(CHAT_EVENTS.created, chatMessage(11, 6, VENDOR)));
  expect(await within(row('Plumbing')).findByLabelText('5 unread messages')).toBeInTheDocument();
  act(() => emitSocketEvent(CHAT_EVENTS.created, chatMessage(12, 5, ME)));
  act(() => emitSocketEvent(CHAT_EVENTS.created, chatMessage(13, 99, VENDOR)));
  expect(within(row('Electrical')).getByLabelText('1 unread messages')).toBeInTheDocument();
  expect(loads()).toBe(loadsBefore);

  // A deleted message: the counts are read again from the server.
  act(() => emitSocketEvent(CHAT_EVENTS.deleted, { ...chatMessage(11, 6, VENDOR), deleted: true }));
  await waitFor(() => expect(loads()).toBe(loadsBefore + 1));
  expect(await within(row('Plumbing')).findByLabelText('4 unread messages')).toBeInTheDocument();

  // A reconnected socket joins the rooms again.
  act(() => emitSocketEvent('connect'));
  await waitFor(() => expect(joinedChannels.filter((c) => c === 'scope-chat.6')).toHaveLength(2));

  // Reading Plumbing's chat sets its count to 0 on the list.
  await user.click(within(row('Plumbing')).getByRole('link', { name: 'Plumbing' }));
  await waitFor(() => expect(leftChannels.sort()).toEqual(['scope-chat.5', 'scope-chat.6']));
  await screen.findByText('Message 2');
  await waitFor(() => expect(api.find(`POST ${V1}/message/set-as-marked`).map((r) => r.body)).toEqual([{ last_message_id: 2 }]));
  await act(() => router.navigate(-1));
  const again = await screen.findByRole('table', { name: 'Scopes' });
  const plumbing = (await within(again).findByRole('link', { name: 'Plumbing' })).closest('tr')!;
  expect(within(plumbing).getByLabelText('No unread messages')).toBeInTheDocument();
  unmount();
});
