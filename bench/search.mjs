// bench/search: the list searches on 100,000 companies use the pg_trgm indexes of migration 0004.
// The API's own repository functions run against a migrated database (PostgreSQL in a throw-away
// schema, and PGlite in memory); their SQL, exactly as the app sends it, is then run under
// EXPLAIN (ANALYZE) with the index and again with bitmap and index scans turned off. Fails (exit 1)
// when a plan does not read the trigram index. PostgreSQL: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; skipped with
// a note when none answers unless BENCH_DATABASE_URL is set.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 7);
const INDEX = 'companies_name_trgm_idx';
// Company names are three words and a number (Harbor Steel Group 6000): a three-word search matches
// about ROWS / 20,000 rows. (A search matching 1% of the rows would be planned as a sequential scan,
// rightly; so is one whose words ANALYZE happened to sample often, which a rarer name avoids.)
const FIRST = ['Harbor', 'Summit', 'Granite', 'Cedar', 'Pioneer', 'Atlas', 'Beacon', 'Canyon', 'Delta', 'Evergreen', 'Falcon', 'Frontier', 'Golden', 'Highland', 'Iron', 'Juniper', 'Keystone', 'Lakeside', 'Liberty', 'Maple', 'Meridian', 'Noble', 'Northern', 'Oak', 'Pacific', 'Pinnacle', 'Prairie', 'Quarry', 'Redwood', 'Ridge', 'River', 'Sierra', 'Silver', 'Sterling', 'Stone', 'Sunset', 'Timber', 'Union', 'Valley', 'Western'];
const SECOND = ['Steel', 'Concrete', 'Electric', 'Plumbing', 'Builders', 'Roofing', 'Masonry', 'Paving', 'Glass', 'Drywall', 'Framing', 'Excavation', 'Mechanical', 'Painting', 'Flooring', 'Landscaping', 'Insulation', 'Welding', 'Demolition', 'Surveying', 'Engineering', 'Carpentry', 'Tile', 'Fencing', 'Solar', 'Elevators', 'Scaffolding', 'Waterproofing', 'Millwork', 'Cabinetry', 'Doors', 'Windows', 'Siding', 'Gutters', 'Drilling', 'Grading', 'Piping', 'Controls', 'Signage', 'Interiors', 'Acoustics', 'Coatings', 'Hardware', 'Lighting', 'Fire', 'Security', 'Cabling', 'Hauling', 'Rigging', 'Supply'];
const THIRD = ['Inc', 'LLC', 'Co', 'Group', 'Partners', 'Services', 'Works', 'Systems', 'Contractors', 'Company'];
const SEARCH = 'harbor steel group';
const words = (list) => `(array['${list.join("', '")}'])`;

/** The API's repository functions, bundled as api/build.mjs does (its dependencies stay external). */
async function loadApi() {
  const esbuild = createRequire(join(root, 'package.json'))('esbuild');
  const outdir = join(root, 'api', 'node_modules', '.cache', 'bench-search');
  mkdirSync(outdir, { recursive: true });
  const apiPkg = createRequire(import.meta.url)(join(root, 'api', 'package.json'));
  const external = [...Object.keys(apiPkg.dependencies), ...Object.keys(apiPkg.devDependencies)].filter((n) => !String(apiPkg.dependencies[n] ?? '').startsWith('workspace:'));
  const outfile = join(outdir, 'api.cjs');
  await esbuild.build({
    stdin: {
      contents: `
        export { openDatabase } from './db/client';
        export { runMigrations } from './db/migrate';
        export * as schema from './db/schema';
        export { searchCompaniesNotInNetwork } from './modules/network/repository';
        export { findCompanyPage } from './modules/superadmin/repository';
        export { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
        export { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
      `,
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
  return createRequire(import.meta.url)(outfile);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One database's run: load the rows, then time and explain each search. */
async function benchDatabase(api, label, handle, sessionSql) {
  const client = handle.db.$client;
  const schema = handle.schemaName;
  // The app's queries, as drizzle sends them to the driver.
  let captured = [];
  const logger = { logQuery: (query, params) => captured.push({ query, params }) };
  const db = handle.kind === 'postgres' ? api.drizzlePg(client, { schema: api.schema, logger }) : api.drizzlePglite({ client, schema: api.schema, logger });

  const started = performance.now();
  await client.query(`
    insert into ${schema ? `"${schema}".` : ''}companies (name, type, plan, tid)
    select ${words(FIRST)}[1 + i % ${FIRST.length}] || ' ' || ${words(SECOND)}[1 + (i / ${FIRST.length}) % ${SECOND.length}]
        || ' ' || ${words(THIRD)}[1 + (i / ${FIRST.length * SECOND.length}) % ${THIRD.length}] || ' ' || i,
      case when i % 3 = 0 then 'general_contractor' else 'sub_contractor' end, 'basic', '12-' || (1000000 + i)
    from generate_series(1, ${ROWS}) i`);
  await client.query('analyze companies');
  console.log(`${label}: ${ROWS.toLocaleString('en-US')} companies loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const searches = [
    ['add company to the network (name search over the platform)', () => api.searchCompaniesNotInNetwork(db, 1, SEARCH)],
    ['operator company list, company name filter', () => api.findCompanyPage(db, { company_name: SEARCH }, { field: 'name', direction: 'asc' }, { perPage: 10, offset: 0 })],
  ];
  const results = [];
  for (const [name, run] of searches) {
    const times = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      captured = [];
      const t = performance.now();
      const out = await run();
      times.push(performance.now() - t);
      found = Array.isArray(out) ? out.length : out.total;
    }
    const { query, params } = captured[0];
    const explain = async (withIndex) => {
      const rows = await sessionSql(async (q) => {
        if (!withIndex) await q('set enable_bitmapscan = off; set enable_indexscan = off');
        try {
          return (await q(`explain (analyze, buffers) ${query}`, params)).rows;
        } finally {
          if (!withIndex) await q('reset enable_bitmapscan; reset enable_indexscan');
        }
      });
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      return { plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]) };
    };
    const indexed = await explain(true);
    const scanned = await explain(false);
    const usesIndex = new RegExp(`Bitmap Index Scan on ${INDEX}`).test(indexed.plan);
    if (!usesIndex || process.env.BENCH_SEARCH_PLANS) console.log(`\n${label}, ${name}:\n${indexed.plan}\n`);
    results.push({ name, found, call: median(times), indexed: indexed.ms, scanned: scanned.ms, usesIndex });
  }
  console.log(`\nbench/search on ${label}, ${ROWS.toLocaleString('en-US')} companies, search '${SEARCH}'`);
  console.log('| search | rows found | API call median ms | EXPLAIN ANALYZE with index ms | without index ms | Bitmap Index Scan on ' + INDEX + ' |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.found} | ${r.call.toFixed(1)} | ${r.indexed.toFixed(1)} | ${r.scanned.toFixed(1)} | ${r.usesIndex ? 'yes' : 'NO'} |`);
  return results.every((r) => r.usesIndex);
}

async function onPostgres(api) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = createRequire(join(root, 'api', 'package.json'))('pg');
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`bench/search: PostgreSQL skipped, nothing answers at ${url.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    return true;
  }
  const schemaName = `bench_search_${process.pid}`;
  await admin.query(`create schema "${schemaName}"`);
  let handle;
  try {
    handle = await api.openDatabase({ databaseUrl: url, searchPath: schemaName, statementTimeoutMs: 120_000 });
    await api.runMigrations(handle.db, { schemaName });
    const sessionSql = async (fn) => {
      const c = await handle.db.$client.connect();
      try {
        return await fn((text, values) => c.query(text, values));
      } finally {
        c.release();
      }
    };
    return await benchDatabase(api, 'PostgreSQL', { ...handle, schemaName }, sessionSql);
  } finally {
    await handle?.close();
    await admin.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.end();
  }
}

async function onPglite(api) {
  const handle = await api.openDatabase({});
  try {
    await api.runMigrations(handle.db);
    const client = handle.db.$client;
    const sessionSql = (fn) => fn((text, values) => (values ? client.query(text, values) : client.exec(text).then((r) => r[r.length - 1])));
    return await benchDatabase(api, 'PGlite', handle, sessionSql);
  } finally {
    await handle.close();
  }
}

const api = await loadApi();
const ok = [await onPostgres(api), await onPglite(api)];
if (!ok.every(Boolean)) {
  console.error(`\nbench/search: FAILED, a search did not use ${INDEX}`);
  process.exitCode = 1;
} else {
  console.log(`\nTarget: every search above reads ${INDEX}: MET`);
}
