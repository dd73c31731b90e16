// bench/seal-pdf: sealing an executed contract with api/src/lib/pdf-seal. A 30-page contract is
// rendered once with api/src/lib/template-pdf (the product's one template-to-PDF path) from a long
// template document; then, 5 times: 6 signature nodes stamped (typed and drawn signatures,
// initials, a date), the certificate pages with a 14-event audit trail appended, the PDF digitally
// signed with a generated sealing identity, and verified. Prints each step's median. Target: stamp
// + certificate + seal under 2 s (median of 5) on this machine.
// BENCH_SEAL_PAGES picks the contract's minimum length (default 30), BENCH_SEAL_RUNS the runs (5).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

// The library is TypeScript: bundle it as api/build.mjs does (every api dependency external, so
// pdfmake, pdf-lib, @signpdf/* and node-forge resolve from api/node_modules as for dist/server.js).
const apiPkg = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8'));
const external = Object.entries({ ...apiPkg.dependencies, ...apiPkg.devDependencies })
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);
const cache = join(root, 'api', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bench-seal-pdf-'));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-seal-pdf-data-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  await build({
    stdin: {
      contents: [
        "export * from './src/lib/pdf-seal';",
        "export { renderTemplatePdfInProcess } from './src/lib/template-pdf/render-pdf';",
        "export { longContract, pngDataUrl } from './test/helpers/template-documents';",
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
  const lib = createRequire(import.meta.url)(join(dir, 'bundle.cjs'));
  const minPages = Number(process.env.BENCH_SEAL_PAGES) || 30;
  const runs = Number(process.env.BENCH_SEAL_RUNS) || 5;

  const identityStarted = performance.now();
  const identity = await lib.loadSealingIdentity({ dataDir, sealP12Path: null, sealP12Password: '' });
  const identityMs = performance.now() - identityStarted;

  // A contract of at least minPages pages (a section of longContract is about half a page).
  let sections = minPages * 2;
  let rendered = await lib.renderTemplatePdfInProcess(lib.longContract(sections), { title: 'Subcontract for Bolt Electric', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } });
  while (rendered.pageCount < minPages) {
    sections = Math.ceil((sections * minPages) / rendered.pageCount) + 1;
    rendered = await lib.renderTemplatePdfInProcess(lib.longContract(sections), { title: 'Subcontract for Bolt Electric', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } });
  }
  const [internal, external2] = rendered.signatureFields;
  const drawn = Buffer.from(lib.pngDataUrl(480, 140).split(',')[1], 'base64');
  const nodes = [
    { ...internal, kind: 'signature', value: { type: 'typed', text: 'Alice Manager' } },
    { ...external2, kind: 'signature', value: { type: 'drawn', png: drawn } },
    { page: 1, x: 480, y: 730, width: 60, height: 30, kind: 'initials', value: { type: 'typed', text: 'AM' } },
    { page: Math.ceil(rendered.pageCount / 2), x: 480, y: 730, width: 60, height: 30, kind: 'initials', value: { type: 'drawn', png: drawn } },
    { page: internal.page, x: internal.x, y: Math.max(0, internal.y - 24), width: 120, height: 20, kind: 'date', value: { type: 'date', text: '2026-03-02' } },
    { page: external2.page, x: external2.x, y: Math.max(0, external2.y - 24), width: 120, height: 20, kind: 'date', value: { type: 'date', text: '2026-03-02' } },
  ];
  const documentHash = lib.sha256Hex(rendered.pdf);
  const actions = ['created', 'approval requested', 'approved', 'approved', 'sent for signature', 'viewed', 'consented', 'signed', 'viewed', 'consented', 'signed', 'completed', 'executed PDF produced', 'sealed'];
  const events = actions.map((action, index) => ({
    action,
    actor: index % 2 ? 'Bob Vendor (Bolt Electric)' : 'Alice Manager (Acme Builders)',
    email: index % 2 ? 'bob@bolt.example' : 'alice@acme.example',
    at: new Date(Date.UTC(2026, 2, 1, 9, index * 7)).toISOString(),
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    hash: lib.sha256Hex(`event ${index}`),
  }));

  const times = { stamp: [], certificate: [], seal: [], total: [], verify: [] };
  let sealed;
  // One warm-up run (JIT, font loading), then the measured ones.
  for (let run = 0; run <= runs; run += 1) {
    const t0 = performance.now();
    const stamped = await lib.stampSignatures(rendered.pdf, nodes);
    const t1 = performance.now();
    const withCertificate = await lib.appendCertificatePage(stamped, { title: 'Subcontract for Bolt Electric', documentHash, events });
    const t2 = performance.now();
    sealed = await lib.sealPdf(withCertificate, identity, { reason: 'Executed contract', name: identity.commonName });
    const t3 = performance.now();
    const check = lib.verifySealedPdf(sealed, identity);
    const t4 = performance.now();
    if (!check.signed || !check.unmodified || !check.coversWholeFile) throw new Error(`seal-pdf: the sealed PDF does not verify: ${JSON.stringify(check)}`);
    if (run === 0) continue;
    times.stamp.push(t1 - t0);
    times.certificate.push(t2 - t1);
    times.seal.push(t3 - t2);
    times.total.push(t3 - t0);
    times.verify.push(t4 - t3);
  }
  const total = median(times.total);
  console.log(`seal-pdf: identity generated (RSA 2048) in ${identityMs.toFixed(0)} ms`);
  console.log(`seal-pdf: ${rendered.pageCount}-page contract (${(rendered.pdf.length / 1024).toFixed(0)} KB), ${nodes.length} signature nodes, ${events.length} audit events; sealed PDF ${(sealed.length / 1024).toFixed(0)} KB`);
  console.log(`seal-pdf: median of ${runs} (ms)  stamp ${median(times.stamp).toFixed(0)}  certificate ${median(times.certificate).toFixed(0)}  seal ${median(times.seal).toFixed(0)}  stamp+certificate+seal ${total.toFixed(0)}  (verify ${median(times.verify).toFixed(0)})`);
  console.log(`seal-pdf: target < 2000 ms: ${total < 2000 ? 'met' : 'NOT met'}`);
  if (total >= 2000) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
