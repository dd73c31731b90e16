// bench/template-pdf: renderTemplatePdf (api/src/lib/template-pdf) on subcontracts of growing length,
// in this process: milliseconds per page and the memory the render takes. Target: a 200-page
// contract renders in well under a minute on this machine (about 50 ms a page at the time of writing).
// BENCH_SECTIONS=40,200,400 picks the lengths (a section is about half a page).
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

// The renderer is TypeScript: bundle it (and the test documents) the way api/build.mjs does, with
// pdfmake left to node_modules, into a file that resolves its packages from api/.
const dir = mkdtempSync(join(tmpdir(), 'bench-template-pdf-'));
const entry = join(root, 'api', 'bench-template-pdf.cjs');
try {
  await build({
    stdin: {
      contents: "export { renderTemplatePdf } from './src/lib/template-pdf';\nexport { longContract } from './test/helpers/template-documents';\n",
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
  const requireFromApi = createRequire(entry);
  const Module = requireFromApi('node:module');
  // Load the bundle as if it sat in api/, so `pdfmake` resolves from api/node_modules.
  const source = (await import('node:fs')).readFileSync(join(dir, 'bundle.cjs'), 'utf8');
  const mod = new Module(entry);
  mod.filename = entry;
  mod.paths = Module._nodeModulePaths(join(root, 'api'));
  mod._compile(source, entry);
  const { renderTemplatePdf, longContract } = mod.exports;

  const sections = (process.env.BENCH_SECTIONS ?? '20,100,390').split(',').map(Number);
  await renderTemplatePdf(longContract(2), { title: 'warm-up' });
  console.log('template-pdf: sections  pages  total ms  ms/page  PDF KB  heap+ MB  rss MB');
  for (const count of sections) {
    const body = longContract(count);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { pdf, pageCount } = await renderTemplatePdf(body, { title: `Bench ${count}`, values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } });
    const ms = performance.now() - started;
    const { heapUsed, rss } = process.memoryUsage();
    console.log(
      `template-pdf: ${String(count).padStart(8)}  ${String(pageCount).padStart(5)}  ${ms.toFixed(0).padStart(8)}  ${(ms / pageCount).toFixed(1).padStart(7)}  ${(pdf.length / 1024).toFixed(0).padStart(6)}  ${((heapUsed - heapBefore) / 1048576).toFixed(1).padStart(8)}  ${(rss / 1048576).toFixed(0).padStart(6)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
