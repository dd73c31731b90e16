// createWebpackConfig: the webpack 5 + Module Federation setup of the shell and of every remote,
// so that the share list, the federation options and the dev server stay identical across apps.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShared } = require('./shared');
const { HostDirectImportsPlugin, resolveEntries } = require('./host-direct-imports');
const { PrecompressPlugin } = require('./precompress');

/**
 * Shared singletons the shell imports directly (tree-shaken, so the sign-in page loads only what it
 * renders) while still providing them whole to the remotes: see host-direct-imports.js. The runtime
 * plugin makes the shell's copies the loaded singletons before the first remote is requested.
 */
const HOST_DIRECT_IMPORTS = ['@mui/material', '@emotion/react', '@emotion/styled', 'formik', 'swr', 'jotai', 'shared-ui', 'shared-auth', 'shared-contract'];
const HOST_SINGLETONS_RUNTIME_PLUGIN = path.join(__dirname, 'host-singletons-runtime-plugin.js');
/** Sources of the workspace packages, compiled into each app. */
const WORKSPACE_SOURCES = /[\\/](shared-ui|shared-auth|shared-contract)[\\/]src[\\/]/;

/** Where `npm start` serves the API; the dev servers proxy to it. */
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';
const PRODUCT_TITLE = 'Contract Hub';

/** Reads the mode webpack-cli was given (`--mode production`, `webpack serve`), defaulting to production. */
function detectMode(argv = process.argv) {
  const index = argv.indexOf('--mode');
  if (index !== -1 && argv[index + 1]) return argv[index + 1];
  const inline = argv.find((arg) => arg.startsWith('--mode='));
  if (inline) return inline.slice('--mode='.length);
  if (process.env.WEBPACK_SERVE) return 'development';
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

function swcRule(isProd) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2020',
        },
      },
    },
  };
}

function devServer({ port, isShell }) {
  // Every app proxies the API, so a remote also runs standalone, signed in with the session
  // cookie the API set on localhost. The shell also proxies /remotes.json and the built remotes
  // the API serves under /remotes/, so it can run against `npm start` as well as `npm run dev`.
  const context = ['/api', '/socket.io', '/broadcasting', ...(isShell ? ['/remotes.json', '/remotes/'] : [])];
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    // A remote's entry runs inside the shell's page: it must be fetchable cross-origin, and its
    // live-reload client must talk to its own server, not the shell's.
    headers: isShell
      ? undefined
      : { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Access-Control-Allow-Headers': '*' },
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, webSocketURL: `ws://localhost:${port}/ws` },
    proxy: [{ context, target: API_ORIGIN, ws: true, changeOrigin: false }],
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation container name and output.uniqueName (mf_projects, shell, ...)
 * @param {string} options.dir the app folder (__dirname of its webpack.config.js)
 * @param {number} options.port dev server port
 * @param {Record<string, string>} [options.exposes] modules a remote exposes, e.g. { './routes': './src/app/routes.tsx' }
 * @param {boolean} [options.isShell] the host: publicPath '/', no container or manifest, proxy of /remotes.json
 * @param {string[]} [options.runtimePlugins] federation runtime plugin files (absolute paths), e.g. the shell's retry and fallback
 * @param {string} [options.title] document title
 * @param {'production' | 'development'} [options.mode] defaults to the mode webpack-cli was given
 */
function createWebpackConfig({ name, dir, port, exposes = {}, isShell = false, runtimePlugins = [], title = PRODUCT_TITLE, mode = detectMode() }) {
  if (!name || !dir || !port) throw new Error('createWebpackConfig needs name, dir and port');
  const isProd = mode === 'production';
  const ownTemplate = path.join(dir, 'public', 'index.html');
  const template = fs.existsSync(ownTemplate) ? ownTemplate : path.join(__dirname, 'public', 'index.html');
  const hash = isProd ? '.[contenthash:8]' : '';
  // Production builds of the shell only: the dev server keeps plain sharing (its unhashed chunk
  // names would collide), and download size does not matter there.
  const hostDirect = isShell && isProd;
  const directEntries = hostDirect ? resolveEntries(dir, HOST_DIRECT_IMPORTS) : {};

  return {
    mode,
    context: dir,
    entry: { main: './src/index.tsx' },
    target: 'web',
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Entry chunks carry the federation runtime, which on webpack 5.111 cannot resolve a
      // [contenthash] in its own filename (module-federation/core#5077): entries keep plain names
      // (index.html adds a cache-busting query), every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: `[name]${hash}.js`,
      assetModuleFilename: `assets/[name]${isProd ? '.[contenthash:8]' : ''}[ext]`,
      uniqueName: name,
      publicPath: isShell ? '/' : 'auto',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(isProd),
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?|mp4)$/i, type: 'asset/resource' },
        // The workspace packages have no import-time side effects (no module is imported for its
        // effects alone): the shell's direct imports of them keep only the modules a page uses.
        ...(hostDirect ? [{ test: WORKSPACE_SOURCES, sideEffects: false }] : []),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? { manifest: false } : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
        remotes: {},
        shared: createShared(dir, directEntries),
        shareStrategy: 'loaded-first',
        runtimePlugins: hostDirect ? [...runtimePlugins, [HOST_SINGLETONS_RUNTIME_PLUGIN, { packages: HOST_DIRECT_IMPORTS }]] : runtimePlugins,
        dts: false,
        // Browser-only apps: lets the federation runtime drop its Node.js script loading.
        experiments: { optimization: { target: 'web' } },
        dev: isProd ? false : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
      }),
      ...(hostDirect ? [new HostDirectImportsPlugin(directEntries)] : []),
      new HtmlWebpackPlugin({
        template,
        title,
        chunks: ['main'],
        hash: isProd,
        // Standalone remotes fall back to index.html on deep links in dev: load scripts from the root.
        publicPath: isShell || !isProd ? '/' : 'auto',
      }),
      // .br and .gz beside each text file: the server sends them by the browser's Accept-Encoding.
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      moduleIds: isProd ? 'deterministic' : 'named',
      // swc minifies about three times faster than terser: the seven apps build in under a minute on two cores.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 1 }, mangle: true } })],
    },
    performance: { hints: false },
    stats: isProd ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    devServer: devServer({ port, isShell }),
  };
}

module.exports = { createWebpackConfig, detectMode, API_ORIGIN };
