// Starts the built system the way `npm start` does (SKIP_BUILD: `npm test` has just built it).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const root = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function globalSetup() {
  // Against a system that is already running (development): E2E_BASE_URL, E2E_REMOTES_CONFIG
  // naming the file its REMOTES_CONFIG points at and E2E_SERVER_LOG the file its output goes to
  // (the operator's sign-in code is read there).
  if (process.env.E2E_BASE_URL) {
    const remotesConfig = process.env.E2E_REMOTES_CONFIG ?? join(mkdtempSync(join(tmpdir(), 'e2e-remotes-')), 'remotes.json');
    writeFileSync(join(tmpdir(), 'e2e-state.json'), JSON.stringify({ base: process.env.E2E_BASE_URL, remotesConfig, serverLog: process.env.E2E_SERVER_LOG, external: true }));
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // remotes.json overrides, read by the server on every request: the remote tests repoint a remote here.
  const remotesConfig = join(dataDir, 'remotes.override.json');
  writeFileSync(remotesConfig, '{}');
  // One user sends more mail in ten minutes here than a person would (the bulk send adds 20 vendors
  // by invitation after other files' invitations): the per-user mail limit is raised for this
  // server only; its refusal is covered by the API tests (mail-limits).
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', REMOTES_CONFIG: remotesConfig, MAIL_ACTIONS_PER_USER: '200' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output, also in a file: the outbox writes each mail there, and support/browser.ts
  // reads the operator's sign-in code from it (only a signed-in operator may read /api/dev/mailbox).
  const serverLog = join(dataDir, 'server.log');
  writeFileSync(serverLog, '');
  let log = '';
  const capture = (d: Buffer) => {
    log += d;
    appendFileSync(serverLog, d);
  };
  child.stdout!.on('data', capture);
  child.stderr!.on('data', capture);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${base}/api/v1/app/config`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 180000) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const state = { base, pid: child.pid, dataDir, remotesConfig, serverLog };
  writeFileSync(join(tmpdir(), 'e2e-state.json'), JSON.stringify(state));
  process.env.E2E_BASE_URL = base;
  (globalThis as any).__E2E_SERVER__ = child;
}
