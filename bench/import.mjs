// bench/import: the company import preview (POST /api/v1/company/network/import/preview) of a
// 1,000-row file, as CSV and as XLSX, signed in as the demo general contractor's owner. Each row
// is checked like the invite form and against the network, the platform's users and the pending
// invitations; the file mixes new companies, companies already in the network, invalid rows and
// duplicates. Target: a 1,000-row preview answers in under 3 s.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ApiSession, root, startSystem } from './lib.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
const TARGET_MS = 3000;
// exceljs is the API's dependency; the benchmark borrows it to write the XLSX file.
const ExcelJS = createRequire(join(root, 'api', 'package.json'))('exceljs');

const HEADER = ['Name', 'Tax ID', 'Contact name', 'Contact e-mail', 'Phone'];

/** A person's name takes letters only (shared-contract PERSON_NAME_PATTERN): 0042 -> 'Aaec'. */
const letters = (digits) => digits.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d))).replace(/^./, (c) => c.toUpperCase());

function buildRows() {
  const rows = [];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(4, '0');
    if (i % 50 === 7) rows.push(['Ridge Electric', '', 'Rita', `rita-${n}@ridge-elsewhere.test`, '']); // already in the network
    else if (i % 25 === 3) rows.push([`Broken ${n}`, '1', '', `not-an-email-${n}`, '12']); // invalid
    else if (i % 40 === 11) rows.push([`Twin ${n}`, '', 'Twin Contact', 'twin@import-bench.test', '']); // duplicate e-mail after the first
    else rows.push([`Import Bench ${n} Builders`, `${String(10 + (i % 89)).padStart(2, '0')}-${String(1000000 + i)}`, `Contact ${letters(n)}`, `contact-${n}@import-bench.test`, `+1 206 555 ${String(i % 10000).padStart(4, '0')}`]);
  }
  return rows;
}

const csvCell = (v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows) => Buffer.from([HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n'), 'utf8');

async function toXlsx(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Companies');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function preview(session, fileName, bytes, type) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), fileName);
  const started = performance.now();
  const res = await fetch(`${session.base}/api/v1/company/network/import/preview`, {
    method: 'POST',
    headers: { cookie: session.cookieHeader, accept: 'application/json', 'x-xsrf-token': decodeURIComponent(session.cookies.get('XSRF-TOKEN') ?? '') },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  if (body.data.rows.length !== ROWS) throw new Error(`preview returned ${body.data.rows.length} rows, expected ${ROWS}`);
  return { ms, counts: body.data.counts };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const system = await startSystem();
try {
  const owner = new ApiSession(system.base);
  await owner.signIn('owner@northwind.test');
  const rows = buildRows();
  const files = [
    ['CSV', 'companies.csv', toCsv(rows), 'text/csv'],
    ['XLSX', 'companies.xlsx', await toXlsx(rows), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ];
  const results = [];
  for (const [label, name, bytes, type] of files) {
    await preview(owner, name, bytes, type); // warm-up (JIT, query plans)
    const times = [];
    let counts;
    for (let i = 0; i < RUNS; i++) ({ ms: times[i], counts } = await preview(owner, name, bytes, type));
    results.push({ label, size: bytes.length, times, counts });
  }
  console.log(`\nbench/import (${ROWS} rows, ${RUNS} runs each after a warm-up, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  console.log('| file | bytes | median ms | max ms | new / in network / invalid | target < 3000 ms |');
  console.log('|---|---:|---:|---:|---|---|');
  let isMet = true;
  for (const r of results) {
    const worst = Math.max(...r.times);
    isMet &&= worst < TARGET_MS;
    console.log(`| ${r.label} | ${r.size} | ${median(r.times).toFixed(0)} | ${worst.toFixed(0)} | ${r.counts.new_invitation} / ${r.counts.in_network} / ${r.counts.invalid} | ${worst < TARGET_MS ? 'met' : 'NOT met'} |`);
  }
  if (!isMet) process.exitCode = 1;
} finally {
  await system.stop();
}
