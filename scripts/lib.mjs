// Helpers shared by the root scripts (start, test, build, dev).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm } from './pnpm.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-projects', 'mf-tasks', 'mf-companies', 'mf-settings', 'mf-superadmin', 'mf-arya'];

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  return r.status ?? 1;
}

export function runPnpm(args, opts = {}) {
  const [node, cli] = ensurePnpm();
  return run(node, [cli, ...args], opts);
}

/** Installs the workspace (pnpm itself included) unless node_modules is already up to date with the lockfile. */
export function install() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && !process.env.FORCE_INSTALL) return;
  const frozen = existsSync(lock) ? ['--frozen-lockfile'] : [];
  const status = runPnpm(['install', ...frozen, '--reporter=append-only'], { env: { CI: 'true' } });
  if (status !== 0) throw new Error('pnpm install failed');
}

/** Builds the API bundle and every front-end app (two at a time: the machine has two cores). */
export function buildAll() {
  const filters = ['api', ...APPS].flatMap((p) => ['--filter', p]);
  const status = runPnpm(['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (status !== 0) throw new Error('build failed');
}

export function startServer({ env = {}, stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], { cwd: root, stdio, env: { ...process.env, ...env } });
}

export async function waitForHttp(url, timeoutMs = 120000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export const DEMO_SIGN_INS = [
  ['Platform operator (at /superadmin-login)', 'operator@demo.test'],
  ['Northwind Builders — owner', 'owner@northwind.test'],
  ['Northwind Builders — admin', 'admin@northwind.test'],
  ['Northwind Builders — manager', 'manager@northwind.test'],
  ['Northwind Builders — collaborator', 'collaborator@northwind.test'],
  ['Northwind Builders — view only', 'viewer@northwind.test'],
  ['Ridge Electric — owner', 'owner@ridge.test'],
  ['Bayside Concrete — owner', 'owner@bayside.test'],
  ['Summit Plumbing — owner', 'owner@summit.test'],
];

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
