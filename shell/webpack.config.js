// The shell: the host. It knows no remote at build time (see src/features/remotes): /remotes.json
// names them at run time. Its federation runtime gets the retry and fallback plugins.
const path = require('node:path');
const { createWebpackConfig } = require('webpack-config');

const runtimePlugin = (file) => path.join(__dirname, 'src', 'features', 'remotes', 'lib', file);

module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isShell: true,
  runtimePlugins: [runtimePlugin('retry-plugin.ts'), runtimePlugin('fallback-plugin.ts')],
});
