// bench/tasks-list: the task list (GET task/list) with 200,000 tasks across 50 companies, on PostgreSQL
// in a throw-away schema (dropped after), under 32 connections, beside a bare Fastify route in the same
// run. Target: p99 under 50 ms. Runs: the list filtered by status (repeated) and is_overdue=true sorted
// by due date; the unfiltered first page by due date; a search by name; a page deep in the list. First
// as deployed (task/list pages kept per company, user and query until a change drops them,
// TASK_LIST_CACHE_MS), then the four list runs again on an API started with TASK_LIST_CACHE_MS=0
// (every request reads the database).
// The API (src/app.ts, bundled as api/build.mjs does) runs in a child process bound to the schema and
// seeded with the demo data; Northwind (the demo general contractor, signed in as its owner) and 49
// more general contractors then get 4,000 tasks each with SQL, sent to the demo vendors. PostgreSQL:
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; skipped
// with a note when none answers unless BENCH_DATABASE_URL is set. BENCH_KEEP_SCHEMA=1 keeps the schema.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiSession, freePort, root } from './lib.mjs';

const COMPANIES = Number(process.env.BENCH_TASK_COMPANIES ?? 50);
const TASKS = Number(process.env.BENCH_TASKS ?? 200_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const TARGET_P99_MS = 50;
const requireApi = createRequire(join(root, 'api', 'package.json'));

/** The child: the API app on the schema given in BENCH_SCHEMA, demo data seeded, listening on PORT. */
async function serve() {
  const esbuild = requireApi('esbuild');
  const outdir = join(root, 'api', 'node_modules', '.cache', 'bench-tasks-list');
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

function cannon(url, headers) {
  return new Promise((resolve, reject) => autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))));
}

const STATUSES = ['draft', 'pending_approval', 'pending_external_signature', 'pending_internal_signature', 'pending_submission', 'pending_acknowledgement', 'submit_as_needed', 'fully_executed', 'completed', 'revoked'];
const TYPES = { draft: 'contract', pending_approval: 'document-request', pending_external_signature: 'contract', pending_internal_signature: 'contract', pending_submission: 'document-request', pending_acknowledgement: 'acknowledgement', submit_as_needed: 'certificate-of-insurance', fully_executed: 'contract', completed: 'document-request', revoked: 'acknowledgement' };

/** Northwind and 49 more general contractors, each with a project and TASKS / COMPANIES tasks sent to the demo vendors. */
async function loadRows(q) {
  const [nw] = (await q(`select company_id as id from users where email = 'owner@northwind.test'`)).rows;
  const people = (await q('select id from users where company_id = $1 order by id', [nw.id])).rows.map((r) => r.id);
  const vendors = (await q(`select c.id, (select min(u.id) from users u where u.company_id = c.id) as assignee from companies c where c.type = 'sub_contractor' order by c.id`)).rows.filter((v) => v.assignee);
  const started = performance.now();
  await q(`insert into companies (name, type, plan) select 'Bench Contractor ' || i, 'general_contractor', 'general' from generate_series(1, $1) i`, [COMPANIES - 1]);
  const companyIds = [nw.id, ...(await q(`select id from companies where name like 'Bench Contractor %' order by id`)).rows.map((r) => r.id)];
  await q(`insert into projects (company_id, name, stage, created_at, updated_at) select c, 'Bench Tower ' || c, 'Construction', now(), now() from unnest($1::int[]) c`, [companyIds]);
  const projectOf = new Map((await q(`select company_id, min(id) as id from projects where company_id = any($1::int[]) group by company_id`, [companyIds])).rows.map((r) => [r.company_id, r.id]));
  const perCompany = Math.ceil(TASKS / COMPANIES);
  await q(
    `insert into tasks (company_id, project_id, vendor_company_id, number, name, type, status, priority, due_date, internal_assignee_id, external_assignee_id,
       reminders_every, reminders_period, created_by, sent_at, created_at, updated_at, next_reminder_at)
     select c.company_id, c.project_id, ($3::int[])[1 + (c.n * 7 + i) % cardinality($3::int[])],
       'TB-' || lpad(i::text, 6, '0'), (array['Electrical subcontract', 'Lien waiver', 'Certificate of insurance', 'Safety manual', 'W-9 request'])[1 + i % 5] || ' ' || i,
       ($5::text[])[1 + i % cardinality($5::text[])], ($4::text[])[1 + i % cardinality($4::text[])],
       case when i % 7 = 0 then 'high' else 'normal' end, current_date + ((i * 37) % 361 - 180),
       case when c.company_id = $6 then ($7::int[])[1 + i % cardinality($7::int[])] else null end,
       ($8::int[])[1 + (c.n * 7 + i) % cardinality($8::int[])],
       case when i % 3 = 0 then 2 else null end, case when i % 3 = 0 then 'day' else null end, null, now(), now() - make_interval(mins => i), now(),
       case when i % 3 = 0 then now() + interval '30 days' else null end
     from (select unnest($1::int[]) as company_id, unnest($2::int[]) as project_id, generate_subscripts($1::int[], 1) as n) c
     cross join generate_series(1, $9) i`,
    [companyIds, companyIds.map((id) => projectOf.get(id)), vendors.map((v) => v.id), STATUSES, STATUSES.map((s) => TYPES[s]), nw.id, people, vendors.map((v) => v.assignee), perCompany],
  );
  await q(`insert into task_counters (company_id, last_number) select unnest($1::int[]), $2 on conflict (company_id) do update set last_number = excluded.last_number`, [companyIds, perCompany]);
  // Reminders are scheduled a month on, so the schedules' sweeper (task-schedules) has nothing to send during the run.
  await q('vacuum analyze');
  const [counts] = (await q(`select count(*) as total, count(*) filter (where company_id = $1) as northwind from tasks`, [nw.id])).rows;
  console.log(
    `bench/tasks-list: ${Number(counts.total).toLocaleString('en-US')} tasks across ${companyIds.length} companies (${Number(counts.northwind).toLocaleString('en-US')} in Northwind), loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = requireApi('pg');
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`bench/tasks-list: skipped, no PostgreSQL answers at ${url.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    return;
  }
  const schemaName = `bench_tasks_${process.pid}`;
  await admin.query(`create schema "${schemaName}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const children = [];
  /** Starts the API on the schema (extra env: e.g. TASK_LIST_CACHE_MS=0); resolves its base URL once it listens. */
  const startApi = async (extraEnv = {}) => {
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const port = await freePort();
    const child = spawn(process.execPath, [...profile, new URL(import.meta.url).pathname, '--serve'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CHECK_RESPONSES: 'false', SMTP_URL: '', LOG_LEVEL: 'silent', BENCH_URL: url, BENCH_SCHEMA: schemaName, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    });
    return `http://127.0.0.1:${port}`;
  };
  try {
    const base = await startApi();
    await admin.query(`set search_path = "${schemaName}"`);
    await loadRows((text, values) => admin.query(text, values));

    const owner = new ApiSession(base);
    await owner.signIn('owner@northwind.test');
    const headers = { cookie: owner.cookieHeader, accept: 'application/json' };
    const paths = {
      filtered: '/api/v1/task/list?status=pending_submission&status=pending_approval&status=pending_external_signature&is_overdue=true&sort_field=due_date&sort_direction=asc&page=1&per_page=10',
      firstPage: '/api/v1/task/list?sort_field=due_date&page=1&per_page=10',
      search: '/api/v1/task/list?search=lien%20waiver%2012&page=1&per_page=10',
      deep: '/api/v1/task/list?status=completed&sort_field=due_date&sort_direction=desc&page=30&per_page=10',
    };
    // Each answers before the run (a 4xx would time nothing).
    for (const [name, path] of Object.entries(paths)) {
      const page = await owner.request('GET', path);
      const times = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        await owner.request('GET', path);
        times.push(performance.now() - t);
      }
      console.log(`${name}: ${page.total} rows; one at a time, median of 20: ${times.sort((a, b) => a - b)[10].toFixed(1)} ms`);
    }

    const bare = Fastify();
    bare.get('/bare', async () => ({ data: { ok: true } }));
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const runs = [
      ['bare Fastify route', await cannon(`http://127.0.0.1:${barePort}/bare`, {})],
      ["GET /api/v1/auth/user (the app's floor: session and JSON)", await cannon(`${base}/api/v1/auth/user`, headers)],
      ['task/list, 3 statuses + is_overdue=true, by due date', await cannon(`${base}${paths.filtered}`, headers)],
      ['task/list, page 1 by due date (no filter)', await cannon(`${base}${paths.firstPage}`, headers)],
      ["task/list, search 'lien waiver 12'", await cannon(`${base}${paths.search}`, headers)],
      ['task/list, completed, by due date desc, page 30', await cannon(`${base}${paths.deep}`, headers)],
    ];
    // The same list runs on an API that keeps nothing (every request reads PostgreSQL).
    const uncachedBase = await startApi({ TASK_LIST_CACHE_MS: '0' });
    const uncached = new ApiSession(uncachedBase);
    await uncached.signIn('owner@northwind.test');
    const uncachedHeaders = { cookie: uncached.cookieHeader, accept: 'application/json' };
    runs.push(
      ['nothing kept: task/list, 3 statuses + is_overdue=true, by due date', await cannon(`${uncachedBase}${paths.filtered}`, uncachedHeaders)],
      ['nothing kept: task/list, page 1 by due date (no filter)', await cannon(`${uncachedBase}${paths.firstPage}`, uncachedHeaders)],
      ["nothing kept: task/list, search 'lien waiver 12'", await cannon(`${uncachedBase}${paths.search}`, uncachedHeaders)],
      ['nothing kept: task/list, completed, by due date desc, page 30', await cannon(`${uncachedBase}${paths.deep}`, uncachedHeaders)],
    );
    await bare.close();
    const bareRps = runs[0][1].requests.average;
    console.log(`\nbench/tasks-list on PostgreSQL, ${TASKS.toLocaleString('en-US')} tasks across ${COMPANIES} companies, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log('| endpoint | req/s | p50 ms | p99 ms | vs bare | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, r] of runs) console.log(`| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${((r.requests.average / bareRps) * 100).toFixed(0)}% | ${r.non2xx} |`);
    const failed = runs.some(([, r]) => r.non2xx > 0 || r.errors > 0);
    const worst = Math.max(...runs.slice(2, 6).map(([, r]) => r.latency.p99));
    const filteredP99 = runs[2][1].latency.p99;
    console.log(`\nTarget: p99 < ${TARGET_P99_MS} ms for the filtered list as deployed: ${filteredP99} ms, ${filteredP99 < TARGET_P99_MS && !failed ? 'MET' : 'NOT MET'} (worst task/list run ${worst} ms; nothing kept: filtered ${runs[6][1].latency.p99} ms)`);
    if (failed) process.exitCode = 1;
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query('reset search_path');
    if (process.env.BENCH_KEEP_SCHEMA) console.log(`bench/tasks-list: schema ${schemaName} kept (BENCH_KEEP_SCHEMA)`);
    else await admin.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.end();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
