// mf-settings: the `mf_settings` remote (dev server on :3004, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_settings',
  dir: __dirname,
  port: 3004,
  exposes: { './routes': './src/app/routes.tsx' },
});
