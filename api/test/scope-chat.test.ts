// Scope chat (000 §3, §4, §7 Chat; DOMAIN.md 1, 3, 8): members only (project team, scope editors and
// approvers, vendor assignee), another company's scope a 404, the chat feature switch, own-message
// edit and delete, mentions of members with a notification each, history parts, unread counts and
// read marks, and the live room over socket.io.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  CHAT_EVENTS,
  CHAT_MENTION_NOTIFICATION,
  CHAT_PART_SIZE,
  ERROR_MESSAGES,
  PROJECT_MESSAGES,
  SCOPE_CHAT_MESSAGES,
  VALIDATION_MESSAGES as M,
  chatChannel,
  type ChatMessage,
} from 'shared-contract';
import { approvalWorkflowApprovers, approvalWorkflowSteps, approvalWorkflows, chatMessages, chatReads, companyFeatures, companyNetwork, notifications, projectTeamMembers, projects, users } from '../src/db/schema';
import { seedScopeChatDemoData } from '../src/modules/scope-chat';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createUser } from './helpers/fixtures';
import { createChatScope } from './helpers/scope-chat';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let url: string;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let vendor: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let other: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let scopeId: number;
let projectId: number;
let otherScopeId: number;
let manager: TestClient;
let admin: TestClient;
let approver: TestClient;
let owner: TestClient;
let viewer: TestClient;
let assignee: TestClient;
let vendorOwner: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.41.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const v1 = (path: string) => `/api/v1/${path}`;
const show = (c: TestClient, query: string) => c.get(v1(`message/show?${query}`));
const post = (c: TestClient, path: string, body: unknown) => c.post(v1(`message/${path}`), body);
const say = async (c: TestClient, content: string, extra: Record<string, unknown> = {}) => {
  const response = await post(c, 'create', { scope_id: scopeId, content, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json().data as ChatMessage;
};

beforeAll(async () => {
  app = await createTestApp({ enableSockets: true });
  home = await createCompanyWithUsers(app, { name: 'Chat Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Chat Vendor', type: 'sub_contractor' });
  other = await createCompanyWithUsers(app, { name: 'Chat Other' });
  const u = home.users;
  const created = await createChatScope(app, {
    companyId: home.company.id,
    vendorCompanyId: vendor.company.id,
    vendorAssigneeId: vendor.users.sub_manager!.id,
    team: [u.general_manager!.id, u.general_view_only!.id],
    editors: [u.general_admin!.id],
    approvers: [u.general_collaborator!.id],
    name: 'Drywall',
  });
  scopeId = created.scope.id;
  projectId = created.project.id;
  otherScopeId = (await createChatScope(app, { companyId: other.company.id, team: [other.users.general_owner!.id], name: 'Other' })).scope.id;
  manager = await client(home.email('general_manager'));
  admin = await client(home.email('general_admin'));
  approver = await client(home.email('general_collaborator'));
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
  assignee = await client(vendor.email('sub_manager'));
  vendorOwner = await client(vendor.email('sub_owner'));
  outsider = await client(other.email('general_owner'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

describe('who may use a scope chat', () => {
  test('a guest gets 401 on every chat call', async () => {
    const guest = new TestClient(app, '10.41.1.1');
    await guest.csrf();
    expect((await guest.get(v1('message/get-chat-data'))).statusCode).toBe(401);
    expect((await show(guest, `scope_id=${scopeId}`)).statusCode).toBe(401);
    for (const path of ['create', 'edit', 'delete', 'set-as-marked']) expect((await post(guest, path, {})).statusCode).toBe(401);
  });

  test('members write: the project team, the scope editors and approvers, the vendor assignee', async () => {
    for (const member of [manager, admin, approver, assignee]) await say(member, 'Hello');
    const history = (await show(manager, `scope_id=${scopeId}`)).json().data;
    expect(history.messages.map((m: ChatMessage) => m.user?.company_name)).toEqual(['Chat Home', 'Chat Home', 'Chat Home', 'Chat Vendor']);
  });

  test('another company\'s scope, or one that does not exist, is a 404', async () => {
    expect((await show(outsider, `scope_id=${scopeId}`)).statusCode).toBe(404);
    expect((await post(outsider, 'create', { scope_id: scopeId, content: 'Hi' })).statusCode).toBe(404);
    expect((await show(manager, `scope_id=${otherScopeId}`)).statusCode).toBe(404);
    expect((await show(manager, 'scope_id=2147483647')).statusCode).toBe(404);
    expect((await outsider.get(v1(`message/get-chat-data?scope_id=${scopeId}`))).statusCode).toBe(404);
  });

  test('a user of the company who is not a member gets 403 (the owner too), as does a vendor user who is not the assignee', async () => {
    for (const c of [owner, vendorOwner]) {
      const response = await show(c, `scope_id=${scopeId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.noPermissionAction, reason: 'permission' });
      expect((await post(c, 'create', { scope_id: scopeId, content: 'Hi' })).statusCode).toBe(403);
    }
  });

  test('a view-only member reads the chat but may not write (no projects.communication)', async () => {
    expect((await show(viewer, `scope_id=${scopeId}`)).statusCode).toBe(200);
    const response = await post(viewer, 'create', { scope_id: scopeId, content: 'Hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('permission');
  });

  test('with the owning company\'s chat feature off, the chat is refused with reason feature, for the vendor too', async () => {
    const switchChat = (enabled: boolean) =>
      app.db.update(companyFeatures).set({ enabled }).where(and(eq(companyFeatures.companyId, home.company.id), eq(companyFeatures.feature, 'chat')));
    await switchChat(false);
    try {
      for (const c of [manager, assignee]) {
        const response = await show(c, `scope_id=${scopeId}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: SCOPE_CHAT_MESSAGES.chatOff, reason: 'feature' });
        expect((await post(c, 'create', { scope_id: scopeId, content: 'Hi' })).json().reason).toBe('feature');
      }
      // The unread counts leave the switched-off company's chats out.
      const data = (await assignee.get(v1('message/get-chat-data'))).json().data;
      expect(data.unread_counts.filter((u: { scope_id: number }) => u.scope_id === scopeId)).toEqual([]);
    } finally {
      await switchChat(true);
    }
  });
});

describe('messages', () => {
  test('create answers the message: trimmed content, channel suffix, author, not edited or deleted', async () => {
    const response = await post(manager, 'create', { scope_id: scopeId, content: '  Site visit at 9  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      scope_id: scopeId,
      content: 'Site visit at 9',
      channel_suffix: String(scopeId),
      deleted: false,
      edited: false,
      marked_user_ids: [],
      user: expect.objectContaining({ id: home.users.general_manager!.id, full_name: 'manager Chat Home', company_id: home.company.id, company_name: 'Chat Home' }),
      created_at: expect.any(String),
      edited_at: null,
    });
  });

  test.each([
    ['no content', { content: '' }, 'content', M.required],
    ['spaces only', { content: '   ' }, 'content', M.required],
    ['content too long', { content: 'x'.repeat(5001) }, 'content', M.strMax(5000)],
    ['content as a list', { content: ['a'] }, 'content', M.required],
    ['content as an object', { content: { a: 1 } }, 'content', M.required],
    ['no scope', { scope_id: undefined }, 'scope_id', M.required],
    ['a scope id that is text', { scope_id: 'abc' }, 'scope_id', M.number],
    ['a scope id as a list', { scope_id: [1] }, 'scope_id', M.number],
    ['a scope id too large', { scope_id: 99999999999 }, 'scope_id', M.numMax(2147483647)],
    ['marked users as text', { marked_user_ids: 'x' }, 'marked_user_ids', M.required],
    ['a marked user id that is text', { marked_user_ids: ['x'] }, 'marked_user_ids[0]', M.number],
  ])('create with %s is a 422 with the spec message', async (_name, change, field, message) => {
    const response = await post(manager, 'create', { scope_id: scopeId, content: 'Hi', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  test('edit changes the content of your own message and marks it edited; another\'s message is a 403', async () => {
    const mine = await say(manager, 'Delivery on Monday');
    const edited = await post(manager, 'edit', { message_id: mine.id, content: 'Delivery on Tuesday' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual(expect.objectContaining({ id: mine.id, content: 'Delivery on Tuesday', edited: true, edited_at: expect.any(String) }));
    const foreign = await post(admin, 'edit', { message_id: mine.id, content: 'Mine now' });
    expect(foreign.statusCode).toBe(403);
    expect((await post(outsider, 'edit', { message_id: mine.id, content: 'x' })).statusCode).toBe(404);
    expect((await post(manager, 'edit', { message_id: 2147483647, content: 'x' })).statusCode).toBe(404);
    const invalid = await post(manager, 'edit', { message_id: mine.id, content: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ content: [M.required] });
  });

  test('delete marks your own message deleted and stops serving its content; it can then be neither edited nor deleted', async () => {
    const mine = await say(approver, 'Wrong chat', { marked_user_ids: [home.users.general_manager!.id] });
    expect((await post(manager, 'delete', { message_id: mine.id })).statusCode).toBe(403);
    const deleted = await post(approver, 'delete', { message_id: mine.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual(expect.objectContaining({ id: mine.id, deleted: true, content: '', marked_user_ids: [] }));
    const history = (await show(manager, `scope_id=${scopeId}`)).json().data;
    expect(history.messages.find((m: ChatMessage) => m.id === mine.id)).toEqual(expect.objectContaining({ deleted: true, content: '' }));
    expect((await post(approver, 'delete', { message_id: mine.id })).statusCode).toBe(404);
    expect((await post(approver, 'edit', { message_id: mine.id, content: 'Back' })).statusCode).toBe(404);
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, mine.id));
    expect(row.deletedAt).not.toBeNull();
    const bad = await post(approver, 'delete', { message_id: 'one' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ message_id: [M.number] });
  });
});

test("an archived project's chat is read-only (one 422) until restored: create, edit and delete; reading and read marks stay", async () => {
  const { project, scope } = await createChatScope(app, { companyId: home.company.id, team: [home.users.general_manager!.id], name: 'Archived chat' });
  const before = await post(manager, 'create', { scope_id: scope.id, content: 'Before the archive' });
  expect(before.statusCode).toBe(201);
  const messageId = before.json().data.id;
  await app.db.update(projects).set({ status: 'archived', archivedAt: new Date() }).where(eq(projects.id, project.id));
  for (const [path, body] of [
    ['create', { scope_id: scope.id, content: 'After' }],
    ['edit', { message_id: messageId, content: 'Changed' }],
    ['delete', { message_id: messageId }],
  ] as const) {
    const res = await post(manager, path, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PROJECT_MESSAGES.archivedReadOnly);
  }
  expect((await show(manager, `scope_id=${scope.id}`)).json().data.messages).toEqual([expect.objectContaining({ id: messageId, content: 'Before the archive' })]);
  expect((await post(manager, 'set-as-marked', { last_message_id: messageId })).statusCode).toBe(200);
  await app.db.update(projects).set({ status: 'active', archivedAt: null }).where(eq(projects.id, project.id));
  expect((await post(manager, 'create', { scope_id: scope.id, content: 'Restored' })).statusCode).toBe(201);
});

describe('mentions', () => {
  test('each mentioned member is notified with a link to the scope; the author is not', async () => {
    const mentioned = [vendor.users.sub_manager!.id, home.users.general_admin!.id];
    const message = await say(manager, '@Chat and @admin please check', { marked_user_ids: [...mentioned, home.users.general_manager!.id] });
    expect(message.marked_user_ids.sort()).toEqual([...mentioned].sort());
    for (const userId of mentioned) {
      const rows = await app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, CHAT_MENTION_NOTIFICATION)));
      expect(rows.at(-1)).toEqual(
        expect.objectContaining({ title: SCOPE_CHAT_MESSAGES.mentionTitle('manager Chat Home', 'Drywall'), body: '@Chat and @admin please check', link: `/projects/${projectId}/scopes/${scopeId}` }),
      );
    }
    const own = await app.db.select().from(notifications).where(and(eq(notifications.userId, home.users.general_manager!.id), eq(notifications.type, CHAT_MENTION_NOTIFICATION)));
    expect(own.filter((n) => n.body === message.content)).toEqual([]);
  });

  test('mentioning someone who is not a member is a 422, on create and on edit', async () => {
    const response = await post(manager, 'create', { scope_id: scopeId, content: 'Hi', marked_user_ids: [home.users.general_owner!.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ marked_user_ids: [SCOPE_CHAT_MESSAGES.notMember] });
    expect(SCOPE_CHAT_MESSAGES.notMember).toBe('The marked user field does not exist in chat members.');
    const mine = await say(manager, 'Plain');
    const edit = await post(manager, 'edit', { message_id: mine.id, content: 'Plain', marked_user_ids: [other.users.general_owner!.id] });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ marked_user_ids: [SCOPE_CHAT_MESSAGES.notMember] });
  });

  test('an edit notifies only the newly mentioned', async () => {
    const adminId = home.users.general_admin!.id;
    const approverId = home.users.general_collaborator!.id;
    const countFor = async (userId: number) =>
      (await app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, CHAT_MENTION_NOTIFICATION)))).length;
    const mine = await say(manager, 'Ping', { marked_user_ids: [adminId] });
    const [adminBefore, approverBefore] = [await countFor(adminId), await countFor(approverId)];
    await post(manager, 'edit', { message_id: mine.id, content: 'Ping both', marked_user_ids: [adminId, approverId] });
    expect(await countFor(adminId)).toBe(adminBefore);
    expect(await countFor(approverId)).toBe(approverBefore + 1);
  });

  test('get-chat-data with a scope lists the members who can be mentioned, the caller apart', async () => {
    const response = await manager.get(v1(`message/get-chat-data?scope_id=${scopeId}`));
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data.tag_users as { id: number }[]).map((t) => t.id).sort((a, b) => a - b);
    const u = home.users;
    expect(ids).toEqual([u.general_admin!.id, u.general_collaborator!.id, u.general_view_only!.id, vendor.users.sub_manager!.id].sort((a, b) => a - b));
    expect((await manager.get(v1('message/get-chat-data'))).json().data.tag_users).toEqual([]);
    expect((await owner.get(v1(`message/get-chat-data?scope_id=${scopeId}`))).statusCode).toBe(403);
  });
});

describe('history, unread counts and read marks', () => {
  let scope2: number;
  beforeAll(async () => {
    const created = await createChatScope(app, { companyId: home.company.id, team: [home.users.general_manager!.id, home.users.general_admin!.id], name: 'Long chat' });
    scope2 = created.scope.id;
    await app.db.insert(chatMessages).values(
      Array.from({ length: 120 }, (_, i) => ({ scopeId: scope2, companyId: home.company.id, userId: home.users.general_admin!.id, content: `Message ${i + 1}` })),
    );
  });

  test('part 1 is the newest messages, oldest first; each next part the ones before; has_more says whether more exist', async () => {
    const part1 = (await show(manager, `scope_id=${scope2}`)).json().data;
    expect(part1).toEqual(expect.objectContaining({ part: 1, per_part: CHAT_PART_SIZE, has_more: true, last_read_message_id: 0, channel: chatChannel(scope2) }));
    expect(part1.messages.map((m: ChatMessage) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 71}`));
    const part3 = (await show(manager, `scope_id=${scope2}&part=3`)).json().data;
    expect(part3.has_more).toBe(false);
    expect(part3.messages.map((m: ChatMessage) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`));
    expect((await show(manager, `scope_id=${scope2}&part=4`)).json().data.messages).toEqual([]);
  });

  test.each([
    ['part=0', { part: [M.numMin(1)] }],
    ['part=x', { part: [M.number] }],
    ['part=1.5', { part: [M.number] }],
    ['', { scope_id: [M.required] }],
    ['scope_id=abc', { scope_id: [M.number] }],
  ])('message/show with %s is a 422', async (query, errors) => {
    const response = await show(manager, query.startsWith('part') ? `scope_id=${scope2}&${query}` : query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  test('unread counts are per scope for the caller; set-as-marked reads up to a message and never moves back', async () => {
    const data = (await manager.get(v1(`message/get-chat-data?project_id=${(await projectOf(scope2))}`))).json().data;
    expect(data.unread_counts).toEqual([{ scope_id: scope2, project_id: await projectOf(scope2), count: 120 }]);
    expect(data.total_unread).toBe(120);
    // The author has nothing unread in it.
    const adminData = (await admin.get(v1(`message/get-chat-data?scope_id=${scope2}`))).json().data;
    expect(adminData.unread_counts).toEqual([]);

    const part1 = (await show(manager, `scope_id=${scope2}`)).json().data.messages as ChatMessage[];
    const marked = await post(manager, 'set-as-marked', { last_message_id: part1[9].id });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ scope_id: scope2, last_read_message_id: part1[9].id, unread: 40 });
    const back = await post(manager, 'set-as-marked', { last_message_id: part1[0].id });
    expect(back.json().data).toEqual({ scope_id: scope2, last_read_message_id: part1[9].id, unread: 40 });
    expect((await show(manager, `scope_id=${scope2}`)).json().data.last_read_message_id).toBe(part1[9].id);
    const after = (await manager.get(v1(`message/get-chat-data?scope_id=${scope2}`))).json().data;
    expect(after.unread_counts).toEqual([{ scope_id: scope2, project_id: await projectOf(scope2), count: 40 }]);
    // Your own message marks the chat read up to it.
    await post(manager, 'create', { scope_id: scope2, content: 'Caught up' });
    expect((await manager.get(v1(`message/get-chat-data?scope_id=${scope2}`))).json().data.unread_counts).toEqual([]);
  });

  test('set-as-marked: a message of a chat you are not in is a 403, another company\'s a 404, a bad id a 422', async () => {
    const [first] = await app.db.select().from(chatMessages).where(eq(chatMessages.scopeId, scope2)).limit(1);
    expect((await post(owner, 'set-as-marked', { last_message_id: first.id })).statusCode).toBe(403);
    expect((await post(outsider, 'set-as-marked', { last_message_id: first.id })).statusCode).toBe(404);
    expect((await post(manager, 'set-as-marked', { last_message_id: 2147483647 })).statusCode).toBe(404);
    const bad = await post(manager, 'set-as-marked', { last_message_id: [1] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ last_message_id: [M.number] });
    expect((await post(manager, 'set-as-marked', {})).json().errors).toEqual({ last_message_id: [M.required] });
  });

  test('get-chat-data: odd filters are a 422, never a 500', async () => {
    for (const query of ['scope_id=x', 'project_id=0', 'project_id=99999999999', 'scope_id=1&scope_id=2']) {
      expect((await manager.get(v1(`message/get-chat-data?${query}`))).statusCode).toBe(422);
    }
    // An unknown bracketed key is not a filter.
    expect((await manager.get(v1('message/get-chat-data?scope_id[]=1'))).statusCode).toBe(200);
  });

  async function projectOf(id: number) {
    const { scopes } = await import('../src/db/schema');
    const [row] = await app.db.select({ projectId: scopes.projectId }).from(scopes).where(eq(scopes.id, id));
    return row.projectId;
  }
});

describe('live room', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  async function connect(c: TestClient): Promise<Socket> {
    const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: `session=${c.cookies.get('session')}` } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }
  const subscribe = (socket: Socket, channel: unknown) => new Promise<{ ok: boolean }>((resolve) => socket.emit('subscribe', channel, resolve));

  test('a member joins the scope room and receives created, edited and deleted messages', async () => {
    const socket = await connect(assignee);
    expect(await subscribe(socket, `private-${chatChannel(scopeId)}`)).toEqual({ ok: true });
    const events: [string, ChatMessage][] = [];
    const got = new Promise<void>((resolve) => {
      for (const event of Object.values(CHAT_EVENTS)) {
        socket.on(event, (message: ChatMessage) => {
          events.push([event, message]);
          if (events.length === 3) resolve();
        });
      }
    });
    const message = await say(manager, 'Live hello');
    await post(manager, 'edit', { message_id: message.id, content: 'Live hello!' });
    await post(manager, 'delete', { message_id: message.id });
    await got;
    expect(events.map(([event, m]) => [event, m.id, m.content, m.edited, m.deleted])).toEqual([
      [CHAT_EVENTS.created, message.id, 'Live hello', false, false],
      [CHAT_EVENTS.edited, message.id, 'Live hello!', true, false],
      [CHAT_EVENTS.deleted, message.id, '', true, true],
    ]);
  });

  test('a non-member, another company and odd channel names are refused; broadcasting/auth says the same', async () => {
    for (const c of [owner, vendorOwner, outsider]) expect(await subscribe(await connect(c), chatChannel(scopeId))).toEqual({ ok: false });
    const member = await connect(manager);
    for (const channel of [chatChannel('abc'), chatChannel(99999999999), 'scope-chat.', 'scope-chat', 'unknown.1', 42, null, chatChannel(otherScopeId)]) {
      expect(await subscribe(member, channel)).toEqual({ ok: false });
    }
    expect((await manager.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-${chatChannel(scopeId)}` })).statusCode).toBe(200);
    expect((await owner.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-${chatChannel(scopeId)}` })).statusCode).toBe(403);
  });

  test('a refused socket receives nothing from the room', async () => {
    const socket = await connect(owner);
    await subscribe(socket, chatChannel(scopeId));
    let received = 0;
    socket.on(CHAT_EVENTS.created, () => (received += 1));
    const watcher = await connect(manager);
    await subscribe(watcher, chatChannel(scopeId));
    const seen = new Promise((resolve) => watcher.on(CHAT_EVENTS.created, resolve));
    await say(admin, 'Only members hear this');
    await seen;
    expect(received).toBe(0);
  });

  test('a channel prefix is registered once; the user channel is not a module\'s', () => {
    const check = async () => true;
    expect(() => app.realtime.addChannelAuthorizer('scope-chat', check)).toThrow('scope-chat');
    expect(() => app.realtime.addChannelAuthorizer('user-notification', check)).toThrow('user-notification');
  });

  test('after unsubscribe a socket no longer receives the room\'s events', async () => {
    const socket = await connect(assignee);
    await subscribe(socket, chatChannel(scopeId));
    let received = 0;
    socket.on(CHAT_EVENTS.created, () => (received += 1));
    socket.emit('unsubscribe', chatChannel(scopeId));
    const watcher = await connect(manager);
    await subscribe(watcher, chatChannel(scopeId));
    const seen = new Promise((resolve) => watcher.on(CHAT_EVENTS.created, resolve));
    await say(admin, 'After leaving');
    await seen;
    expect(received).toBe(0);
  });

  test('a member removed from the project team leaves the scope room at once; the others keep hearing it', async () => {
    const { project, scope } = await createChatScope(app, { companyId: home.company.id, team: [home.users.general_manager!.id, home.users.general_admin!.id], name: 'Leaving team' });
    const leaving = await connect(manager);
    expect(await subscribe(leaving, chatChannel(scope.id))).toEqual({ ok: true });
    let received = 0;
    leaving.on(CHAT_EVENTS.created, () => (received += 1));
    const watcher = await connect(admin);
    expect(await subscribe(watcher, chatChannel(scope.id))).toEqual({ ok: true });
    expect((await owner.post(v1('team/remove-user'), { project_id: project.id, users: [home.users.general_manager!.id] })).statusCode).toBe(200);
    const seen = new Promise((resolve) => watcher.on(CHAT_EVENTS.created, resolve));
    expect((await post(admin, 'create', { scope_id: scope.id, content: 'After the removal' })).statusCode).toBe(201);
    await seen;
    expect(received).toBe(0);
  });

  /** The users whose sockets are in the room now (read on the server). */
  const inRoom = async (id: number) => (await app.realtime.io!.in(chatChannel(id)).fetchSockets()).map((socket) => (socket.data.actor as { user: { id: number } }).user.id).sort((x, y) => x - y);
  const joined = async (c: TestClient, id: number) => {
    const socket = await connect(c);
    expect(await subscribe(socket, chatChannel(id))).toEqual({ ok: true });
    return socket;
  };
  const inNetwork = async () => {
    await app.db.insert(companyNetwork).values({ companyId: home.company.id, partnerCompanyId: vendor.company.id }).onConflictDoNothing();
  };

  test('the former vendor assignee leaves the scope room when the scope is saved with another; the new one may join', async () => {
    await inNetwork();
    const u = home.users;
    const { scope } = await createChatScope(app, { companyId: home.company.id, vendorCompanyId: vendor.company.id, vendorAssigneeId: vendor.users.sub_manager!.id, team: [u.general_admin!.id], name: 'Assignee swap' });
    const former = await joined(assignee, scope.id);
    let received = 0;
    former.on(CHAT_EVENTS.created, () => (received += 1));
    const watcher = await joined(admin, scope.id);
    expect(await subscribe(await connect(vendorOwner), chatChannel(scope.id))).toEqual({ ok: false });
    const saved = await owner.post(v1(`scopes/${scope.id}?_method=PUT`), { name: 'Assignee swap', vendor_company_id: vendor.company.id, vendor_assignee_id: vendor.users.sub_owner!.id });
    expect(saved.statusCode).toBe(200);
    expect(await inRoom(scope.id)).toEqual([u.general_admin!.id]);
    const seen = new Promise((resolve) => watcher.on(CHAT_EVENTS.created, resolve));
    expect((await post(admin, 'create', { scope_id: scope.id, content: 'After the swap' })).statusCode).toBe(201);
    await seen;
    expect(received).toBe(0);
    expect(await subscribe(await connect(vendorOwner), chatChannel(scope.id))).toEqual({ ok: true });
    // Saved with the same assignee, nobody leaves.
    expect((await owner.post(v1(`scopes/${scope.id}?_method=PUT`), { name: 'Assignee swap 2', vendor_company_id: vendor.company.id, vendor_assignee_id: vendor.users.sub_owner!.id })).statusCode).toBe(200);
    expect(await inRoom(scope.id)).toEqual([vendor.users.sub_owner!.id, u.general_admin!.id].sort((x, y) => x - y));
  });

  test('an approver of the last round who is not in the next (the workflow changed) leaves the room on resubmission; one still on the team stays', async () => {
    const u = home.users;
    const [flow] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'scope', name: `Chat replaced approvers ${Date.now()}` }).returning();
    const [step] = await app.db.insert(approvalWorkflowSteps).values({ workflowId: flow.id, position: 1 }).returning();
    await app.db.insert(approvalWorkflowApprovers).values({ stepId: step.id, userId: u.general_admin!.id });
    const { project, scope } = await createChatScope(app, { companyId: home.company.id, team: [u.general_manager!.id], approvers: [u.general_collaborator!.id, u.general_manager!.id], name: 'Approvers replaced' });
    await app.db.update(projects).set({ scopeWorkflowId: flow.id }).where(eq(projects.id, project.id));
    const former = await joined(approver, scope.id);
    let received = 0;
    former.on(CHAT_EVENTS.created, () => (received += 1));
    await joined(manager, scope.id);
    const submitted = await owner.post(v1(`scope/approvals/${scope.id}`));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.approvals.map((a: { user_id: number }) => a.user_id)).toEqual([u.general_admin!.id]);
    // The former approver left; the manager, a former approver too but on the team, stays.
    expect(await inRoom(scope.id)).toEqual([u.general_manager!.id]);
    const newApprover = await joined(admin, scope.id);
    const seen = new Promise((resolve) => newApprover.on(CHAT_EVENTS.created, resolve));
    expect((await post(manager, 'create', { scope_id: scope.id, content: 'New round' })).statusCode).toBe(201);
    await seen;
    expect(received).toBe(0);
  });

  test('a deleted scope\'s room is emptied: every socket leaves it', async () => {
    await inNetwork();
    const u = home.users;
    const { scope } = await createChatScope(app, { companyId: home.company.id, vendorCompanyId: vendor.company.id, vendorAssigneeId: vendor.users.sub_manager!.id, team: [u.general_manager!.id, u.general_admin!.id], name: 'Deleted scope' });
    await joined(manager, scope.id);
    await joined(admin, scope.id);
    await joined(assignee, scope.id);
    const untouched = await joined(manager, scopeId);
    expect(await inRoom(scope.id)).toHaveLength(3);
    expect((await owner.delete(v1(`scopes/${scope.id}`))).statusCode).toBe(200);
    expect(await inRoom(scope.id)).toEqual([]);
    // Other rooms stay joined.
    expect(untouched.connected).toBe(true);
    expect(await inRoom(scopeId)).toContain(u.general_manager!.id);
  });

  test('an archived employee\'s sockets leave every scope room at once; the others stay', async () => {
    const member = await createUser(app, { companyId: home.company.id, role: 'general_manager', email: 'archived-member@chat-home.test' });
    const { scope } = await createChatScope(app, { companyId: home.company.id, team: [member.id, home.users.general_admin!.id], editors: [member.id], name: 'Archived member' });
    const c = new TestClient(app, '10.41.3.1');
    await c.signIn('archived-member@chat-home.test', PASSWORD);
    const { projectTeamMembers } = await import('../src/db/schema');
    await app.db.insert(projectTeamMembers).values({ projectId, userId: member.id });
    const first = await joined(c, scope.id);
    expect(await subscribe(first, chatChannel(scopeId))).toEqual({ ok: true });
    // A room of another module whose check would still let any signed-in caller in: the ended session leaves it too.
    app.realtime.addChannelAuthorizer('archive-any', async () => true);
    expect(await subscribe(first, 'archive-any.1')).toEqual({ ok: true });
    await joined(c, scope.id);
    await joined(admin, scope.id);
    expect((await inRoom(scope.id)).filter((id) => id === member.id)).toHaveLength(2);
    expect(await inRoom(scopeId)).toContain(member.id);
    expect((await owner.post(v1(`users/${member.id}/archive`), {})).statusCode).toBe(200);
    expect(await inRoom(scope.id)).toEqual([home.users.general_admin!.id]);
    expect(await inRoom(scopeId)).not.toContain(member.id);
    expect(await app.realtime.io!.in('archive-any.1').fetchSockets()).toHaveLength(0);
  });

  test('a socket whose session has ended joins no more rooms', async () => {
    const c = await client(home.email('general_manager'));
    const socket = await connect(c);
    expect(await subscribe(socket, chatChannel(scopeId))).toEqual({ ok: true });
    expect((await c.post(v1('auth/logout'), {})).statusCode).toBeLessThan(300);
    expect(await subscribe(socket, chatChannel(scopeId))).toEqual({ ok: false });
  });

  test('a member whose e-mail is not verified cannot join', async () => {
    const user = await createUser(app, { companyId: home.company.id, role: 'general_manager', verified: false, email: 'unverified@chat-home.test' });
    const { projectTeamMembers } = await import('../src/db/schema');
    await app.db.insert(projectTeamMembers).values({ projectId, userId: user.id });
    const c = new TestClient(app, '10.41.2.1');
    await c.signIn('unverified@chat-home.test', PASSWORD);
    expect(await subscribe(await connect(c), chatChannel(scopeId))).toEqual({ ok: false });
  });
});

describe('demo chat history', () => {
  test('every scope of the company with an empty chat gets a conversation once; the unread counts show', async () => {
    const company = await createCompanyWithUsers(app, { name: 'Chat Demo' });
    const sub = await createCompanyWithUsers(app, { name: 'Chat Demo Vendor', type: 'sub_contractor' });
    const { scope } = await createChatScope(app, {
      companyId: company.company.id,
      vendorCompanyId: sub.company.id,
      vendorAssigneeId: sub.users.sub_manager!.id,
      team: [company.users.general_manager!.id, company.users.general_admin!.id],
      name: 'Demo scope',
    });
    const lonely = (await createChatScope(app, { companyId: company.company.id, name: 'Nobody here' })).scope;
    await seedScopeChatDemoData(app.db, company.company.id);
    await seedScopeChatDemoData(app.db, company.company.id);
    const rows = await app.db.select().from(chatMessages).where(eq(chatMessages.scopeId, scope.id));
    expect(rows).toHaveLength(7);
    expect(rows.filter((r) => r.deletedAt !== null)).toHaveLength(1);
    expect(rows.filter((r) => r.editedAt !== null)).toHaveLength(1);
    expect(rows.some((r) => r.markedUserIds.includes(sub.users.sub_manager!.id))).toBe(true);
    // The first team member (by id) talks with the vendor's assignee.
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([company.users.general_admin!.id, sub.users.sub_manager!.id]));
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.scopeId, lonely.id))).toEqual([]);
    // The admin read up to the third message: two answers of the vendor are unread (the deleted one is not counted).
    const admin = await client(company.email('general_admin'));
    expect((await admin.get(v1(`message/get-chat-data?scope_id=${scope.id}`))).json().data.total_unread).toBe(2);
    const manager = await client(company.email('general_manager'));
    expect((await manager.get(v1(`message/get-chat-data?scope_id=${scope.id}`))).json().data.total_unread).toBe(6);
  });
});

// Two API instances share socket rooms through Redis (REDIS_URL): a message posted on one reaches a
// member whose socket is connected to the other. Runs where TEST_REDIS_URL names a Redis server.
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('live room across API instances (Redis)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  test('an event emitted to the room on one instance reaches a member connected to the other', async () => {
    first = await createTestApp({ enableSockets: true, config: { redisUrl: redisUrl! } });
    second = await createTestApp({ enableSockets: true, config: { redisUrl: redisUrl! } });
    const company = await createCompanyWithUsers(first, { name: 'Chat Redis' });
    const { scope } = await createChatScope(first, { companyId: company.company.id, team: [company.users.general_manager!.id], name: `Redis ${Date.now()}` });
    await first.listen({ port: 0, host: '127.0.0.1' });
    const c = new TestClient(first, '10.41.3.1');
    await c.signIn(company.email('general_manager'), PASSWORD);
    const socket = connectSocket(`http://127.0.0.1:${(first.server.address() as AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `session=${c.cookies.get('session')}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      expect(await new Promise((resolve) => socket.emit('subscribe', chatChannel(scope.id), resolve))).toEqual({ ok: true });
      const received = new Promise((resolve) => socket.on(CHAT_EVENTS.created, resolve));
      // The adapter needs a moment to subscribe the new room on Redis.
      await new Promise((r) => setTimeout(r, 200));
      second.realtime.toChannel(chatChannel(scope.id), CHAT_EVENTS.created, { id: 1, content: 'From the other instance' });
      expect(await received).toEqual({ id: 1, content: 'From the other instance' });
    } finally {
      socket.disconnect();
    }
  });
});

describe('the history’s kept reads (CHAT_HISTORY_CACHE_MS) follow every change, made anywhere', () => {
  test('messages, their authors’ names, read marks, the team, the chat switch: here straight in the database', async () => {
    const u = home.users;
    const { scope, project } = await createChatScope(app, { companyId: home.company.id, team: [u.general_manager!.id, u.general_admin!.id], name: 'Kept' });
    const read = (c: TestClient = manager) => show(c, `scope_id=${scope.id}`);
    expect((await read()).json().data).toMatchObject({ messages: [], last_read_message_id: 0 });
    expect((await read()).json().data.messages).toEqual([]);
    const [message] = await app.db.insert(chatMessages).values({ scopeId: scope.id, companyId: home.company.id, userId: u.general_admin!.id, content: 'Straight in' }).returning();
    const history = (await read()).json().data;
    expect(history.messages).toEqual([expect.objectContaining({ id: message.id, content: 'Straight in', user: expect.objectContaining({ id: u.general_admin!.id, first_name: 'admin' }) })]);
    await app.db.update(users).set({ firstName: 'renamed' }).where(eq(users.id, u.general_admin!.id));
    try {
      expect((await read()).json().data.messages[0].user.first_name).toBe('renamed');
    } finally {
      await app.db.update(users).set({ firstName: 'admin' }).where(eq(users.id, u.general_admin!.id));
    }
    await app.db.insert(chatReads).values({ scopeId: scope.id, userId: u.general_manager!.id, lastReadMessageId: message.id });
    expect((await read()).json().data.last_read_message_id).toBe(message.id);
    await app.db.update(chatMessages).set({ deletedAt: new Date() }).where(eq(chatMessages.id, message.id));
    expect((await read()).json().data.messages).toEqual([expect.objectContaining({ id: message.id, deleted: true, content: '' })]);
    await app.db.delete(projectTeamMembers).where(and(eq(projectTeamMembers.projectId, project.id), eq(projectTeamMembers.userId, u.general_manager!.id)));
    expect((await read()).statusCode).toBe(403);
    expect((await read(admin)).statusCode).toBe(200);
    // A former member's message keeps its author, whose name is followed too.
    await app.db.insert(chatMessages).values({ scopeId: scope.id, companyId: home.company.id, userId: u.general_manager!.id, content: 'From before' });
    const former = async () => (await read(admin)).json().data.messages.find((m: ChatMessage) => m.content === 'From before').user;
    expect(await former()).toMatchObject({ id: u.general_manager!.id, first_name: 'manager', company_name: 'Chat Home' });
    await app.db.update(users).set({ firstName: 'moved' }).where(eq(users.id, u.general_manager!.id));
    try {
      expect(await former()).toMatchObject({ id: u.general_manager!.id, first_name: 'moved' });
    } finally {
      await app.db.update(users).set({ firstName: 'manager' }).where(eq(users.id, u.general_manager!.id));
    }
    const chatSwitch = and(eq(companyFeatures.companyId, home.company.id), eq(companyFeatures.feature, 'chat'));
    await app.db.update(companyFeatures).set({ enabled: false }).where(chatSwitch);
    try {
      expect((await read(admin)).json().reason).toBe('feature');
    } finally {
      await app.db.update(companyFeatures).set({ enabled: true }).where(chatSwitch);
    }
    expect((await read(admin)).statusCode).toBe(200);
  });
});
