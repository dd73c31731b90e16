// kill -9 during sealing loses nothing (issue 16's Done when): a server of its own (the built
// api/dist/server.js on its own DATA_DIR and database, the default embedded one, or PostgreSQL when
// E2E_POSTGRES_URL names a server) gets 24 contracts signed by both sides, so 24 seal jobs queue up;
// the process is killed with SIGKILL as soon as the first contract is sealed and before the last,
// then started again on the same data. Every contract ends executed, sealed exactly once, with an
// unbroken record, and its executed PDF is genuine on the public verification.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn } from '../support/browser';
import { createContractTask, createContractTemplate, createProject, me, text } from '../support/contracts';
import { api, callApi, download } from '../support/session';

const CONTRACTS = 24;
const root = join(__dirname, '..', '..');
let browser: Browser;
let server: ChildProcess | null = null;
/** The PostgreSQL database this file made (dropped at the end), if any. */
let madeDatabase: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
  }
  await browser?.close();
  if (madeDatabase) await adminQuery(`drop database if exists ${madeDatabase} with (force)`);
});

/** A statement run on the PostgreSQL server of E2E_POSTGRES_URL (pg is the API's dependency: the workspace does not hoist it to e2e/). */
async function adminQuery(statement: string) {
  const { Client } = require(require.resolve('pg', { paths: [join(root, 'api')] })) as {
    Client: new (options: { connectionString?: string }) => { connect(): Promise<void>; query(statement: string): Promise<unknown>; end(): Promise<void> };
  };
  const admin = new Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts api/dist/server.js on the port and data; resolves once it answers. */
async function startServer(port: number, env: Record<string, string>, log: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], { cwd: root, env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const capture = (chunk: Buffer) => appendFileSync(log, chunk);
  child.stdout!.on('data', capture);
  child.stderr!.on('data', capture);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; its output is in ${log}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/app/config`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not start; its output is in ${log}`);
}

/** A database of its own on the PostgreSQL server of E2E_POSTGRES_URL, or '' for the embedded one. */
async function databaseUrl(): Promise<string> {
  const base = process.env.E2E_POSTGRES_URL;
  if (!base) return '';
  const name = `seal_crash_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}`);
  madeDatabase = name;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function signedInAt(base: string, email: string): Promise<Page> {
  const page = await newPage(browser, 1280, base);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

type Details = { round: { status: string } | null; task: { status: string } };
const detailsOf = async (page: Page, id: number) => (await api(page, 'GET', `contracts/${id}`)).data as Details;

test('a server killed with SIGKILL while sealing contracts seals every one exactly once after it starts again', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'seal-crash-'));
  const log = join(dataDir, 'server.log');
  const env = { DATA_DIR: dataDir, DATABASE_URL: await databaseUrl(), REDIS_URL: '', SMTP_URL: '', TASK_LIST_CACHE_MS: '0' };
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(port, env, log);

  const owner = await signedInAt(base, 'owner@northwind.test');
  const vendor = await signedInAt(base, 'owner@ridge.test');
  const ownerUser = await me(owner);
  const vendorUser = await me(vendor);
  const projectId = await createProject(owner, 'Crash-proof tower');
  const template = await createContractTemplate(owner, 'Crash-proof subcontract', [text('Subcontract that survives a crash.')]);

  // Each contract prepared and sent with the template's fields (the vendor first), and signed by the vendor.
  const ids: number[] = [];
  for (let n = 1; n <= CONTRACTS; n++) {
    const id = await createContractTask(owner, { projectId, vendor: vendorUser, name: `Crash-proof ${n}`, templateId: template.id, internalAssigneeId: ownerUser.id, internalSignerId: ownerUser.id, externalSignerId: vendorUser.id });
    await api(owner, 'POST', `contracts/${id}/prepare`);
    await api(owner, 'POST', `contracts/${id}/send`);
    await api(vendor, 'POST', `contracts/${id}/sign`, { consent: true, signature: { type: 'typed', text: vendorUser.full_name }, initials: null });
    ids.push(id);
  }
  // The owner's signatures all at once: each queues a seal job, faster than one server seals them.
  await Promise.all(ids.map((id) => api(owner, 'POST', `contracts/${id}/sign`, { consent: true, signature: { type: 'typed', text: ownerUser.full_name }, initials: null })));

  // SIGKILL as soon as the first job has sealed its contract (jobs run in the order they were queued),
  // while the last is still waiting.
  const first = ids[0];
  const last = ids[ids.length - 1];
  const killDeadline = Date.now() + 60_000;
  while ((await detailsOf(owner, first)).round?.status !== 'executed' && Date.now() < killDeadline) await new Promise((r) => setTimeout(r, 20));
  const lastBeforeKill = (await detailsOf(owner, last)).round?.status;
  server.kill('SIGKILL');
  await new Promise((r) => server!.once('exit', r));
  expect(lastBeforeKill).toBe('sealing');

  // Started again on the same data: the dead process's jobs are taken up and every contract gets sealed.
  server = await startServer(port, env, log);
  await eventually(async () => {
    for (const id of ids) expect((await detailsOf(owner, id)).round?.status).toBe('executed');
  }, 120_000);

  for (const id of ids) {
    const details = await detailsOf(owner, id);
    expect(details.task.status).toBe('fully_executed');
    const audit = (await api(owner, 'GET', `contracts/${id}/audit`)).data as { chain_valid: boolean; events: { action: string }[] };
    expect(audit.chain_valid).toBe(true);
    expect(audit.events.filter((e) => e.action === 'sealed')).toHaveLength(1);
    expect(audit.events.filter((e) => e.action === 'executed')).toHaveLength(1);
    const pdf = await download(owner, `contracts/${id}/executed`);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe((details as Details & { round: { executed_sha256: string } }).round.executed_sha256);
  }
  // The public verification (rate-limited per minute): the first sealed before the kill, the one being sealed when it came, the last.
  for (const id of [ids[0], ids[1], ids[ids.length - 1]]) {
    const pdf = await download(owner, `contracts/${id}/executed`);
    const verified = await callApi(owner, 'POST', 'contracts/verify', { sha256: createHash('sha256').update(pdf).digest('hex') });
    expect([verified.status, verified.json?.data?.result]).toEqual([200, 'genuine']);
  }
  await owner.context().close();
  await vendor.context().close();
});
