// mf-projects: the `mf_projects` remote (dev server on :3001, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_projects',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/app/routes.tsx' },
});
