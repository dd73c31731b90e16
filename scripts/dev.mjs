#!/usr/bin/env node
// npm run dev: the API in watch mode and webpack-dev-server for the shell and every remote.
import { spawn } from 'node:child_process';
import { install, root, APPS } from './lib.mjs';
import { ensurePnpm } from './pnpm.mjs';

install();
const [node, cli] = ensurePnpm();
// The API serves remotes.json pointing at each remote's dev server (ports 3001-3006); the shell runs on 3000.
const apiEnv = { ...process.env, REMOTES_CONFIG: process.env.REMOTES_CONFIG ?? `${root}/tools/remotes.dev.json`, NODE_ENV: 'development' };
const children = [
  spawn(node, [cli, '--filter', 'api', 'dev'], { cwd: root, stdio: 'inherit', env: apiEnv }),
  ...APPS.map((app) => spawn(node, [cli, '--filter', app, 'dev'], { cwd: root, stdio: 'inherit' })),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
