// bench/template-pdf: template PDFs (api/src/lib/template-pdf) on subcontracts of growing length.
// 1. In this process (renderTemplatePdfInProcess): milliseconds per page and the memory the render
//    takes. Target: a 200-page contract renders in well under a minute on this machine (about 50 ms
//    a page at the time of writing).
// 2. Throughput through the worker pool (renderTemplatePdf, as the API renders): BENCH_JOBS renders
//    of one document at once, against the same renders one after another in this process, with the
//    longest event-loop stall of this process in each case (the pool's point: the loop stays free).
// BENCH_SECTIONS=40,200,400 picks the lengths (a section is about half a page); BENCH_POOL_SECTIONS
// the pool's document (default 40), BENCH_JOBS its count (default 8), BENCH_WORKERS the pool's size
// (default as the API's: max(1, min(2, cpus - 1))).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib.mjs';

// The renderer is TypeScript: bundle it, its worker (as api/build.mjs does, dist/template-pdf-worker.js
// beside the bundle) and the test documents into a folder under api/node_modules, so pdfmake
// resolves from api/ as it does for dist/server.js.
const cache = join(root, 'api', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bench-template-pdf-'));
try {
  await build({
    stdin: {
      contents: [
        "export { renderTemplatePdf, configureTemplatePdfPool, closeTemplatePdfPool } from './src/lib/template-pdf';",
        "export { renderTemplatePdfInProcess } from './src/lib/template-pdf/render-pdf';",
        "export { defaultTemplatePdfWorkers, TEMPLATE_PDF_WORKER_FILE } from './src/lib/template-pdf/pool';",
        "export { longContract } from './test/helpers/template-documents';",
      ].join('\n'),
      resolveDir: join(root, 'api'),
      loader: 'ts',
    },
    outfile: join(dir, 'bundle.cjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['pdfmake', 'pdf-lib'],
    logLevel: 'warning',
  });
  const lib = createRequire(import.meta.url)(join(dir, 'bundle.cjs'));
  await build({ entryPoints: [join(root, 'api/src/lib/template-pdf/worker.ts')], outfile: join(dir, lib.TEMPLATE_PDF_WORKER_FILE), bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['pdfmake', 'pdf-lib'], logLevel: 'warning' });
  const { renderTemplatePdf, renderTemplatePdfInProcess, configureTemplatePdfPool, closeTemplatePdfPool, defaultTemplatePdfWorkers, longContract } = lib;
  const values = { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' };

  const sections = (process.env.BENCH_SECTIONS ?? '20,100,390').split(',').map(Number);
  await renderTemplatePdfInProcess(longContract(2), { title: 'warm-up' });
  console.log('template-pdf: in this process');
  console.log('template-pdf: sections  pages  total ms  ms/page  PDF KB  heap+ MB  rss MB');
  for (const count of sections) {
    const body = longContract(count);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { pdf, pageCount } = await renderTemplatePdfInProcess(body, { title: `Bench ${count}`, values });
    const ms = performance.now() - started;
    const { heapUsed, rss } = process.memoryUsage();
    console.log(
      `template-pdf: ${String(count).padStart(8)}  ${String(pageCount).padStart(5)}  ${ms.toFixed(0).padStart(8)}  ${(ms / pageCount).toFixed(1).padStart(7)}  ${(pdf.length / 1024).toFixed(0).padStart(6)}  ${((heapUsed - heapBefore) / 1048576).toFixed(1).padStart(8)}  ${(rss / 1048576).toFixed(0).padStart(6)}`,
    );
  }

  // Throughput: the same jobs one after another here, then all at once through the pool.
  const workers = Number(process.env.BENCH_WORKERS) || defaultTemplatePdfWorkers();
  const jobs = Number(process.env.BENCH_JOBS) || 8;
  const poolSections = Number(process.env.BENCH_POOL_SECTIONS) || 40;
  configureTemplatePdfPool({ size: workers, maxQueue: jobs });
  const body = longContract(poolSections);
  const timed = async (run) => {
    let last = performance.now();
    let stall = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      stall = Math.max(stall, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const results = await run();
    const ms = performance.now() - started;
    // A stall shows when the interval fires late: let it fire once more.
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticks);
    return { ms, stall, pages: results.reduce((sum, r) => sum + r.pageCount, 0) };
  };
  // The threads start (and load pdfmake), and each side renders the document a few times (the JIT
  // warms up over several renders), before the clock runs.
  await Promise.all(Array.from({ length: workers * 3 }, () => renderTemplatePdf(body, { title: 'warm-up', values })));
  for (let i = 0; i < 3; i += 1) await renderTemplatePdfInProcess(body, { title: 'warm-up', values });
  const inline = await timed(async () => {
    const results = [];
    for (let i = 0; i < jobs; i += 1) results.push(await renderTemplatePdfInProcess(body, { title: `Bench ${i}`, values }));
    return results;
  });
  const pooled = await timed(() => Promise.all(Array.from({ length: jobs }, (_, i) => renderTemplatePdf(body, { title: `Bench ${i}`, values }))));
  console.log(`template-pdf: throughput, ${jobs} renders of ${poolSections} sections (${pooled.pages / jobs} pages each)`);
  console.log('template-pdf: how                 total ms  renders/s  pages/s  longest loop stall ms');
  for (const [how, r] of [['in this process', inline], [`pool of ${workers} thread${workers === 1 ? '' : 's'}`, pooled]]) {
    console.log(`template-pdf: ${how.padEnd(18)}  ${r.ms.toFixed(0).padStart(8)}  ${((jobs * 1000) / r.ms).toFixed(2).padStart(9)}  ${((r.pages * 1000) / r.ms).toFixed(0).padStart(7)}  ${r.stall.toFixed(0).padStart(21)}`);
  }
  await closeTemplatePdfPool();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
