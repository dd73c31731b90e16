#!/usr/bin/env node
// Runs the pinned pnpm without requiring it to be installed globally: a fresh machine has only Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localPnpm = join(root, 'node_modules', '.pnpm-cli', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/** Installs pnpm into node_modules/.pnpm-cli once, then returns the command to run it. */
export function ensurePnpm() {
  if (!existsSync(localPnpm)) {
    const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, 'node_modules', '.pnpm-cli'), `pnpm@${PNPM_VERSION}`], { stdio: 'inherit', cwd: root });
    if (r.status !== 0) throw new Error('Could not install pnpm');
  }
  return [process.execPath, localPnpm];
}

export function pnpm(args, opts = {}) {
  const [cmd, script] = ensurePnpm();
  const r = spawnSync(cmd, [script, ...args], { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(pnpm(process.argv.slice(2)));
}
