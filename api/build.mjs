// Bundles src/server.ts (and workspace packages such as shared-contract) into dist/server.js.
// node_modules stay external; migrations are read from api/drizzle at runtime.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const workspace = Object.entries(pkg.dependencies ?? {})
  .filter(([, version]) => String(version).startsWith('workspace:'))
  .map(([name]) => name);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !workspace.includes(name));

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
console.log('api: built dist/server.js');
