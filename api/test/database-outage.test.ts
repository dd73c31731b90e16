// The database going away is survived: a dropped PostgreSQL connection (pg_terminate_backend, a
// restart, a cut TCP connection) is logged and replaced, never the end of the process; requests
// meanwhile answer 503 { message } and later ones work again; a statement past the timeout and a
// server that stops answering answer 503 instead of holding the request; the job runner and the
// change feed carry on. The PostgreSQL cases run when TEST_DATABASE_URL is set (CI sets it).
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from 'shared-contract';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import type { Change } from '../src/plugins/app/change-feed';
import { isDatabaseUnavailable } from '../src/plugins/app/error-handler';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

const testUrl = process.env.TEST_DATABASE_URL;
const onPostgres = testUrl ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAVAILABLE = { message: ERROR_MESSAGES.serviceUnavailable, reason: 'unavailable' };

/** Polls `check` until it holds or `ms` passed; returns whether it held. */
async function waitFor(check: () => Promise<boolean> | boolean, ms = 8_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await check()) return true;
  return false;
}

/** A TCP server that accepts connections and never answers (a database that hangs). */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A TCP proxy to the test database that can stop passing data on (the server stops answering) and start again. */
async function startFreezableProxy(target: URL) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (data) => void (frozen || upstream.write(data)));
    upstream.on('data', (data) => void (frozen || client.write(data)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.href);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.href,
    freeze: (value: boolean) => void (frozen = value),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test('a database that does not answer the connection fails the query after the connect timeout, as unavailable', async () => {
  const silent = await startSilentServer();
  const handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/none`, connectTimeoutMs: 300, log: { warn: () => undefined } });
  try {
    const started = Date.now();
    const error = await handle.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error).toBeTruthy();
    expect(isDatabaseUnavailable(error)).toBe(true);
  } finally {
    await handle.close();
    await silent.close();
  }
});

onPostgres('on PostgreSQL', () => {
  let admin: import('pg').Client;
  beforeAll(async () => {
    const { Client } = await import('pg');
    admin = new Client({ connectionString: testUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  /** Ends every connection of the application name, as a DBA or a database restart does. */
  const terminate = async (applicationName: string) => {
    const { rows } = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1', [applicationName]);
    return rows.filter((r) => r.ended).length;
  };

  test('connections ended under a serving app: it stays up, answers 503 or 200 at once, recovers, and its jobs and change feed carry on', async () => {
    const applicationName = `outage-${crypto.randomBytes(4).toString('hex')}`;
    const app = await createTestApp({ database: { applicationName } });
    try {
      await createCompanyWithUsers(app, { name: 'Outage Home' });
      const owner = new TestClient(app, '10.30.0.1');
      await owner.signIn('general_owner@outage-home.test', PASSWORD);
      const ran: number[] = [];
      app.jobs.register('test.after-outage', async (_payload, job) => void ran.push(job.id));
      const changes: Change[] = [];
      app.changes.subscribe((change) => changes.push(change));
      await app.listen({ port: 0, host: '127.0.0.1' }); // the job runner polls, as in production
      // Direct inject: the test client's flush would itself query the database first.
      const profile = (): Promise<LightMyRequestResponse> =>
        app.inject({ method: 'GET', url: '/api/v1/users/profile/show', headers: { accept: 'application/json', cookie: [...owner.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') } });
      // Several pooled connections, idle when they are ended.
      expect((await Promise.all([profile(), profile(), profile()])).map((r) => r.statusCode)).toEqual([200, 200, 200]);

      expect(await terminate(applicationName)).toBeGreaterThanOrEqual(2); // pooled ones and the LISTEN one
      await sleep(200);
      const during = await profile();
      expect([200, 503]).toContain(during.statusCode);
      if (during.statusCode === 503) expect(during.json()).toEqual(UNAVAILABLE);
      // Ended while a request holds them: a transaction in flight fails as unavailable, the process lives on.
      const slow = app.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(5)`));
      await sleep(300);
      expect(await terminate(applicationName)).toBeGreaterThanOrEqual(1);
      const failed = await slow.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);

      expect(await waitFor(async () => (await profile()).statusCode === 200)).toBe(true);
      // The change feed noticed the gap, listens again, and hears changes.
      expect(changes).toContainEqual({ kind: 'everything', live: false });
      expect(await waitFor(() => app.changes.live)).toBe(true);
      await app.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.email, 'general_owner@outage-home.test'));
      expect(await waitFor(() => changes.some((c) => c.kind === 'row' && c.table === 'users'))).toBe(true);
      // The job runner is still polling.
      const job = await app.jobs.enqueue('test.after-outage', {});
      expect(await waitFor(() => ran.includes(job.id))).toBe(true);
    } finally {
      await app.close();
    }
  });

  test('a statement running past the statement timeout answers 503 and the app goes on', async () => {
    const app = await createTestApp({ database: { statementTimeoutMs: 300 } });
    app.get('/test/sleep', async () => app.db.execute(sql`select pg_sleep(3)`).then(() => ({ slept: true })));
    app.get('/test/quick', async () => app.db.execute(sql`select 1`).then(() => ({ quick: true })));
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/test/sleep' });
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect((await app.inject({ method: 'GET', url: '/test/quick' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('a server that stops answering fails requests after the read timeout, and they work again once it answers', async () => {
    const proxy = await startFreezableProxy(new URL(testUrl!));
    // Statements are cancelled after 300 ms; the client gives up on a silent server 2 s after that.
    const app = await createTestApp({ database: { databaseUrl: proxy.url, statementTimeoutMs: 300 } });
    app.get('/test/in-transaction', async () => app.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(() => ({ ok: true })));
    let closed = false;
    try {
      expect((await app.inject({ method: 'GET', url: '/test/in-transaction' })).statusCode).toBe(200);
      proxy.freeze(true);
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/test/in-transaction' });
      expect(Date.now() - started).toBeLessThan(4_000); // the read timeout, not a new connection's
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      proxy.freeze(false);
      // The connection the silent server held is closed, not handed out again.
      expect(await waitFor(async () => (await app.inject({ method: 'GET', url: '/test/in-transaction' })).statusCode === 200, 6_000)).toBe(true);
      // The pool waits for every connection it handed out: closing proves the failed BEGIN's came back.
      closed = true;
      const kept = new Promise((_resolve, reject) => setTimeout(() => reject(new Error('the pool kept a connection the silent server held')), 5_000).unref());
      await Promise.race([app.close(), kept]);
    } finally {
      proxy.freeze(false);
      if (!closed) await app.close();
      await proxy.close();
    }
  });
});
