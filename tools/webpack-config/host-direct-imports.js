// The shell (the host) provides every shared singleton to the remotes, but its own code can import
// some of them directly instead of through the share scope, so that webpack tree-shakes them:
// a shared module is always loaded whole (its consumers are unknown at build time), which put the
// entire @mui/material barrel (~100 KB gzip), every shared-ui component (with the date pickers) and
// all of shared-contract on the sign-in page.
//
// Why this keeps one instance of each library: webpack instantiates a module once per runtime,
// whichever import reaches it, so the shell's provided barrel is made of the very module instances
// (Button, ThemeProvider, the toast context, the session store, ...) its direct imports use. The
// shell must also be the copy the remotes get: a provided module that nobody has loaded yet can be
// replaced in the share scope by a remote's own copy of the same version, so the runtime plugin
// host-singletons-runtime-plugin.js loads the shell's copies through the share scope before the
// first remote is requested; with shareStrategy 'loaded-first' every remote then uses them.
//
// How: the share config of these packages names the resolved entry file as `import` (so the shell
// provides it even though no shell module imports it by its bare name any more), and the shell's
// bare imports of the package are rewritten to that same file before the ConsumeSharedPlugin sees
// them. Remotes are built without this: they keep consuming everything from the share scope.
const path = require('node:path');

const PLUGIN = 'HostDirectImportsPlugin';

/** A resolver with the conditions webpack uses for an ESM import in a browser production build. */
function createResolver() {
  const webpackDir = path.dirname(require.resolve('webpack/package.json'));
  const enhancedResolve = require(require.resolve('enhanced-resolve', { paths: [webpackDir] }));
  return enhancedResolve.create.sync({
    conditionNames: ['import', 'module', 'webpack', 'production', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  });
}

/** Absolute entry file of each package as the app at `appDir` resolves it. */
function resolveEntries(appDir, packageNames) {
  const resolve = createResolver();
  return Object.fromEntries(packageNames.map((name) => [name, resolve(appDir, name)]));
}

class HostDirectImportsPlugin {
  /** @param {Record<string, string>} entries bare package name → resolved entry file */
  constructor(entries) {
    this.entries = entries;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (nmf) => {
      // beforeResolve runs before the ConsumeSharedPlugin's factorize hook matches the bare name.
      nmf.hooks.beforeResolve.tap(PLUGIN, (resolveData) => {
        const file = this.entries[resolveData.request];
        if (file) resolveData.request = file;
      });
    });
  }
}

module.exports = { HostDirectImportsPlugin, resolveEntries };
