// Bundles src/server.ts (and workspace packages such as shared-contract) into dist/server.js.
// node_modules stay external; migrations are read from api/drizzle at runtime.
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
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.js'),
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
  console.log('api: built dist/server.js');
}
