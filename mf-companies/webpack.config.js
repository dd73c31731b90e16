// mf-companies: the `mf_companies` remote (dev server on :3003, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_companies',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/app/routes.tsx' },
});
