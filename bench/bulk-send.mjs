// bench/bulk-send: a bulk send of 1,000 documents end to end, on PostgreSQL in a throw-away schema
// (dropped after). The API (src/app.ts, bundled as api/build.mjs does) runs in a child process with its
// job runner, seeded with the demo data; Northwind (the demo general contractor) gets 1,000 more vendors
// in its network (one user each), a project and a contract template with a merge field each row fills.
// Timed through the API as the page does it: POST task/bulk-send/validate with the 1,000 rows (checked
// and stored), POST task/bulk-send/{id}/send (202), then GET task/bulk-send/{id} until every row is sent.
// Also reported: when the tasks' notifications (queued with each task) were all delivered.
// Target: the 1,000 documents sent in under 60 s. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/test; skipped with a note when none answers unless
// BENCH_DATABASE_URL is set. BENCH_BULK_ROWS changes the number of documents.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiSession, freePort, root } from './lib.mjs';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 1000);
const TARGET_MS = 60_000;
const requireApi = createRequire(join(root, 'api', 'package.json'));

/** The child: the API app on the schema given in BENCH_SCHEMA, demo data seeded, listening on PORT (its job runner runs). */
async function serve() {
  const esbuild = requireApi('esbuild');
  const outdir = join(root, 'api', 'node_modules', '.cache', 'bench-bulk-send');
  mkdirSync(outdir, { recursive: true });
  const apiPkg = requireApi(join(root, 'api', 'package.json'));
  const external = [...Object.keys(apiPkg.dependencies), ...Object.keys(apiPkg.devDependencies)].filter((n) => !String(apiPkg.dependencies[n] ?? '').startsWith('workspace:'));
  const outfile = join(outdir, 'app.cjs');
  await esbuild.build({
    stdin: {
      contents: `export { buildApp } from './app'; export { openDatabase } from './db/client'; export { seedDemoData } from './db/seed';`,
      resolveDir: join(root, 'api', 'src'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: [...external, 'pg-native'],
    logLevel: 'warning',
  });
  process.env.MIGRATIONS_DIR = join(root, 'api', 'drizzle');
  const api = createRequire(import.meta.url)(outfile);
  const schemaName = process.env.BENCH_SCHEMA;
  const database = await api.openDatabase({ databaseUrl: process.env.BENCH_URL, searchPath: schemaName, statementTimeoutMs: 120_000 });
  const app = await api.buildApp({ database, databaseSchema: schemaName, enableSockets: false, logger: false });
  await api.seedDemoData(app.db);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** Northwind's 1,000 more vendors (one user each, in its network), a project and a template; what the request needs. */
async function loadRows(q) {
  const [nw] = (await q(`select id, company_id from users where email = 'owner@northwind.test'`)).rows;
  const companyId = nw.company_id;
  const [{ hash }] = (await q(`select password_hash as hash from users where id = $1`, [nw.id])).rows;
  await q(`insert into companies (name, type, plan) select 'Bulk Bench Vendor ' || lpad(i::text, 4, '0'), 'sub_contractor', 'sub' from generate_series(1, $1) i`, [ROWS]);
  const vendors = (await q(`select id from companies where name like 'Bulk Bench Vendor %' order by id`)).rows.map((r) => r.id);
  await q(
    `insert into users (company_id, role, email, first_name, last_name, password_hash, email_verified_at)
     select v, 'sub_owner', 'bulk-bench-' || v || '@bench.test', 'Bench', 'Vendor', $2, now() from unnest($1::int[]) v`,
    [vendors, hash],
  );
  await q(`insert into company_network (company_id, partner_company_id) select $1, v from unnest($2::int[]) v`, [companyId, vendors]);
  const [project] = (await q(`insert into projects (company_id, name, stage, created_at, updated_at) values ($1, 'Bulk Bench Tower', 'Construction', now(), now()) returning id`, [companyId])).rows;
  await q(`insert into merge_fields (company_id, name, type, description, default_value) values ($1, 'bench_contract_value', 'currency', 'Bench value', '') on conflict do nothing`, [companyId]);
  const body = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Subcontract agreement' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Between ' },
          { type: 'mergeField', attrs: { name: 'company.name' } },
          { type: 'text', text: ' and ' },
          { type: 'mergeField', attrs: { name: 'vendor.name' } },
          { type: 'text', text: ' for the work on ' },
          { type: 'mergeField', attrs: { name: 'project.name' } },
          { type: 'text', text: ', for ' },
          { type: 'mergeField', attrs: { name: 'bench_contract_value' } },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'signatureField', attrs: { role: 'external', kind: 'signature', label: null } },
    ],
  };
  const [template] = (await q(`insert into templates (company_id, name, type, body, html) values ($1, 'Bulk Bench Subcontract', 'contract', $2, '<p>Subcontract</p>') returning id`, [companyId, JSON.stringify(body)])).rows;
  await q('vacuum analyze');
  return { ownerId: nw.id, projectId: project.id, templateId: template.id, vendors };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = requireApi('pg');
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`bench/bulk-send: skipped, no PostgreSQL answers at ${url.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    return;
  }
  const schemaName = `bench_bulk_${process.pid}`;
  await admin.query(`create schema "${schemaName}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  let child;
  try {
    const port = await freePort();
    child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CHECK_RESPONSES: 'false', SMTP_URL: '', LOG_LEVEL: 'silent', BENCH_URL: url, BENCH_SCHEMA: schemaName },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    await admin.query(`set search_path = "${schemaName}"`);
    const q = (text, values) => admin.query(text, values);
    const { ownerId, projectId, templateId, vendors } = await loadRows(q);

    const owner = new ApiSession(base);
    await owner.signIn('owner@northwind.test');
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const started = performance.now();
    const validated = await owner.request('POST', '/api/v1/task/bulk-send/validate', {
      template_id: templateId,
      target: 'vendor',
      project_id: projectId,
      due_date: due,
      priority: 'normal',
      internal_assignee_id: ownerId,
      rows: vendors.map((id, i) => ({ vendor_company_id: id, merge_values: { bench_contract_value: String(10_000 + i) } })),
    });
    const validateMs = performance.now() - started;
    if (!validated.data?.valid) throw new Error(`validate answered ${JSON.stringify(validated).slice(0, 400)}`);
    const id = validated.data.bulk_send.id;
    const sendStarted = performance.now();
    const queued = await owner.request('POST', `/api/v1/task/bulk-send/${id}/send`);
    if (queued.data?.status !== 'sending') throw new Error(`send answered ${JSON.stringify(queued).slice(0, 400)}`);
    const sendMs = performance.now() - sendStarted;
    let progress;
    const marks = [];
    for (;;) {
      progress = (await owner.request('GET', `/api/v1/task/bulk-send/${id}`)).data;
      marks.push([performance.now() - started, progress.sent + progress.failed]);
      if (progress.status !== 'sending') break;
      if (performance.now() - started > 30 * 60_000) throw new Error('the bulk send did not finish in 30 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const doneMs = performance.now() - started;
    const [tasks] = (await q(`select count(*)::int as n, count(distinct vendor_company_id)::int as vendors from tasks where bulk_send_id = $1`, [id])).rows;
    // The tasks' notifications were queued with them; the runner delivers them after.
    for (;;) {
      const [{ n }] = (await q(`select count(*)::int as n from jobs where status in ('queued', 'running')`)).rows;
      if (n === 0) break;
      if (performance.now() - started > 30 * 60_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const drainedMs = performance.now() - started;
    const half = marks.find(([, n]) => n >= ROWS / 2);
    console.log(`\nbench/bulk-send on PostgreSQL: ${ROWS.toLocaleString('en-US')} documents (one template, ${ROWS} vendors, a merge value per row)`);
    console.log('| step | ms |');
    console.log('|---|---:|');
    console.log(`| validate (${ROWS} rows checked and stored) | ${validateMs.toFixed(0)} |`);
    console.log(`| send (202, ${ROWS / 25} jobs queued) | ${sendMs.toFixed(0)} |`);
    if (half) console.log(`| half the rows sent | ${half[0].toFixed(0)} |`);
    console.log(`| every row sent (validate to done) | ${doneMs.toFixed(0)} |`);
    console.log(`| every notification delivered | ${drainedMs.toFixed(0)} |`);
    console.log(`\nstatus ${progress.status}: ${progress.sent} sent, ${progress.failed} failed; ${tasks.n} tasks to ${tasks.vendors} vendors`);
    const met = progress.status === 'done' && tasks.n === ROWS && doneMs < TARGET_MS;
    console.log(`Target: ${ROWS} documents sent in < ${TARGET_MS / 1000} s: ${(doneMs / 1000).toFixed(1)} s, ${met ? 'MET' : 'NOT MET'}`);
    if (progress.status !== 'done' || tasks.n !== ROWS) process.exitCode = 1;
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query('reset search_path');
    await admin.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.end();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
