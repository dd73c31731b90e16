// The per-instance caches (callers in plugins/app/session.ts, the operator company list) must never
// answer with what the database no longer says: a change made anywhere (a request, a job, another
// instance, a direct write) reaches them through the change feed.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { companies, permissionGroups, sessions, users } from '../src/db/schema';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { LocalCache } from '../src/lib/local-cache';
import { createChangeFeed, parseRowChange, type Change } from '../src/plugins/app/change-feed';
import type { ListenFunction } from '../src/db/client';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Cache Builders' });
  await createOperator(app, 'cache-operator@test.test');
});
afterAll(async () => {
  await app.close();
});

describe('callers', () => {
  it('a permission taken away in the database is refused on the next request', async () => {
    const admin = new TestClient(app);
    await admin.signIn(home.email('general_admin'), PASSWORD);
    expect((await admin.get('/api/v1/employees')).statusCode).toBe(200);
    expect((await admin.get('/api/v1/employees')).statusCode).toBe(200);
    await app.db
      .update(permissionGroups)
      .set({ permissions: ['projects.view'] })
      .where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_admin')));
    expect((await admin.get('/api/v1/employees')).statusCode).toBe(403);
    const me = (await admin.get('/api/v1/auth/user')).json().data;
    expect(me.permissions).toEqual(['projects.view']);
  });

  it('a session ended elsewhere (another device signing out, an expiry) no longer signs requests in', async () => {
    const manager = new TestClient(app);
    await manager.signIn(home.email('general_manager'), PASSWORD);
    expect((await manager.get('/api/v1/auth/user')).statusCode).toBe(200);
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, home.users.general_manager!.id));
    expect((await manager.get('/api/v1/auth/user')).statusCode).toBe(401);
  });

  it('a renamed user and a blocked company show at once', async () => {
    const owner = new TestClient(app);
    await owner.signIn(home.email('general_owner'), PASSWORD);
    expect((await owner.get('/api/v1/auth/user')).json().data.company.status).toBe('active');
    await app.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, home.users.general_owner!.id));
    await app.db.update(companies).set({ status: 'blocked' }).where(eq(companies.id, home.company.id));
    const me = (await owner.get('/api/v1/auth/user')).json().data;
    expect(me.first_name).toBe('Renamed');
    expect(me.company.status).toBe('blocked');
    await app.db.update(companies).set({ status: 'active' }).where(eq(companies.id, home.company.id));
  });

  it('a state-changing request announces its change before its answer leaves', async () => {
    const heard: Change[] = [];
    const unsubscribe = app.changes.subscribe((change) => heard.push(change));
    const viewer = new TestClient(app);
    await viewer.signIn(home.email('general_view_only'), PASSWORD);
    heard.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/save',
      headers: { cookie: [...viewer.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': viewer.cookies.get('XSRF-TOKEN')! },
      payload: { first_name: 'Vera', last_name: 'Viewer', phone: '' },
    });
    expect(heard).toContainEqual({ kind: 'request', companyId: home.company.id, userId: home.users.general_view_only!.id });
    unsubscribe();
    expect(response.statusCode).toBe(200);
  });
});

describe('the operator company list', () => {
  it('shows a company created or renamed elsewhere, and the operator’s own changes at once', async () => {
    const operator = new TestClient(app);
    await operator.signInOperator('cache-operator@test.test', PASSWORD);
    const names = async () => (await operator.get('/api/v1/superadmin/companies', { query: { per_page: 100, sort_field: 'name' } })).json().data.map((c: { name: string }) => c.name);
    expect(await names()).toEqual(['Cache Builders']);
    const other = await createCompanyWithUsers(app, { name: 'Zulu Elsewhere' });
    expect(await names()).toEqual(['Cache Builders', 'Zulu Elsewhere']);
    await app.db.update(companies).set({ name: 'Alpha Elsewhere' }).where(eq(companies.id, other.company.id));
    expect(await names()).toEqual(['Alpha Elsewhere', 'Cache Builders']);
    // The operator's own change: read without waiting for the feed, as a browser's next request would.
    const blocked = await operator.post(`/api/v1/superadmin/companies/${other.company.id}/block`);
    expect(blocked.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/v1/superadmin/companies?per_page=100&sort_field=name', headers: { cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(list.json().data.find((c: { id: number }) => c.id === other.company.id).status).toBe('blocked');
  });

  it('answers a bad query with 422 every time, never from the cache', async () => {
    const operator = new TestClient(app);
    await operator.signInOperator('cache-operator@test.test', PASSWORD);
    for (let i = 0; i < 2; i++) expect((await operator.get('/api/v1/superadmin/companies', { query: { sort_field: 'password' } })).statusCode).toBe(422);
  });
});

describe('LocalCache', () => {
  it('does not keep a load that raced an invalidation', () => {
    const cache = new LocalCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const stamp = cache.stamp();
    cache.invalidate('company:1');
    cache.set('a', 'stale', { stamp, tags: ['company:1'] });
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', { stamp: cache.stamp(), tags: ['company:1'] });
    expect(cache.get('a')).toBe('fresh');
  });

  it('drops entries by tag, by expiry, and keeps nothing while disabled', () => {
    const cache = new LocalCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('a', '1', { stamp: cache.stamp(), tags: ['company:1', 'user:1'] });
    cache.set('b', '2', { stamp: cache.stamp(), tags: ['company:2'] });
    cache.set('c', '3', { stamp: cache.stamp(), expiresAt: Date.now() - 1 });
    cache.invalidate('user:1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', undefined]);
    cache.setEnabled(false);
    cache.set('d', '4', { stamp: cache.stamp() });
    expect([cache.get('b'), cache.get('d')]).toEqual([undefined, undefined]);
  });

  it('stays within its size', () => {
    const cache = new LocalCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    for (let i = 0; i < 25; i++) cache.set(`k${i}`, i, { stamp: cache.stamp() });
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get('k24')).toBe(24);
  });
});

describe('the change feed', () => {
  it('reads trigger payloads', () => {
    expect(parseRowChange('users|7|3|')).toEqual({ table: 'users', id: '7', companyId: 3, userId: null });
    expect(parseRowChange('sessions|abc||9')).toEqual({ table: 'sessions', id: 'abc', companyId: null, userId: 9 });
    expect(parseRowChange('')).toBeNull();
  });

  it('tells its listeners to stop trusting caches while it cannot hear, and to start again once it listens', async () => {
    let gap: (listening: boolean) => void = () => undefined;
    const listen: ListenFunction = async (_channel, _onPayload, onGap) => {
      gap = onGap;
      return async () => undefined;
    };
    const feed = createChangeFeed(listen, async () => undefined);
    await feed.start();
    const heard: Change[] = [];
    feed.subscribe((change) => heard.push(change));
    gap(false);
    expect(feed.live).toBe(false);
    gap(true);
    expect(feed.live).toBe(true);
    expect(heard).toEqual([
      { kind: 'everything', live: false },
      { kind: 'everything', live: true },
    ]);
  });
});

// Several API instances on one PostgreSQL: what one changes, the others' caches hear.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('two API instances', () => {
  it('a role changed through one instance applies at once on the other', async () => {
    const schemaName = (await app.db.execute<{ schema: string }>('select current_schema() as schema' as never)) as unknown as { rows: { schema: string }[] };
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, searchPath: schemaName.rows[0].schema });
    const second = await buildApp({ config: { nodeEnv: 'test', logLevel: 'silent', publicUrl: 'http://localhost:8080' }, env: {}, database: handle, skipMigrations: true });
    try {
      const other = await createCompanyWithUsers(app, { name: 'Two Instances' });
      const onSecond = new TestClient(second);
      await onSecond.signIn(other.email('general_collaborator'), PASSWORD);
      expect((await onSecond.get('/api/v1/auth/user')).json().data.role.name).toBe('general_collaborator');
      const adminOnFirst = new TestClient(app);
      await adminOnFirst.signIn(other.email('general_owner'), PASSWORD);
      const changed = await adminOnFirst.put(`/api/v1/employees/${other.users.general_collaborator!.id}`, {
        first_name: 'Colin',
        last_name: 'Two',
        phone: '',
        role: 'general_view_only',
      });
      expect(changed.statusCode).toBe(200);
      const me = (await onSecond.get('/api/v1/auth/user')).json().data;
      expect(me.role.name).toBe('general_view_only');
    } finally {
      await second.close();
    }
  });
});

describe('LocalCache tags', () => {
  it('forgets the tags of entries that are gone, and re-tags an entry set again', () => {
    const cache = new LocalCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('a', '1', { stamp: cache.stamp(), tags: ['company:1'] });
    cache.set('a', '2', { stamp: cache.stamp(), tags: ['company:2'] });
    cache.invalidate('company:1');
    expect(cache.get('a')).toBe('2');
    cache.delete('a');
    cache.set('b', '3', { stamp: cache.stamp(), tags: ['company:2'] });
    cache.invalidate('company:2');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(0);
  });
});
