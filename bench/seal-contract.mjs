// bench/seal-contract: the contract seal job (api/src/modules/contracts/seal.ts) on a real database.
// (a) One contract of at least 30 pages with 6 signature nodes (two signers: a typed and a drawn
//     signature, initials and a date each) and its audit trail, sealed by sealContractRound as the
//     job does it (frozen PDF read and checked, stamped, certificate pages, PDF signature, stored,
//     round executed, 'sealed' audited, parties told): median and p95 over BENCH_SEAL_RUNS runs
//     (default 10, after one warm-up). Target: under 2 s.
// (b) BENCH_SEAL_CONTRACTS contracts (default 100) queued as CONTRACT_SEAL_JOB jobs in the jobs
//     table at once and run by BENCH_SEAL_RUNNERS job runners (default 4, as separate instances
//     would) concurrently; checked: every job done, each round executed once, exactly one 'sealed'
//     audit event per contract, every stored PDF's SHA-256 the round's.
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL, a throw-away schema dropped after),
// else an in-memory PGlite (one connection: the runners then take turns).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const RUNS = Number(process.env.BENCH_SEAL_RUNS) || 10;
const CONTRACTS = Number(process.env.BENCH_SEAL_CONTRACTS) || 100;
const RUNNERS = Number(process.env.BENCH_SEAL_RUNNERS) || 4;
const MIN_PAGES = 30;
const TARGET_MS = 2000;
const DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;

const apiPkg = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8'));
const external = [
  ...Object.entries({ ...apiPkg.dependencies, ...apiPkg.devDependencies })
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name),
  'pg-native',
];
const cache = join(root, 'api', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bench-seal-contract-'));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-seal-contract-data-'));
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

let app;
let dropSchema = async () => undefined;
try {
  await build({
    stdin: {
      contents: [
        "export { buildApp } from './src/app';",
        "export { openDatabase } from './src/db/client';",
        "export * as schema from './src/db/schema';",
        "export { withTransaction } from './src/db/transaction';",
        "export { createCompanyWithDefaults } from './src/lib/company-setup';",
        "export { appendContractAudit } from './src/lib/contract-audit';",
        "export { sha256Hex, verifySealedPdf } from './src/lib/pdf-seal';",
        "export { renderTemplatePdfInProcess } from './src/lib/template-pdf/render-pdf';",
        "export { JobRunner } from './src/plugins/app/jobs';",
        "export { CONTRACT_SEAL_JOB, contractDocumentKey } from './src/modules/contracts/keys';",
        "export { sealContractRound, sealingIdentityOf, readStoredFile } from './src/modules/contracts/seal';",
        "export { longContract, pngDataUrl } from './test/helpers/template-documents';",
        "export { eq, and, inArray, sql } from 'drizzle-orm';",
      ].join('\n'),
      resolveDir: join(root, 'api'),
      loader: 'ts',
    },
    outfile: join(dir, 'bundle.cjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external,
    logLevel: 'warning',
  });
  process.env.MIGRATIONS_DIR = join(root, 'api', 'drizzle');
  const lib = createRequire(import.meta.url)(join(dir, 'bundle.cjs'));
  const { schema: t, eq, and, inArray, sql } = lib;

  let database;
  let schemaName;
  if (DATABASE_URL) {
    const { Client } = createRequire(join(root, 'api', 'package.json'))('pg');
    schemaName = `bench_seal_${process.pid}`;
    const admin = new Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema "${schemaName}"`);
    await admin.end();
    dropSchema = async () => {
      const cleanup = new Client({ connectionString: DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schemaName}" cascade`);
      await cleanup.end();
    };
    database = await lib.openDatabase({ databaseUrl: DATABASE_URL, searchPath: schemaName, statementTimeoutMs: 120_000 });
  } else {
    database = await lib.openDatabase({});
  }
  app = await lib.buildApp({ config: { nodeEnv: 'test', logLevel: 'silent', dataDir, mailToConsole: false, publicUrl: 'http://localhost:8080' }, env: {}, database, databaseSchema: schemaName, enableSockets: false });
  await app.ready();
  const db = app.db;

  // Two companies, a signer each.
  const home = await lib.createCompanyWithDefaults(db, { name: 'Seal Bench Builders', type: 'general_contractor' });
  const vendor = await lib.createCompanyWithDefaults(db, { name: 'Seal Bench Electric', type: 'sub_contractor' });
  const [manager, vendorUser] = await db
    .insert(t.users)
    .values([
      { companyId: home.id, role: 'general_manager', email: 'manager@seal-bench.test', firstName: 'Alice', lastName: 'Manager', passwordHash: 'x', emailVerifiedAt: new Date() },
      { companyId: vendor.id, role: 'sub_manager', email: 'bob@seal-bench.test', firstName: 'Bob', lastName: 'Vendor', passwordHash: 'x', emailVerifiedAt: new Date() },
    ])
    .returning();

  // The frozen document: at least 30 pages from the product's template-to-PDF path.
  const values = { 'company.name': home.name, 'vendor.name': vendor.name };
  let sections = MIN_PAGES * 2;
  let rendered = await lib.renderTemplatePdfInProcess(lib.longContract(sections), { title: 'Subcontract', values });
  while (rendered.pageCount < MIN_PAGES) {
    sections = Math.ceil((sections * MIN_PAGES) / rendered.pageCount) + 1;
    rendered = await lib.renderTemplatePdfInProcess(lib.longContract(sections), { title: 'Subcontract', values });
  }
  const frozen = Buffer.from(rendered.pdf);
  const documentSha256 = lib.sha256Hex(frozen);
  const internalField = rendered.signatureFields.find((f) => f.role === 'internal');
  const externalField = rendered.signatureFields.find((f) => f.role === 'external');
  const drawn = lib.pngDataUrl(480, 140);
  await lib.sealingIdentityOf(app); // generated once, as on first start

  let number = 0;
  /** A contract as the last signature leaves it: round 'sealing', 6 nodes, 14 audit events. */
  async function createSignedRound() {
    number += 1;
    const [task] = await db
      .insert(t.tasks)
      .values({
        companyId: home.id,
        vendorCompanyId: vendor.id,
        number: `T-${String(number).padStart(6, '0')}`,
        name: `Bench subcontract ${number}`,
        type: 'contract',
        status: 'completed',
        internalAssigneeId: manager.id,
        externalAssigneeId: vendorUser.id,
        sentAt: new Date(),
      })
      .returning();
    const [round] = await db
      .insert(t.contractRounds)
      .values({ taskId: task.id, status: 'sealing', documentKey: 'pending', documentSha256, pageCount: rendered.pageCount, copyRecipients: [{ name: 'Carol Copy', email: 'carol@seal-bench.test' }] })
      .returning();
    const documentKey = lib.contractDocumentKey(task.id, round.id);
    await app.storage.put(documentKey, frozen);
    await db.update(t.contractRounds).set({ documentKey }).where(eq(t.contractRounds.id, round.id));
    const signedAt = new Date();
    const signed = { roundId: round.id, taskId: task.id, step: 1, status: 'signed', signedAt, consentedAt: signedAt, ip: '203.0.113.7', userAgent: 'bench', documentSha256 };
    const [external, internal] = await db
      .insert(t.contractSigners)
      .values([
        { ...signed, userId: vendorUser.id, side: 'external', signature: { type: 'drawn', png: drawn }, initials: { type: 'drawn', png: drawn } },
        { ...signed, userId: manager.id, side: 'internal', signature: { type: 'typed', text: 'Alice Manager' } },
      ])
      .returning();
    const box = (field, dy) => ({ page: field.page, x: field.x, y: Math.max(0, field.y + dy), width: 120, height: 24 });
    await db.insert(t.contractSignatureNodes).values([
      { roundId: round.id, signerId: external.id, kind: 'signature', page: externalField.page, x: externalField.x, y: externalField.y, width: externalField.width, height: externalField.height },
      { roundId: round.id, signerId: internal.id, kind: 'signature', page: internalField.page, x: internalField.x, y: internalField.y, width: internalField.width, height: internalField.height },
      { roundId: round.id, signerId: external.id, kind: 'initials', page: 1, x: 480, y: 730, width: 60, height: 30 },
      { roundId: round.id, signerId: internal.id, kind: 'initials', page: Math.ceil(rendered.pageCount / 2), x: 480, y: 730, width: 60, height: 30 },
      { roundId: round.id, signerId: external.id, kind: 'date', ...box(externalField, externalField.height + 4) },
      { roundId: round.id, signerId: internal.id, kind: 'date', ...box(internalField, internalField.height + 4) },
    ]);
    const alice = { id: manager.id, name: 'Alice Manager', email: manager.email };
    const bob = { id: vendorUser.id, name: 'Bob Vendor', email: vendorUser.email };
    const origin = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
    const steps = [
      ['created', alice], ['submitted_for_approval', alice], ['approved', alice], ['approved', alice], ['prepared', alice], ['sent', alice],
      ['viewed', bob], ['consented', bob], ['signed', bob], ['viewed', alice], ['consented', alice], ['signed', alice], ['executed', null],
    ];
    await lib.withTransaction(db, async (tx) => {
      for (const [action, actor] of steps) await lib.appendContractAudit(tx, { taskId: task.id, roundId: round.id, action, actor, origin: actor ? origin : undefined, documentSha256 });
    });
    return { task, round };
  }

  // (a) one contract at a time
  const times = [];
  let lastRound;
  for (let run = 0; run <= RUNS; run += 1) {
    const { round } = await createSignedRound();
    const started = performance.now();
    const outcome = await lib.sealContractRound(app, round.id);
    const ms = performance.now() - started;
    if (outcome.status !== 'sealed') throw new Error(`seal-contract: round ${round.id} answered ${outcome.status}`);
    if (run > 0) times.push(ms);
    lastRound = round;
  }
  const [sealedRound] = await db.select().from(t.contractRounds).where(eq(t.contractRounds.id, lastRound.id));
  const sealedPdf = await lib.readStoredFile(app, sealedRound.executedKey);
  const check = lib.verifySealedPdf(sealedPdf, await lib.sealingIdentityOf(app));
  if (!check.signed || !check.unmodified || !check.coversWholeFile) throw new Error(`seal-contract: the executed PDF does not verify: ${JSON.stringify(check)}`);

  // (b) many contracts through the job runner at once
  const rounds = [];
  for (let i = 0; i < CONTRACTS; i += 1) rounds.push(await createSignedRound());
  const roundIds = rounds.map((r) => r.round.id);
  const taskIds = rounds.map((r) => r.task.id);
  await app.jobs.enqueueMany(lib.CONTRACT_SEAL_JOB, roundIds.map((id) => ({ round_id: id })), { maxAttempts: 5 });
  const runners = Array.from({ length: RUNNERS }, (_, i) => {
    const runner = new lib.JobRunner(db, { instanceId: `bench-seal-${i}` });
    runner.register(lib.CONTRACT_SEAL_JOB, async (payload) => lib.sealContractRound(app, Number(payload.round_id)));
    return runner;
  });
  const started = performance.now();
  const ran = await Promise.all(runners.map((runner) => runner.runDue()));
  const concurrentMs = performance.now() - started;

  const jobRows = await db.select().from(t.jobs).where(eq(t.jobs.kind, lib.CONTRACT_SEAL_JOB));
  const done = jobRows.filter((j) => j.status === 'done').length;
  const attempts = jobRows.reduce((n, j) => n + j.attempts, 0);
  const executed = await db.select().from(t.contractRounds).where(and(inArray(t.contractRounds.id, roundIds), eq(t.contractRounds.status, 'executed')));
  const [{ sealedEvents }] = await db
    .select({ sealedEvents: sql`cast(count(*) as integer)` })
    .from(t.contractAuditEvents)
    .where(and(inArray(t.contractAuditEvents.taskId, taskIds), eq(t.contractAuditEvents.action, 'sealed')));
  const [{ tasksSealedTwice }] = await db
    .select({ tasksSealedTwice: sql`cast(count(*) as integer)` })
    .from(sql`(select task_id from contract_audit_events where action = 'sealed' group by task_id having count(*) > 1) twice`);
  let fileMismatches = 0;
  for (const round of executed) if (lib.sha256Hex(await lib.readStoredFile(app, round.executedKey)) !== round.executedSha256) fileMismatches += 1;

  const med = median(times);
  const high = p95(times);
  console.log(`seal-contract: database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory, one connection)'}`);
  console.log(`seal-contract: ${rendered.pageCount}-page contract (${(frozen.length / 1024).toFixed(0)} KB), 6 signature nodes, ${13} audit events before sealing; executed PDF ${(sealedPdf.length / 1024).toFixed(0)} KB`);
  console.log(`seal-contract: (a) seal job of one contract, ${RUNS} runs: median ${med.toFixed(0)} ms, p95 ${high.toFixed(0)} ms (target < ${TARGET_MS} ms: ${high < TARGET_MS ? 'met' : med < TARGET_MS ? 'median met, p95 not' : 'NOT met'})`);
  console.log(`seal-contract: (b) ${CONTRACTS} contracts, ${RUNNERS} runners at once: ${(concurrentMs / 1000).toFixed(1)} s (${(concurrentMs / CONTRACTS).toFixed(0)} ms a contract); jobs run per runner ${ran.join('/')}; jobs done ${done}/${CONTRACTS}, attempts ${attempts}; rounds executed ${executed.length}; 'sealed' events ${sealedEvents}; contracts sealed twice ${tasksSealedTwice}; stored PDFs not matching their round ${fileMismatches}`);
  const lostOrDoubled = done !== CONTRACTS || executed.length !== CONTRACTS || sealedEvents !== CONTRACTS || tasksSealedTwice !== 0 || fileMismatches !== 0;
  console.log(`seal-contract: no lost or doubled job: ${lostOrDoubled ? 'NOT met' : 'met'}`);
  if (lostOrDoubled || med >= TARGET_MS) process.exitCode = 1;
} finally {
  await app?.close().catch(() => undefined);
  await dropSchema().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
