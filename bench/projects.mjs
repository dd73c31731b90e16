// bench/projects: the projects list and a scope's chat history with 10,000 projects and 100,000
// scopes in one company, on PostgreSQL in a throw-away schema (dropped after), under 32 connections,
// beside a bare Fastify route in the same run. Target: p99 under 50 ms for both. The list and chat
// rows run twice: as deployed (list pages and the history's reads kept until a change drops them) and
// on an API started again with PROJECT_LIST_CACHE_MS=0 and CHAT_HISTORY_CACHE_MS=0, where every
// request reads the database.
// The API (src/app.ts, bundled as api/build.mjs does) runs in a child process bound to the schema
// and seeded with the demo data; the rows are then added with SQL to Northwind, the demo general
// contractor. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; skipped with a note when none answers unless
// BENCH_DATABASE_URL is set. BENCH_KEEP_SCHEMA=1 keeps the schema
// for EXPLAIN.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiSession, freePort, root } from './lib.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const SCOPES_PER_PROJECT = Number(process.env.BENCH_SCOPES_PER_PROJECT ?? 10);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 2_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const TARGET_P99_MS = 50;
const requireApi = createRequire(join(root, 'api', 'package.json'));

/** The child: the API app on the schema given in BENCH_SCHEMA, demo data seeded, listening on PORT. */
async function serve() {
  const esbuild = requireApi('esbuild');
  const outdir = join(root, 'api', 'node_modules', '.cache', 'bench-projects');
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
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))),
  );
}

/** Northwind's 10,000 projects, 10 scopes each for its network vendors, one scope's chat history. */
async function loadRows(q) {
  const [nw] = (await q(`select id from companies where name = 'Northwind Builders' or id = (select company_id from users where email = 'owner@northwind.test')`)).rows;
  const companyId = nw.id;
  const people = (await q('select id, email from users where company_id = $1 order by id', [companyId])).rows;
  const ownerId = people.find((p) => p.email === 'owner@northwind.test').id;
  const vendors = (await q(`select c.id, (select min(u.id) from users u where u.company_id = c.id) as assignee
    from companies c where c.type = 'sub_contractor' order by c.id`)).rows;
  const stages = (await q('select name from project_stages where company_id = $1 order by id', [companyId])).rows.map((r) => r.name);
  const ownerTypes = (await q('select id from project_owner_types where company_id = $1 order by id', [companyId])).rows.map((r) => r.id);
  const started = performance.now();
  await q(
    `insert into projects (company_id, name, stage, status, internal_number, owner_type_id, estimated_start_date, estimated_end_date,
       country_id, state_id, city, manager_id, created_by, is_draft, wizard_step, created_at, updated_at)
     select $1, 'Bench Project ' || i, ($2::text[])[1 + i % cardinality($2::text[])], case when i % 50 = 0 then 'archived' else 'active' end,
       'BP-' || i, ($3::int[])[1 + i % cardinality($3::int[])], date '2026-01-01' + (i % 365), date '2027-01-01' + (i % 365),
       'US', 'CA', 'Los Angeles', ($4::int[])[1 + i % cardinality($4::int[])], $5, i % 97 = 0, case when i % 97 = 0 then 2 else 5 end,
       now() - make_interval(mins => i), now()
     from generate_series(1, $6) i`,
    [companyId, stages, ownerTypes, people.map((p) => p.id), ownerId, PROJECTS],
  );
  await q(
    `insert into scopes (company_id, project_id, vendor_company_id, vendor_assignee_id, name, description, amount, work_start_date, status, created_by)
     select $1, p.id, ($2::int[])[1 + (p.id + s) % cardinality($2::int[])], ($3::int[])[1 + (p.id + s) % cardinality($3::int[])],
       'Scope ' || s || ' of ' || p.name, 'Bench scope', 1000 * s, date '2026-03-01' + s,
       (array['drafting', 'pending', 'not_sent', 'sent'])[1 + s % 4], $4
     from projects p cross join generate_series(1, $5) s
     where p.company_id = $1 and p.name like 'Bench Project %'`,
    [companyId, vendors.map((v) => v.id), vendors.map((v) => v.assignee), ownerId, SCOPES_PER_PROJECT],
  );
  // The chat: the newest bench project's first scope, the owner on its team, a long history.
  const [scope] = (await q(`select s.id, s.project_id from scopes s join projects p on p.id = s.project_id
    where p.name = 'Bench Project 1' order by s.id limit 1`)).rows;
  await q('insert into project_team_members (project_id, user_id, added_by) values ($1, $2, $2) on conflict do nothing', [scope.project_id, ownerId]);
  await q(
    `insert into chat_messages (scope_id, company_id, user_id, content, created_at)
     select $1, $2, ($3::int[])[1 + i % cardinality($3::int[])], 'Bench message ' || i || ': the delivery is on schedule.', now() - make_interval(secs => $4 - i)
     from generate_series(1, $4) i`,
    [scope.id, companyId, [ownerId, vendors[0].assignee], MESSAGES],
  );
  // As autovacuum leaves a table at rest: visibility map set, so the count can read the index only.
  await q('vacuum analyze');
  const counts = (await q(`select (select count(*) from projects where company_id = $1) as projects, (select count(*) from scopes where company_id = $1) as scopes`, [companyId])).rows[0];
  console.log(`bench/projects: ${Number(counts.projects).toLocaleString('en-US')} projects and ${Number(counts.scopes).toLocaleString('en-US')} scopes in Northwind, ${MESSAGES.toLocaleString('en-US')} messages in scope ${scope.id}, loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { scopeId: scope.id };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = requireApi('pg');
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`bench/projects: skipped, no PostgreSQL answers at ${url.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    return;
  }
  const schemaName = `bench_projects_${process.pid}`;
  await admin.query(`create schema "${schemaName}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  let child;
  try {
    // BENCH_PROFILE=dir writes the API's CPU profile there (node --cpu-prof).
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const startApi = async (env = {}) => {
      const port = await freePort();
      child = spawn(process.execPath, [...profile, new URL(import.meta.url).pathname, '--serve'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', CHECK_RESPONSES: 'false', SMTP_URL: '', LOG_LEVEL: 'silent', BENCH_URL: url, BENCH_SCHEMA: schemaName, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
      });
      return `http://127.0.0.1:${port}`;
    };
    const stopApi = async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    };
    // The list keeps each page per company and query (PROJECT_LIST_CACHE_MS) and the chat history its
    // reads (CHAT_HISTORY_CACHE_MS), which a run of one URL mostly hits: the same rows are run again
    // further down on an API that keeps nothing.
    const base = await startApi();
    await admin.query(`set search_path = "${schemaName}"`);
    const { scopeId } = await loadRows((text, values) => admin.query(text, values));

    const owner = new ApiSession(base);
    await owner.signIn('owner@northwind.test');
    const headers = { cookie: owner.cookieHeader, accept: 'application/json' };
    const listUrl = `${base}/api/v1/projects?page=1&per_page=10`;
    const chatUrl = `${base}/api/v1/message/show?scope_id=${scopeId}&part=1`;
    // Both answer before the run (a 4xx would time nothing).
    const list = await owner.request('GET', '/api/v1/projects?page=1&per_page=10');
    const chat = await owner.request('GET', `/api/v1/message/show?scope_id=${scopeId}&part=1`);
    console.log(`projects list: ${list.total} rows; chat part 1: ${chat.data.messages.length} messages`);
    for (const path of ['/api/v1/projects?page=1&per_page=10', `/api/v1/message/show?scope_id=${scopeId}&part=1`]) {
      const times = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        await owner.request('GET', path);
        times.push(performance.now() - t);
      }
      console.log(`one at a time, median of 20: ${times.sort((a, b) => a - b)[10].toFixed(1)} ms ${path}`);
    }

    const bare = Fastify();
    bare.get('/bare', async () => ({ data: { ok: true } }));
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const runs = [
      ['bare Fastify route', await cannon(`http://127.0.0.1:${barePort}/bare`, {})],
      ['GET /api/v1/auth/user (the app\'s floor: session and JSON)', await cannon(`${base}/api/v1/auth/user`, headers)],
      [`projects list, page 1 (${PROJECTS.toLocaleString('en-US')} projects)`, await cannon(listUrl, headers)],
      [`projects list, search 'project 12' and stage filter`, await cannon(`${listUrl}&search=project%2012&stage=Construction`, headers)],
      [`projects list, sorted by manager, page 50`, await cannon(`${base}/api/v1/projects?page=50&per_page=10&sort_field=manager&sort_direction=asc`, headers)],
      [`scope chat history, part 1 (${MESSAGES.toLocaleString('en-US')} messages)`, await cannon(chatUrl, headers)],
      [`scope chat history, part 20`, await cannon(`${base}/api/v1/message/show?scope_id=${scopeId}&part=20`, headers)],
    ];
    // The same runs with nothing kept: every request reads the database (the session is shared).
    await stopApi();
    const uncached = await startApi({ PROJECT_LIST_CACHE_MS: '0', CHAT_HISTORY_CACHE_MS: '0' });
    const uncachedList = `${uncached}/api/v1/projects?page=1&per_page=10`;
    runs.push(
      [`projects list, page 1, no page kept (PROJECT_LIST_CACHE_MS=0)`, await cannon(uncachedList, headers)],
      [`projects list, search and stage filter, no page kept`, await cannon(`${uncachedList}&search=project%2012&stage=Construction`, headers)],
      [`projects list, sorted by manager, page 50, no page kept`, await cannon(`${uncached}/api/v1/projects?page=50&per_page=10&sort_field=manager&sort_direction=asc`, headers)],
      [`scope chat history, part 1, nothing kept (CHAT_HISTORY_CACHE_MS=0)`, await cannon(`${uncached}/api/v1/message/show?scope_id=${scopeId}&part=1`, headers)],
      [`scope chat history, part 20, nothing kept`, await cannon(`${uncached}/api/v1/message/show?scope_id=${scopeId}&part=20`, headers)],
    );
    await bare.close();
    const bareRps = runs[0][1].requests.average;
    console.log(`\nbench/projects on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log('| endpoint | req/s | p50 ms | p99 ms | vs bare | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, r] of runs) {
      console.log(`| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${((r.requests.average / bareRps) * 100).toFixed(0)}% | ${r.non2xx} |`);
    }
    const failed = runs.some(([, r]) => r.non2xx > 0 || r.errors > 0);
    const verdict = (rows) => {
      const worst = Math.max(...rows.map(([, r]) => r.latency.p99));
      return `worst ${worst} ms, ${worst < TARGET_P99_MS && !failed ? 'MET' : 'NOT MET'}`;
    };
    console.log(`\nTarget: p99 < ${TARGET_P99_MS} ms: as deployed ${verdict(runs.slice(2, 7))}; with nothing kept ${verdict(runs.slice(7))}`);
    if (failed) process.exitCode = 1;
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query('reset search_path');
    if (process.env.BENCH_KEEP_SCHEMA) console.log(`bench/projects: schema ${schemaName} kept (BENCH_KEEP_SCHEMA)`);
    else await admin.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.end();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
