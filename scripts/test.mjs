#!/usr/bin/env node
// npm test: every test. Type-check, module-boundary lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// component, the Storybook build, and end-to-end in headless Chromium against the built system.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { install, buildAll, run, runPnpm, root } from './lib.mjs';

const started = Date.now();
const results = [];
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const outDir = join(root, '.tmp', 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

function jest(label, args, env = {}) {
  const out = join(outDir, `${label}.json`);
  const status = run(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...args], { env });
  let passed = 0;
  let failed = 0;
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  } catch {
    failed += 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ label, passed, failed });
}

function step(label, fn) {
  const status = fn();
  results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

install();
if (!process.env.SKIP_BUILD) buildAll();

// Every package type-checks (one tsconfig covers the apps, the shared packages, the API and the tests).
step('typecheck', () => run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json']));
// Module boundaries of the front end and the shared packages (eslint.config.mjs): a broken rule fails the suite.
step('lint', () => run(process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js')]));

const pgUrl = process.env.TEST_DATABASE_URL;
// Unit, API on PGlite, and component tests.
jest('unit-api-component', ['--selectProjects', 'contract', 'api', 'ui'], { TEST_DATABASE_URL: '' });
// The API suite again on PostgreSQL: the production path.
if (pgUrl) jest('api-postgresql', ['--selectProjects', 'api'], { TEST_DATABASE_URL: pgUrl });
// Designers' Storybook must build.
step('storybook-build', () => runPnpm(['--filter', 'shared-ui', 'run', 'build-storybook']));
// End-to-end in headless Chromium against the built system.
// E2E_POSTGRES_URL: the files that start a server of their own (contract-seal-crash) use PostgreSQL when there is one.
jest('e2e', ['--config', 'e2e/jest.config.js', '--runInBand'], { TEST_DATABASE_URL: '', E2E_POSTGRES_URL: pgUrl ?? '' });

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\nTest summary');
for (const r of results) console.log(`  ${r.label.padEnd(22)} ${r.passed} passed, ${r.failed} failed`);
console.log(`  took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
