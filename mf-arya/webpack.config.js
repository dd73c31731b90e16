// mf-arya: the `mf_arya` remote (dev server on :3006, standalone or loaded by the shell).
const { createWebpackConfig } = require('webpack-config');

module.exports = createWebpackConfig({
  name: 'mf_arya',
  dir: __dirname,
  port: 3006,
  exposes: {
    './routes': './src/app/routes.tsx',
    './drawer': './src/app/drawer.tsx',
  },
});
