// Loads a package with Node's own loader. Jest sandboxes require (and module.createRequire), and
// sandboxed code cannot run dynamic import(), which PGlite and @fastify/cookie use internally to
// reach ESM code. Module._load is Node's, so what it loads runs outside the sandbox.
export function loadNative<T>(id: string): T {
  const resolved = require.resolve(id);
  const nodeModule = require('node:module') as { _load?: (request: string, parent: null, isMain: boolean) => unknown };
  return (nodeModule._load ? nodeModule._load(resolved, null, false) : require(resolved)) as T;
}
