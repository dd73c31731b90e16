// Starts the built system the way `npm start` does (SKIP_BUILD: `npm test` has just built it).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
  // Against a system that is already running (development): E2E_BASE_URL, and E2E_REMOTES_CONFIG
  // naming the file its REMOTES_CONFIG points at.
  if (process.env.E2E_BASE_URL) {
    const remotesConfig = process.env.E2E_REMOTES_CONFIG ?? join(mkdtempSync(join(tmpdir(), 'e2e-remotes-')), 'remotes.json');
    writeFileSync(join(tmpdir(), 'e2e-state.json'), JSON.stringify({ base: process.env.E2E_BASE_URL, remotesConfig, external: true }));
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // remotes.json overrides, read by the server on every request: the remote tests repoint a remote here.
  const remotesConfig = join(dataDir, 'remotes.override.json');
  writeFileSync(remotesConfig, '{}');
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', REMOTES_CONFIG: remotesConfig },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
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
  const state = { base, pid: child.pid, dataDir, remotesConfig };
  writeFileSync(join(tmpdir(), 'e2e-state.json'), JSON.stringify(state));
  process.env.E2E_BASE_URL = base;
  (globalThis as any).__E2E_SERVER__ = child;
}
