// What goes over the wire: the front end's files as the build precompressed them (br, else gzip,
// else identity, by Accept-Encoding), content-hashed files cached for a year and entry files
// revalidated, and API answers above the threshold compressed on the fly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compressPlugin, { COMPRESSION_THRESHOLD } from '../src/plugins/external/compress';
import { loadNative } from '../src/lib/load-native';
import { createTestApp } from './helpers/test-app';
// The build step itself (tools/webpack-config): the files served here are the ones it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompressFolder } = require('../../tools/webpack-config/precompress') as { precompressFolder: (dir: string) => Promise<number> };

const Fastify = loadNative<{ default: typeof import('fastify').default }>('fastify').default;

let app: FastifyInstance;
let root: string;
// Script-like text that compresses well, as a bundle does, and is well above 1 KB.
const chunkSource = Array.from({ length: 400 }, (_, i) => `export function component${i}(props) { return props.value + ${i}; }`).join('\n');
const manifestSource = JSON.stringify({ id: 'mf_settings', exposes: Array.from({ length: 60 }, (_, i) => ({ id: `mf_settings:route${i}`, path: `./route${i}` })) });
const incompressible = crypto.randomBytes(4096).toString('base64');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compression-'));
  const shell = path.join(root, 'shell', 'dist');
  const remote = path.join(root, 'mf-settings', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title><script src="/main.js"></script>');
  fs.writeFileSync(path.join(shell, 'main.js'), chunkSource);
  fs.writeFileSync(path.join(shell, '512.1a2b3c4d.js'), chunkSource);
  fs.writeFileSync(path.join(shell, '513.5e6f7a8b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), manifestSource);
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), chunkSource);
  expect(await precompressFolder(shell)).toBe(2);
  expect(await precompressFolder(remote)).toBe(2);
  app = await createTestApp({ config: { staticRoot: root } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('the build writes .br and .gz beside each text file of 1 KB or more, and nothing for smaller ones', () => {
  const shell = path.join(root, 'shell', 'dist');
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(shell, '512.1a2b3c4d.js.br'))).toString()).toBe(chunkSource);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(shell, '512.1a2b3c4d.js.gz'))).toString()).toBe(chunkSource);
  expect(fs.existsSync(path.join(shell, '513.5e6f7a8b.js.br'))).toBe(false);
  expect(fs.existsSync(path.join(shell, 'index.html.br'))).toBe(false);
});

test('a content-hashed chunk comes as brotli when accepted, else gzip, else as it is; cached for a year', async () => {
  const br = await get('/512.1a2b3c4d.js', 'gzip, deflate, br');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^application\/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  expect(br.rawPayload.length).toBeLessThan(chunkSource.length / 4);
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(chunkSource);

  const gzip = await get('/512.1a2b3c4d.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(chunkSource);

  const identity = await get('/512.1a2b3c4d.js');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toBe(chunkSource);
  expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('entry files (the shell page and main.js, a remote manifest and entry) come compressed and are revalidated on every load', async () => {
  for (const url of ['/main.js', '/remotes/mf-settings/remoteEntry.js', '/remotes/mf-settings/mf-manifest.json']) {
    const res = await get(url, 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  const manifest = await get('/remotes/mf-settings/mf-manifest.json', 'gzip');
  expect(manifest.headers['content-type']).toMatch(/^application\/json/);
  expect(zlib.gunzipSync(manifest.rawPayload).toString()).toBe(manifestSource);
  expect((await get('/', 'br, gzip')).headers['cache-control']).toBe('no-cache');
  expect((await get('/index.html', 'br, gzip')).headers['cache-control']).toBe('no-cache');
});

test('API answers above the threshold are compressed for a client that accepts it; small ones are not', async () => {
  const docs = await get('/api/docs/json', 'gzip, deflate, br');
  expect(docs.statusCode).toBe(200);
  expect(docs.headers['content-encoding']).toBe('br');
  expect(docs.headers.vary).toMatch(/accept-encoding/i);
  const document = JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString());
  expect(Object.keys(document.paths)).toContain('/api/v1/auth/login');
  expect(docs.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 4);

  expect((await get('/api/docs/json', 'gzip')).headers['content-encoding']).toBe('gzip');
  expect((await get('/api/docs/json')).headers['content-encoding']).toBeUndefined();

  const small = await get('/api/v1/app/config', 'gzip, br');
  expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
  expect(small.headers['content-encoding']).toBeUndefined();
});

test('answers already compressed (images, spreadsheets) are sent as they are', async () => {
  // The plugin as the app registers it, on a bare server with two routes of those types.
  const server = Fastify();
  await server.register(compressPlugin);
  server.get('/spreadsheet', async (_request, reply) => reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(incompressible)));
  server.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.from(incompressible)));
  server.get('/csv', async (_request, reply) => reply.type('text/csv').send(chunkSource));
  try {
    for (const url of ['/spreadsheet', '/picture']) {
      const res = await server.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(incompressible);
    }
    expect((await server.inject({ url: '/csv', headers: { 'accept-encoding': 'br, gzip' } })).headers['content-encoding']).toBe('br');
  } finally {
    await server.close();
  }
});
