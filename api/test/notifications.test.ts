// Notifications of the signed-in user: the paged list (newest first, type filter), the counts per
// type, mark as read (ids or all) with the bell's count and the pushed count change, delete of
// one's own only, validation (422 per field, never 500) and a notification made by a real action.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, NOTIFICATION_MESSAGES, VALIDATION_MESSAGES as M, REALTIME_EVENTS } from 'shared-contract';
import { notifications } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let viewer: TestClient;
let ip = 0;
const V1 = '/api/v1';
const pushed: { userId: number; event: string; payload: unknown }[] = [];

const client = async (email: string) => {
  const c = new TestClient(app, `10.61.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

let ownerId: number;
let viewerNotificationId: number;

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Notify Home' });
  partner = await createCompanyWithUsers(app, { name: 'Notify Partner', type: 'sub_contractor' });
  ownerId = home.users.general_owner!.id;
  await app.db.insert(notifications).values([
    { userId: ownerId, type: 'task_assigned', title: 'Oldest', body: 'one', link: '/tasks', createdAt: minutesAgo(30) },
    { userId: ownerId, type: 'approval_requested', title: 'Middle', body: 'two', link: '/projects', createdAt: minutesAgo(20) },
    { userId: ownerId, type: 'task_assigned', title: 'Newest', body: 'three', link: null, createdAt: minutesAgo(10) },
    { userId: ownerId, type: 'invitation_accepted', title: 'Already read', body: 'four', link: '/companies', createdAt: minutesAgo(40), readAt: minutesAgo(5) },
  ]);
  const [other] = await app.db
    .insert(notifications)
    .values({ userId: home.users.general_view_only!.id, type: 'task_assigned', title: 'For the viewer', body: '' })
    .returning();
  viewerNotificationId = other.id;
  const original = app.realtime.notifyUser;
  app.realtime.notifyUser = (userId, event, payload) => {
    pushed.push({ userId, event, payload });
    original(userId, event, payload);
  };
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
});
afterAll(async () => {
  await app.close();
});

const unreadCount = async (c: TestClient) => (await c.get(`${V1}/auth/user-notifications`)).json().data.unread as number;

describe('list', () => {
  test('lists only the caller’s notifications, newest first, with their fields and the unread count', async () => {
    const response = await owner.get(`${V1}/users/notifications`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 4, unread: 3 });
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Middle', 'Oldest', 'Already read']);
    expect(body.data[1]).toMatchObject({ type: 'approval_requested', type_label: 'Approval requested', title: 'Middle', body: 'two', link: '/projects', is_read: false, read_at: null });
    expect(body.data[3]).toMatchObject({ is_read: true });
    expect(typeof body.data[0].created_at).toBe('string');
    expect(body.data.map((n: { title: string }) => n.title)).not.toContain('For the viewer');
  });

  test('pages with page and per_page', async () => {
    const body = (await owner.get(`${V1}/users/notifications`, { query: { page: 2, per_page: 3 } })).json();
    expect(body).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Already read']);
  });

  test('filters by type', async () => {
    const body = (await owner.get(`${V1}/users/notifications`, { query: { type: 'task_assigned' } })).json();
    expect(body.total).toBe(2);
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Oldest']);
    expect((await owner.get(`${V1}/users/notifications`, { query: { type: 'no_such_type' } })).json()).toMatchObject({ total: 0, data: [] });
  });

  test('odd query parameters are a 422 per field, never a 500', async () => {
    const bad = await owner.get(`${V1}/users/notifications`, { query: { page: 'x', per_page: '1000', type: ['a', 'b'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ page: [M.number], per_page: [M.numMax(100)], type: [NOTIFICATION_MESSAGES.invalidType] });
    // Bracketed keys are not parsed into objects: they are unknown keys and ignored.
    expect((await owner.request('GET', `${V1}/users/notifications?type[x]=1&page[]=2`)).statusCode).toBe(200);
    expect((await owner.get(`${V1}/users/notifications`, { query: { type: 'DROP TABLE' } })).json().errors).toEqual({ type: [NOTIFICATION_MESSAGES.invalidType] });
  });

  test('a guest gets 401', async () => {
    const guest = new TestClient(app, '10.61.1.1');
    expect((await guest.get(`${V1}/users/notifications`)).statusCode).toBe(401);
  });
});

describe('by type', () => {
  test('counts every type the caller has, with the unread ones', async () => {
    const response = await owner.get(`${V1}/users/notifications/by-type`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { type: 'approval_requested', label: 'Approval requested', total: 1, unread: 1 },
      { type: 'invitation_accepted', label: 'Invitation accepted', total: 1, unread: 0 },
      { type: 'task_assigned', label: 'Task assigned', total: 2, unread: 2 },
    ]);
    expect((await viewer.get(`${V1}/users/notifications/by-type`)).json().data).toEqual([{ type: 'task_assigned', label: 'Task assigned', total: 1, unread: 1 }]);
  });
});

describe('mark as read', () => {
  test('marks the given ids, ignores ids of other users, and pushes the new count', async () => {
    const list = (await owner.get(`${V1}/users/notifications`, { query: { type: 'task_assigned' } })).json().data as { id: number }[];
    pushed.length = 0;
    const response = await owner.post(`${V1}/users/notifications/read`, { ids: [list[0].id, viewerNotificationId] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ updated: 1, unread: 2 });
    expect(await unreadCount(owner)).toBe(2);
    expect(await unreadCount(viewer)).toBe(1);
    expect(pushed).toEqual([{ userId: ownerId, event: NOTIFICATION_EVENTS.countChanged, payload: { unread: 2 } }]);
  });

  test('validates the body: ids or all, numbers, never a 500', async () => {
    const empty = await owner.post(`${V1}/users/notifications/read`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ ids: [NOTIFICATION_MESSAGES.idsOrAll] });
    expect((await owner.post(`${V1}/users/notifications/read`, { ids: [] })).json().errors).toEqual({ ids: [NOTIFICATION_MESSAGES.idsOrAll] });
    expect((await owner.post(`${V1}/users/notifications/read`, { ids: 'abc' })).statusCode).toBe(422);
    expect((await owner.post(`${V1}/users/notifications/read`, { ids: { a: 1 } })).statusCode).toBe(422);
    const bad = await owner.post(`${V1}/users/notifications/read`, { ids: ['x', -1] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'ids[0]': [M.number], 'ids[1]': [M.numMin(1)] });
    expect((await owner.post(`${V1}/users/notifications/read`, { all: ['yes'] })).statusCode).toBe(422);
    expect((await owner.post(`${V1}/users/notifications/read`, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(422);
    expect((await owner.request('POST', `${V1}/users/notifications/read`, { rawBody: '[1,2]' })).statusCode).toBe(422);
  });

  test('all: true clears the bell', async () => {
    const response = await owner.post(`${V1}/users/notifications/read`, { all: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ updated: 2, unread: 0 });
    expect(await unreadCount(owner)).toBe(0);
    expect(await unreadCount(viewer)).toBe(1);
  });
});

describe('delete', () => {
  test('deletes one of the caller’s notifications', async () => {
    const [first] = (await owner.get(`${V1}/users/notifications`)).json().data as { id: number }[];
    const response = await owner.post(`${V1}/users/notifications/delete/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: NOTIFICATION_MESSAGES.deleted, unread: 0 });
    expect((await app.db.select().from(notifications).where(eq(notifications.id, first.id))).length).toBe(0);
    expect((await owner.post(`${V1}/users/notifications/delete/${first.id}`)).statusCode).toBe(404);
  });

  test('another user’s notification is a 404 and stays', async () => {
    expect((await owner.post(`${V1}/users/notifications/delete/${viewerNotificationId}`)).statusCode).toBe(404);
    expect((await app.db.select().from(notifications).where(eq(notifications.id, viewerNotificationId))).length).toBe(1);
  });

  test('an id that cannot name a row is a 404', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) expect((await owner.post(`${V1}/users/notifications/delete/${id}`)).statusCode).toBe(404);
  });
});

describe('from a real action', () => {
  test('a request to join a network notifies the other company’s owner, who sees it in the list and the bell', async () => {
    const partnerOwner = await client(partner.email('sub_owner'));
    expect(await unreadCount(partnerOwner)).toBe(0);
    pushed.length = 0;
    expect((await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: partner.company.id })).statusCode).toBe(200);
    expect(pushed.some((p) => p.userId === partner.users.sub_owner!.id && p.event === REALTIME_EVENTS.notificationCreated)).toBe(true);
    expect(await unreadCount(partnerOwner)).toBe(1);
    const [item] = (await partnerOwner.get(`${V1}/users/notifications`)).json().data;
    expect(item).toMatchObject({ type: 'network_request', type_label: 'Network request', is_read: false, link: '/companies/requests' });
    expect((await partnerOwner.post(`${V1}/users/notifications/read`, { ids: [item.id] })).json().data.unread).toBe(0);
  });
});
