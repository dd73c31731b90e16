// Cross-cutting behaviour: guards (permission, plan, tenant), maintenance mode, static serving,
// remotes.json, OpenAPI, real time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket } from 'socket.io-client';
import { ERROR_MESSAGES, PERMISSIONS } from 'shared-contract';
import { loadConfig } from '../src/config';
import { companyOf, requirePermission, requirePlan } from '../src/plugins/app/guards';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

describe('guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    app.get('/api/v1/test/guarded', { preHandler: [requirePermission(PERMISSIONS.PROJECTS_CREATE), requirePlan('general')] }, async (request) => ({
      data: { company_id: companyOf(request).id },
    }));
    app.get('/api/v1/test/any', { preHandler: requirePermission({ any: [PERMISSIONS.BILLING_ACCOUNT_EDIT, PERMISSIONS.PROJECTS_VIEW] }) }, async () => ({ data: true }));
    app.get('/api/v1/test/all', { preHandler: requirePermission({ all: [PERMISSIONS.BILLING_ACCOUNT_EDIT, PERMISSIONS.PROJECTS_VIEW] }) }, async () => ({ data: true }));
    await createCompanyWithUsers(app, { name: 'Guard General' });
    await createCompanyWithUsers(app, { name: 'Guard Sub', type: 'sub_contractor' });
    await createOperator(app, 'guard-operator@demo.test');
  });
  afterAll(async () => {
    await app.close();
  });

  test('permission, plan (reason plan) and any/all checks', async () => {
    const owner = new TestClient(app, '10.30.0.1');
    await owner.signIn('general_owner@guard-general.test', PASSWORD);
    expect((await owner.get('/api/v1/test/guarded')).statusCode).toBe(200);

    const viewer = new TestClient(app, '10.30.0.2');
    await viewer.signIn('general_view_only@guard-general.test', PASSWORD);
    const refused = await viewer.get('/api/v1/test/guarded');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.noPermissionAction, reason: 'permission' });
    expect((await viewer.get('/api/v1/test/any')).statusCode).toBe(200);
    expect((await viewer.get('/api/v1/test/all')).statusCode).toBe(403);

    const manager = new TestClient(app, '10.30.0.3');
    await manager.signIn('general_manager@guard-general.test', PASSWORD);
    expect((await manager.get('/api/v1/test/all')).statusCode).toBe(403);
    expect((await owner.get('/api/v1/test/all')).statusCode).toBe(200);

    const subOwner = new TestClient(app, '10.30.0.4');
    await subOwner.signIn('sub_owner@guard-sub.test', PASSWORD);
    const plan = await subOwner.get('/api/v1/test/guarded');
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toEqual({ message: ERROR_MESSAGES.planRefused, reason: 'plan' });
  });

  test('an operator without a company context is refused company routes; inside one it acts as admin', async () => {
    const operator = new TestClient(app, '10.30.0.5');
    await operator.signInOperator('guard-operator@demo.test', PASSWORD);
    const outside = await operator.get('/api/v1/test/guarded');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().reason).toBe('tenant');
    const list = (await operator.get('/api/v1/superadmin/companies', { query: { company_name: 'Guard General' } })).json().data;
    await operator.post('/api/v1/superadmin/login-as-company', { company_id: list[0].id });
    expect((await operator.get('/api/v1/test/guarded')).json()).toEqual({ data: { company_id: list[0].id } });
  });
});

describe('maintenance mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: { maintenanceMode: true } });
    await createCompanyWithUsers(app, { name: 'Maint Co' });
    await createOperator(app, 'maint-operator@demo.test');
  });
  afterAll(async () => {
    await app.close();
  });

  test('every /api/v1 call but auth, config and csrf answers 503 to non-operators', async () => {
    const client = new TestClient(app, '10.31.0.1');
    expect((await client.get('/api/v1/app/config')).json().data.maintenance_mode).toBe(true);
    await client.signIn('general_owner@maint-co.test', PASSWORD);
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(200);
    const blocked = await client.get('/api/v1/reference-book/list');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().reason).toBe('maintenance');

    const operator = new TestClient(app, '10.31.0.2');
    await operator.signInOperator('maint-operator@demo.test', PASSWORD);
    expect((await operator.get('/api/v1/reference-book/list')).statusCode).toBe(200);
    expect((await operator.get('/api/v1/superadmin/companies')).statusCode).toBe(200);
  });
});

describe('static front end and remotes.json', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
    fs.mkdirSync(path.join(root, 'mf-superadmin', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-superadmin', 'dist', 'mf-manifest.json'), '{"id":"mf_superadmin"}');
    fs.writeFileSync(path.join(root, 'mf-superadmin', 'dist', 'remoteEntry.js'), 'var x');
    fs.writeFileSync(path.join(root, 'mf-superadmin', 'dist', '123.1a2b3c4d.js'), 'var y');
    app = await createTestApp({ config: { staticRoot: root } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('shell files, SPA fallback for html, 404 JSON for API paths', async () => {
    expect((await app.inject({ url: '/main.js' })).body).toBe('console.log(1)');
    const deep = await app.inject({ url: '/superadmin/company/3', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>shell</title>');
    expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).body).toContain('shell');
    expect((await app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/nope' })).json()).toEqual({ message: 'Not found.' });
  });

  test('a shell redeployed into its folder is served without a restart', async () => {
    fs.writeFileSync(path.join(root, 'shell', 'dist', '512.abcdef.js'), 'console.log(2)');
    const chunk = await app.inject({ url: '/512.abcdef.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log(2)');
    expect((await app.inject({ url: '/no-such-chunk.js' })).statusCode).toBe(404);
  });

  test('remote files under /remotes/<dir>/ with no-cache manifest and entry; missing remotes are 404', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-superadmin/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/mf-superadmin/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/mf-superadmin/123.1a2b3c4d.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/remotes/mf-projects/mf-manifest.json' })).statusCode).toBe(404);
  });

  test('remotes.json defaults, and REMOTES_CONFIG overrides', async () => {
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({
      mf_projects: '/remotes/mf-projects/mf-manifest.json',
      mf_tasks: '/remotes/mf-tasks/mf-manifest.json',
      mf_companies: '/remotes/mf-companies/mf-manifest.json',
      mf_settings: '/remotes/mf-settings/mf-manifest.json',
      mf_superadmin: '/remotes/mf-superadmin/mf-manifest.json',
      mf_arya: '/remotes/mf-arya/mf-manifest.json',
    });
    const file = path.join(root, 'remotes.override.json');
    fs.writeFileSync(file, JSON.stringify({ mf_arya: 'http://127.0.0.1:9/mf-manifest.json' }));
    const overridden = await createTestApp({ config: { staticRoot: root, remotesConfig: file } });
    try {
      const body = (await overridden.inject({ url: '/remotes.json' })).json();
      expect(body.mf_arya).toBe('http://127.0.0.1:9/mf-manifest.json');
      expect(body.mf_projects).toBe('/remotes/mf-projects/mf-manifest.json');
    } finally {
      await overridden.close();
    }
  });

  test('OpenAPI document at /api/docs', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/superadmin/companies']));
  });
});

describe('production defaults', () => {
  test('no demo seed and no /api/docs in production unless asked (SEED_DEMO, API_DOCS); both by default elsewhere', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.seedDemo).toBe(false);
    expect(production.apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', API_DOCS: 'true' })).toMatchObject({ seedDemo: true, apiDocs: true });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, apiDocs: true });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);

    const app = await createTestApp({ config: { nodeEnv: 'production', apiDocs: production.apiDocs, devMailbox: production.devMailbox } });
    try {
      expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('ALLOWED_ORIGINS', () => {
  test('is a comma-separated list of origins; anything else stops the start with its name', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:3000/' }).allowedOrigins).toEqual(['https://app.example.com', 'http://localhost:3000']);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://app.example.com/path' })).toThrow('ALLOWED_ORIGINS: "https://app.example.com/path" is not an origin');
    expect(() => loadConfig({ ALLOWED_ORIGINS: '*' })).toThrow('ALLOWED_ORIGINS');
  });
});

describe('real time', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp({ enableSockets: true, config: { allowedOrigins: ['https://partner.example.com'] } });
    await createCompanyWithUsers(app, { name: 'Socket Co' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  test('a socket authenticated by the session cookie receives its user-notification events', async () => {
    const client = new TestClient(app, '10.32.0.1');
    const user = await client.signIn('general_owner@socket-co.test', PASSWORD);
    const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: `session=${client.cookies.get('session')}` } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const received = new Promise((resolve) => socket.on('download-created', resolve));
      app.realtime.notifyUser(user.id, 'download-created', { id: 1, name: 'users.xlsx', token: 't' });
      expect(await received).toEqual({ id: 1, name: 'users.xlsx', token: 't' });
    } finally {
      socket.disconnect();
    }
  });

  // Resolves with 'connected' or the connect_error message, for a signed-in user's cookie sent
  // from a page on `origin` (socket.io-client in Node sends extraHeaders as a browser would).
  async function connectFrom(origin: string, transport: 'websocket' | 'polling'): Promise<string> {
    const client = new TestClient(app, '10.32.0.3');
    await client.signIn('general_owner@socket-co.test', PASSWORD);
    const socket = connectSocket(url, {
      path: '/socket.io',
      transports: [transport],
      reconnection: false,
      extraHeaders: { cookie: `session=${client.cookies.get('session')}`, origin },
    });
    try {
      return await new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      });
    } finally {
      socket.disconnect();
    }
  }

  test('a page on another origin (a sibling port or subdomain) cannot open a socket with the user\'s cookie', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await connectFrom('http://localhost:8081', transport)).not.toBe('connected');
      expect(await connectFrom('http://evil.localhost:8080', transport)).not.toBe('connected');
    }
  });

  test('the app\'s own origins connect: PUBLIC_URL, the address the page was served from, ALLOWED_ORIGINS', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await connectFrom('http://localhost:8080', transport)).toBe('connected');
      expect(await connectFrom(url, transport)).toBe('connected');
      expect(await connectFrom('https://partner.example.com', transport)).toBe('connected');
    }
  });

  test('socket.io CORS headers name only the configured origins', async () => {
    const handshake = (origin: string) => fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const partner = await handshake('https://partner.example.com');
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    const foreign = await handshake('https://evil.example.com');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a socket without a session is refused', async () => {
    const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Unauthenticated.');
    socket.disconnect();
  });

  test('broadcasting/auth allows only your own channel', async () => {
    const client = new TestClient(app, '10.32.0.2');
    const user = await client.signIn('general_admin@socket-co.test', PASSWORD);
    const own = await client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-user-notification.${user.id}` });
    expect(own.statusCode).toBe(200);
    const other = await client.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-user-notification.${user.id + 1}` });
    expect(other.statusCode).toBe(403);
    const form = await client.request('POST', '/broadcasting/auth', {
      rawBody: undefined,
      body: `socket_id=1.2&channel_name=private-user-notification.${user.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
  });
});
