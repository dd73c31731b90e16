import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_EVENTS, NOTIFICATION_MESSAGES, REALTIME_EVENTS, UI_TEXT, notificationTypeLabel, type NotificationItem } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderShell } from '../../../testing/render-shell';
import { emitSocketEvent } from 'test-support/socket-stub';
import { NotificationsBell } from './notifications-bell';
import { NotificationsPage } from './notifications-page';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useSocketEvent: jest.requireActual('test-support/socket-stub').useSocketEventStub,
}));
jest.setTimeout(60_000);

const ROUTES = [
  {
    path: '/notifications',
    element: (
      <>
        <NotificationsBell />
        <NotificationsPage />
      </>
    ),
  },
];

let nextId = 1;
const item = (title: string, patch: Partial<NotificationItem> = {}): NotificationItem => {
  const type = patch.type ?? 'task_assigned';
  return { id: nextId++, type, type_label: notificationTypeLabel(type), title, body: `${title} body`, link: '/tasks', is_read: false, read_at: null, created_at: '2026-11-20T10:00:00Z', ...patch };
};

/** A small in-memory notifications API: newest first as given, type filter, paging, read, delete. */
function openPage(rows: NotificationItem[], url = '/notifications') {
  const store = { rows: [...rows] };
  const unread = () => store.rows.filter((n) => !n.is_read).length;
  const api = installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/auth/user-notifications': () => ({ body: { data: { unread: unread() } } }),
    'GET /api/v1/users/notifications': (r: RecordedRequest) => {
      const page = Number(r.query.get('page') ?? 1);
      const perPage = Number(r.query.get('per_page') ?? 10);
      const type = r.query.get('type');
      const matching = store.rows.filter((n) => !type || n.type === type);
      return {
        body: { data: matching.slice((page - 1) * perPage, page * perPage), current_page: page, per_page: perPage, total: matching.length, last_page: Math.max(1, Math.ceil(matching.length / perPage)), unread: unread() },
      };
    },
    'GET /api/v1/users/notifications/by-type': () => {
      const types = [...new Set(store.rows.map((n) => n.type))];
      return { body: { data: types.map((t) => ({ type: t, label: notificationTypeLabel(t), total: store.rows.filter((n) => n.type === t).length, unread: 0 })) } };
    },
    'POST /api/v1/users/notifications/read': (r: RecordedRequest) => {
      const body = r.body as { ids?: number[]; all?: boolean };
      store.rows = store.rows.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, is_read: true, read_at: '2026-11-20T11:00:00Z' } : n));
      return { body: { data: { updated: 1, unread: unread(), message: 'The notifications have been marked as read.' } } };
    },
  });
  api.route('POST /api/v1/users/notifications/delete/:id', { status: 404 });
  for (const n of rows) {
    api.route(`POST /api/v1/users/notifications/delete/${n.id}`, () => {
      store.rows = store.rows.filter((x) => x.id !== n.id);
      return { body: { data: { message: NOTIFICATION_MESSAGES.deleted, unread: unread() } } };
    });
  }
  return { ...renderShell(ROUTES, { url }), api, store };
}

const dot = () => screen.getByTestId('unread-dot').querySelector('.MuiBadge-invisible');

afterEach(() => clearCookies());

test('shows the notifications and links each to its target; opening the page marks nothing read', async () => {
  const newest = item('Task assigned to you', { link: '/tasks/7' });
  const older = item('Partner joined', { type: 'invitation_accepted', link: 'https://example.com/x', is_read: true, read_at: '2026-11-19T10:00:00Z' });
  const { api } = openPage([newest, older]);
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const rows = within(list).getAllByTestId('notification');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('link', { name: 'Task assigned to you' })).toHaveAttribute('href', '/tasks/7');
  expect(within(rows[0]).getByText('New')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Task assigned to you body')).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: 'Partner joined' })).toHaveAttribute('href', 'https://example.com/x');
  expect(within(rows[1]).queryByText('New')).toBeNull();
  expect(within(rows[1]).queryByRole('button', { name: /as read$/ })).toBeNull();
  // Like an inbox: the unread one stays unread, the bell keeps its dot and Mark all stays available.
  await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
  expect(dot()).toBeNull();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(api.find('POST /api/v1/users/notifications/read')).toHaveLength(0);
  expect(within(rows[0]).getByText('New')).toBeInTheDocument();
});

test('Mark as read marks one notification (by keyboard too): its New chip and the bell dot follow', async () => {
  const first = item('First unread');
  const second = item('Second unread');
  const { user, api } = openPage([first, second]);
  const button = await screen.findByRole('button', { name: 'Mark notification First unread as read' });
  act(() => button.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.find('POST /api/v1/users/notifications/read').map((r) => r.body)).toEqual([{ ids: [first.id] }]));
  const rows = within(screen.getByRole('list', { name: 'Notifications' })).getAllByTestId('notification');
  await waitFor(() => expect(within(rows[0]).queryByText('New')).toBeNull());
  expect(within(rows[1]).getByText('New')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark notification First unread as read' })).toBeNull();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Mark notification Second unread as read' }));
  await waitFor(() => expect(dot()).not.toBeNull());
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('opening a notification goes to its target and marks it read', async () => {
  const target = item('Open me', { link: '/companies/12' });
  const { user, currentPath, api, store } = openPage([target]);
  await user.click(await screen.findByRole('link', { name: 'Open me' }));
  await waitFor(() => expect(currentPath()).toBe('/companies/12'));
  await waitFor(() => expect(api.find('POST /api/v1/users/notifications/read').map((r) => r.body)).toEqual([{ ids: [target.id] }]));
  await waitFor(() => expect(store.rows[0].is_read).toBe(true));
});

test('opening an already read notification sends nothing', async () => {
  const { user, currentPath, api } = openPage([item('Read before', { link: '/companies/3', is_read: true })]);
  await user.click(await screen.findByRole('link', { name: 'Read before' }));
  await waitFor(() => expect(currentPath()).toBe('/companies/3'));
  expect(api.find('POST /api/v1/users/notifications/read')).toHaveLength(0);
});

test('an empty list says No Data yet', async () => {
  openPage([]);
  expect(await screen.findByText(UI_TEXT.noDataYet)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('filters by type', async () => {
  const { user, api, currentPath } = openPage([item('A task'), item('An approval', { type: 'approval_requested' })]);
  expect(await screen.findByRole('link', { name: 'An approval' })).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'Approval requested (1)' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'A task' })).toBeNull());
  expect(screen.getByRole('link', { name: 'An approval' })).toBeInTheDocument();
  expect(api.find('GET /api/v1/users/notifications').at(-1)!.query.get('type')).toBe('approval_requested');
  expect(currentPath()).toBe('/notifications?type=approval_requested');
});

test('pages through the list', async () => {
  const rows = Array.from({ length: 12 }, (_, i) => item(`Note ${i + 1}`, { is_read: true }));
  const { user } = openPage(rows);
  expect(await screen.findByRole('link', { name: 'Note 1' })).toBeInTheDocument();
  expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByRole('link', { name: 'Note 11' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Note 1' })).toBeNull();
});

test('deletes a notification after confirmation', async () => {
  const keep = item('Keep me', { is_read: true });
  const remove = item('Remove me', { is_read: true });
  const { user, api } = openPage([keep, remove]);
  await user.click(await screen.findByRole('button', { name: 'Delete notification Remove me' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(NOTIFICATION_MESSAGES.deleteConfirm)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST /api/v1/users/notifications/delete/${remove.id}`)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete notification Remove me' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(NOTIFICATION_MESSAGES.deleted)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Remove me' })).toBeNull());
  expect(screen.getByRole('link', { name: 'Keep me' })).toBeInTheDocument();
});

test('a notification pushed by the server appears without a reload', async () => {
  const { store } = openPage([item('First', { is_read: true })]);
  expect(await screen.findByRole('link', { name: 'First' })).toBeInTheDocument();
  const pushed = item('Fresh from the server');
  store.rows.unshift(pushed);
  emitSocketEvent(REALTIME_EVENTS.notificationCreated, { id: pushed.id, type: pushed.type, title: pushed.title });
  expect(await screen.findByRole('link', { name: 'Fresh from the server' })).toBeInTheDocument();
});

test('a change in another tab refreshes the list', async () => {
  const { store } = openPage([item('Gone elsewhere', { is_read: true }), item('Stays', { is_read: true })]);
  expect(await screen.findByRole('link', { name: 'Gone elsewhere' })).toBeInTheDocument();
  store.rows = store.rows.filter((n) => n.title !== 'Gone elsewhere');
  emitSocketEvent(NOTIFICATION_EVENTS.countChanged, { unread: 0 });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Gone elsewhere' })).toBeNull());
});

test('mark all as read', async () => {
  const { user, api, store } = openPage([item('Shown', { is_read: true })], '/notifications?type=task_assigned');
  expect(await screen.findByRole('link', { name: 'Shown' })).toBeInTheDocument();
  // Unread notifications of another type (not shown) keep the button enabled.
  store.rows.push(item('Elsewhere', { type: 'approval_requested' }));
  emitSocketEvent(NOTIFICATION_EVENTS.countChanged, { unread: 1 });
  const button = screen.getByRole('button', { name: 'Mark all as read' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await waitFor(() => expect(api.find('POST /api/v1/users/notifications/read').map((r) => r.body)).toEqual([{ all: true }]));
  await waitFor(() => expect(button).toBeDisabled());
  await waitFor(() => expect(dot()).not.toBeNull());
});
