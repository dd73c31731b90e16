// The module-boundary rules of eslint.config.mjs bite: each probe is linted as if it were the named file
// (ESLint reads the text from stdin, so nothing is written to the tree), with the same config as `npm run lint`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

type LintMessage = { ruleId: string | null; message: string };

function lintAs(filePath: string, text: string, extraArgs: string[] = []): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json', ...extraArgs], { cwd: root, input: text, encoding: 'utf8' });
  } catch (error) {
    // ESLint exits with 1 when it reports an error; the report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as { messages: LintMessage[] }[];
  return result.messages;
}

const ruleIds = (messages: LintMessage[]) => messages.map((m) => m.ruleId);

// An existing file of the invite-company feature (no-cycle needs the linted path to exist on disk).
const inviteCompanyFile = 'mf-companies/src/features/invite-company/components/invite-company-page.tsx';

test('a feature importing another feature fails the lint', () => {
  const messages = lintAs(inviteCompanyFile, "import { NetworkListPage } from '../../companies/components/network-list-page';\nexport const page = NetworkListPage;\n");
  expect(ruleIds(messages)).toEqual(['import/no-restricted-paths']);
  expect(messages[0].message).toContain('A feature never imports another feature');
});

test("a feature importing its app's src/lib passes", () => {
  expect(lintAs(inviteCompanyFile, "import { useNetwork } from '../../../lib/network-api';\nexport const hook = useNetwork;\n")).toEqual([]);
});

test('a feature importing src/app, or src/lib importing a feature, fails the lint', () => {
  const fromFeature = lintAs(inviteCompanyFile, "import { routes } from '../../../app/routes';\nexport const r = routes;\n");
  expect(ruleIds(fromFeature)).toEqual(['import/no-restricted-paths']);
  expect(fromFeature[0].message).toContain('Only src/app composes');
  const fromLib = lintAs('mf-companies/src/lib/network-api.ts', "import { InviteCompanyPage } from '../features/invite-company/components/invite-company-page';\nexport const page = InviteCompanyPage;\n");
  expect(ruleIds(fromLib)).toContain('import/no-restricted-paths');
  expect(fromLib.find((m) => m.ruleId === 'import/no-restricted-paths')!.message).toContain('never import one');
});

test("an app importing another app's source fails the lint", () => {
  const messages = lintAs('mf-companies/src/app/routes.tsx', "import { NotFoundPage } from '../../../shell/src/components/not-found-page';\nexport const page = NotFoundPage;\n");
  expect(ruleIds(messages)).toEqual(['import/no-restricted-paths']);
  expect(messages[0].message).toContain('An app never imports another app');
});

test('shared-contract importing React, MUI or a Node built-in fails the lint', () => {
  const messages = lintAs(
    'shared-contract/src/messages.ts',
    "import { useState } from 'react';\nimport { Button } from '@mui/material';\nimport { readFileSync } from 'node:fs';\nimport { join } from 'path';\nexport const used = [useState, Button, readFileSync, join];\n",
  );
  expect(ruleIds(messages)).toEqual(['no-restricted-imports', 'no-restricted-imports', 'no-restricted-imports', 'no-restricted-imports']);
});

test('an import cycle inside a package fails the lint', () => {
  const config = JSON.parse(execFileSync(process.execPath, [eslintBin, '--print-config', 'mf-companies/src/lib/use-network-gates.ts'], { cwd: root, encoding: 'utf8' }));
  expect(config.rules['import/no-cycle'][0]).toBe(2);
  // companies-tabs imports use-network-gates; the probe makes use-network-gates import companies-tabs back.
  // disableScc: the rule's shortcut reads the graph from disk, where this probe's import does not exist.
  const noCycle = JSON.stringify({ 'import/no-cycle': ['error', { disableScc: true, maxDepth: 8, ignoreExternal: true }] });
  const messages = lintAs('mf-companies/src/lib/use-network-gates.ts', "import { CompaniesTabs } from '../components/companies-tabs';\nexport const tabs = CompaniesTabs;\n", ['--rule', noCycle]);
  expect(ruleIds(messages)).toEqual(['import/no-cycle']);
});

// The API (api/src): modules meet only through index.ts; lib/, db/, plugins/ and app.ts keep to their side.
const apiTimeout = 30_000;
const restricted = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'import/no-restricted-paths');

test("an API module importing another module's internals fails the lint, its index.ts passes", () => {
  const file = 'api/src/modules/global-search/service.ts';
  const internal = lintAs(file, "import { findNetworkUserPage } from '../network-users/repository';\nexport const find = findNetworkUserPage;\n");
  expect(ruleIds(internal)).toEqual(['import/no-restricted-paths']);
  expect(internal[0].message).toContain('Another module imports modules/network-users only through its index.ts');
  expect(lintAs(file, "import { findNetworkUserPage } from '../network-users';\nexport const find = findNetworkUserPage;\n")).toEqual([]);
}, apiTimeout);

test('an API module importing its own internals passes', () => {
  expect(lintAs('api/src/modules/network/routes.ts', "import * as repo from './repository';\nexport const r = repo;\n")).toEqual([]);
}, apiTimeout);

test('API lib/ importing plugins/ or modules/ fails the lint', () => {
  const messages = lintAs(
    'api/src/lib/company-mail.ts',
    "import type { Mailer } from '../plugins/app/mail';\nimport { findKnownNames } from '../modules/merge-fields';\nexport type M = Mailer;\nexport const f = findKnownNames;\n",
  );
  expect(ruleIds(restricted(messages))).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths']);
  expect(messages[0].message).toContain('lib/ holds pure helpers');
}, apiTimeout);

test("API db/ importing a module's internals fails the lint, its index.ts passes", () => {
  const internal = lintAs('api/src/db/seed.ts', "import { seedNetworkDemoData } from '../modules/network/demo-data';\nexport const seed = seedNetworkDemoData;\n");
  expect(ruleIds(restricted(internal))).toEqual(['import/no-restricted-paths']);
  expect(internal[0].message).toContain('db/ imports no module internals');
  expect(restricted(lintAs('api/src/db/seed.ts', "import { seedNetworkDemoData } from '../modules/network';\nexport const seed = seedNetworkDemoData;\n"))).toEqual([]);
}, apiTimeout);

test("API plugins/ importing a module's internals fails the lint", () => {
  const messages = lintAs('api/src/plugins/app/guards.ts', "import { sendCode } from '../../modules/auth/service';\nexport const send = sendCode;\n");
  expect(ruleIds(restricted(messages))).toEqual(['import/no-restricted-paths']);
  expect(messages[0].message).toContain('plugins/ import no module internals');
}, apiTimeout);

test("app.ts registering a module through its routes file instead of its index.ts fails the lint", () => {
  const messages = lintAs('api/src/app.ts', "import networkModule from './modules/network/routes';\nexport const m = networkModule;\n");
  expect(ruleIds(restricted(messages))).toEqual(['import/no-restricted-paths']);
  expect(messages[0].message).toContain('app.ts registers every module through its index.ts');
}, apiTimeout);

test('an import cycle inside the API fails the lint', () => {
  const config = JSON.parse(execFileSync(process.execPath, [eslintBin, '--print-config', 'api/src/plugins/app/guards.ts'], { cwd: root, encoding: 'utf8' }));
  expect(config.rules['import/no-cycle'][0]).toBe(2);
  // plugins/app/settings-gates imports guards; the probe makes guards import settings-gates back (disableScc as above).
  const noCycle = JSON.stringify({ 'import/no-cycle': ['error', { disableScc: true, maxDepth: 8, ignoreExternal: true }] });
  const messages = lintAs('api/src/plugins/app/guards.ts', "import { templatesGate } from './settings-gates';\nexport const gate = templatesGate;\n", ['--rule', noCycle]);
  expect(ruleIds(messages)).toEqual(['import/no-cycle']);
}, apiTimeout);
