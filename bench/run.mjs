// npm run bench: every benchmark, one after the other (they share the machine's two cores).
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
for (const name of ['bundle', 'api', 'import', 'search', 'projects', 'tasks-list', 'template-pdf', 'seal-pdf', 'seal-contract', 'bulk-send']) {
  if (only && only !== name) continue;
  const r = spawnSync(process.execPath, [new URL(`./${name}.mjs`, import.meta.url).pathname], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
