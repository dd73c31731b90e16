// Security headers on every answer (API, files, errors, 404s), the document policy the shell and
// the remotes run under (remote origins from REMOTES_CONFIG), and HSTS only behind TLS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { NON_DOCUMENT_POLICY } from '../src/plugins/app/security-headers';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let root: string;
let remotesConfig: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  remotesConfig = path.join(root, 'remotes.override.json');
  fs.writeFileSync(remotesConfig, '{}');
  app = await createTestApp({ config: { staticRoot: root, remotesConfig } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const expectCommonHeaders = (res: LightMyRequestResponse) => {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
};

test('API answers, errors, 404s and files all carry nosniff, Referrer-Policy, frame-ancestors; non-pages load nothing', async () => {
  const answers = [
    await app.inject({ url: '/api/v1/app/config' }),
    await app.inject({ url: '/api/v1/auth/user' }),
    await app.inject({ url: '/api/v1/no-such-route' }),
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } }),
    await app.inject({ url: '/main.js' }),
    await app.inject({ url: '/remotes.json' }),
  ];
  expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, expect.any(Number), 200, 200]);
  for (const res of answers) {
    expectCommonHeaders(res);
    expect(res.headers['content-security-policy']).toBe(NON_DOCUMENT_POLICY);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  }
});

test("the shell's page allows its own scripts, emotion's inline styles, data:/blob: images, and no framing", async () => {
  for (const url of ['/', '/index.html', '/superadmin/company/3']) {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("connect-src 'self' ws://localhost:8080;");
    expect(policy).toContain("object-src 'none'");
  }
});

test('a remote deployed on another origin (REMOTES_CONFIG) may serve scripts and its manifest, from the next page load on', async () => {
  fs.writeFileSync(remotesConfig, JSON.stringify({ mf_settings: 'https://cdn.example.com/mf-settings/2026-11-24/mf-manifest.json' }));
  try {
    const policy = String((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("connect-src 'self' ws://localhost:8080 https://cdn.example.com;");
  } finally {
    fs.writeFileSync(remotesConfig, '{}');
  }
  expect(String((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'])).toContain("script-src 'self';");
});

test('Strict-Transport-Security only when the browser is on HTTPS', async () => {
  const forwarded = { 'x-forwarded-proto': 'https' };
  // Without TRUST_PROXY a forwarded protocol is anyone's claim.
  expect((await app.inject({ url: '/api/v1/app/config', headers: forwarded })).headers['strict-transport-security']).toBeUndefined();
  const behindProxy = await createTestApp({ config: { trustProxy: true } });
  const onHttps = await createTestApp({ config: { publicUrl: 'https://app.example.com' } });
  try {
    expect((await behindProxy.inject({ url: '/api/v1/app/config', headers: forwarded })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await behindProxy.inject({ url: '/api/v1/app/config' })).headers['strict-transport-security']).toBeUndefined();
    const res = await onHttps.inject({ url: '/api/v1/no-such-route' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  } finally {
    await behindProxy.close();
    await onHttps.close();
  }
});
