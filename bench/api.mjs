// bench/api: autocannon against GET /api/v1/auth/user (signed in) and the operator company list
// with 2,000 companies, beside a bare Fastify route in the same run. Target: the operator list
// reaches at least 60% of the bare route's requests per second.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startSystem, ApiSession, freePort } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 2000);

function cannon(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 10, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))),
  );
}

const system = await startSystem();
try {
  const operator = new ApiSession(system.base);
  await operator.signInOperator();
  const existing = (await operator.request('GET', '/api/v1/superadmin/companies?per_page=10')).total;
  for (let i = existing; i < COMPANIES; i++) {
    await operator.request('POST', '/api/v1/superadmin/companies', {
      owner_first_name: 'Bench',
      // Names take letters only (shared person-name rule): the index spelled in letters keeps them apart.
      owner_last_name: `Owner ${i.toString(26).replace(/./g, (d) => String.fromCharCode(65 + parseInt(d, 26)))}`,
      owner_email: `bench-owner-${i}@bench.test`,
      company_name: `Bench Company ${String(i).padStart(4, '0')}`,
      company_tax_id: `12-${String(1000000 + i)}`,
      company_website: `https://bench-${i}.example.com`,
      company_type: i % 3 ? 'sub_contractor' : 'general_contractor',
    });
    if (i === existing) await operator.request('POST', '/api/v1/superadmin/logout-from-company');
  }
  await operator.request('POST', '/api/v1/superadmin/logout-from-company');
  const owner = new ApiSession(system.base);
  await owner.signIn('owner@northwind.test');

  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const runs = [
    ['bare Fastify route', await cannon(`http://127.0.0.1:${barePort}/bare`, {})],
    ['GET /api/v1/auth/user', await cannon(`${system.base}/api/v1/auth/user`, { cookie: owner.cookieHeader, accept: 'application/json' })],
    [
      `operator list (${COMPANIES} companies)`,
      await cannon(`${system.base}/api/v1/superadmin/companies?page=1&per_page=10&sort_field=users_max_last_activity&sort_direction=desc`, {
        cookie: operator.cookieHeader,
        accept: 'application/json',
      }),
    ],
  ];
  await bare.close();
  const bareRps = runs[0][1].requests.average;
  console.log('\nbench/api');
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs bare | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, r] of runs) {
    console.log(`| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${((r.requests.average / bareRps) * 100).toFixed(0)}% | ${r.non2xx} |`);
  }
  const ratio = runs[2][1].requests.average / bareRps;
  console.log(`\nTarget: operator list ≥ 60% of the bare route: ${(ratio * 100).toFixed(0)}% ${ratio >= 0.6 ? 'MET' : 'NOT MET'}`);
} finally {
  await system.stop();
}
