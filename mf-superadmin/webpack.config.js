// mf-superadmin: the `mf_superadmin` remote (dev server on :3005, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_superadmin',
  dir: __dirname,
  port: 3005,
  exposes: { './routes': './src/app/routes.tsx' },
});
