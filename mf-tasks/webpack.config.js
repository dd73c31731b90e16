// mf-tasks: the `mf_tasks` remote (dev server on :3002, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_tasks',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/app/routes.tsx' },
});
