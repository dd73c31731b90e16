// Shared helpers for the benchmarks: start the built server on a throw-away DATA_DIR, sign in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** What each started server wrote to its console, by base address: outbox mail is written there. */
const serverOutputs = new Map();

/** The texts of the mails to an address in the server's console (api mail plugin, outbox mode), oldest first. */
function mailsInOutput(base, email) {
  const blocks = [...(serverOutputs.get(base) ?? '').matchAll(/----- mail to (\S+) -----\nSubject: .*\n\n([\s\S]*?)\n----- end of mail -----/g)];
  return blocks.filter((m) => m[1] === email.toLowerCase()).map((m) => m[2]);
}

export async function startSystem() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', SMTP_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Only a signed-in operator reads /api/dev/mailbox: the operator's code comes from the console.
  serverOutputs.set(base, '');
  child.stdout.on('data', (d) => serverOutputs.set(base, serverOutputs.get(base) + d));
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/app/config`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 120000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping client for the API (session + XSRF). */
export class ApiSession {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res) {
    for (const c of res.headers.getSetCookie?.() ?? []) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  async request(method, path, body) {
    if (!this.cookies.has('XSRF-TOKEN')) this.keep(await fetch(`${this.base}/api/sanctum/csrf-cookie`));
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader,
        accept: 'application/json',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    this.keep(res);
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
  async signIn(email, password = 'Demo!2026') {
    return this.request('POST', '/api/v1/auth/login', { email, password });
  }
  async signInOperator(email = 'operator@demo.test', password = 'Demo!2026') {
    const before = mailsInOutput(this.base, email).length;
    await this.request('POST', '/api/v1/auth/superadmin/login', { email, password });
    const started = Date.now();
    while (mailsInOutput(this.base, email).length <= before) {
      if (Date.now() - started > 10000) throw new Error(`no sign-in code for ${email} in the server output`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const code = mailsInOutput(this.base, email)[before].match(/\b(\d{4})\b/)[1];
    return this.request('POST', '/api/v1/auth/superadmin/verify-code', { email, code });
  }
}
