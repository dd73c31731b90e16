// Bundles src/server.ts (and workspace packages such as shared-contract) into dist/server.js, and
// the template-pdf worker thread's entry into dist/template-pdf-worker.js beside it (the pool looks
// for it there). node_modules stay external (pdfmake reads its fonts from its package; pdf-lib,
// @signpdf/* and node-forge of api/src/lib/pdf-seal load from api/node_modules too); migrations
// are read from api/drizzle at runtime.
import { build, context } from 'esbuild';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const workspace = Object.entries(pkg.dependencies ?? {})
  .filter(([, version]) => String(version).startsWith('workspace:'))
  .map(([name]) => name);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !workspace.includes(name));

const options = {
  entryPoints: { server: join(here, 'src/server.ts'), 'template-pdf-worker': join(here, 'src/lib/template-pdf/worker.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  // npm run dev: rebuild on change and restart the server (node --watch follows dist/server.js).
  const ctx = await context(options);
  await ctx.rebuild();
  await ctx.watch();
  const server = spawn(process.execPath, ['--watch', '--enable-source-maps', join(here, 'dist/server.js')], { stdio: 'inherit', cwd: join(here, '..') });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { server.kill(signal); void ctx.dispose().then(() => process.exit(0)); });
} else {
  await build(options);
  console.log('api: built dist/server.js and dist/template-pdf-worker.js');
}
