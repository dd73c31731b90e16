import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalTeardown() {
  const child = (globalThis as any).__E2E_SERVER__;
  const state = JSON.parse(readFileSync(join(tmpdir(), 'e2e-state.json'), 'utf8'));
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
}
