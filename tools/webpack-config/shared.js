// The Module Federation share list: every app declares the same singletons with explicit versions,
// read from package.json files so each version is written down once.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** Third-party singletons; `react/` and `react-dom/` share every deep import (jsx-runtime, client, ...). */
const PACKAGE_SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react/', 'react'],
  ['react-dom/', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['react-router-dom', 'react-router-dom'],
  ['@mui/material', '@mui/material'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['jotai', 'jotai'],
  ['swr', 'swr'],
  // shared-ui's form fields read the Formik context that a remote's <Formik> provides: one copy.
  ['formik', 'formik'],
];

/** Workspace packages shared as singletons: shared-auth keeps module state (session, socket, unsaved-changes flag). */
const WORKSPACE_SINGLETONS = ['shared-ui', 'shared-auth', 'shared-contract'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** The exact version an app pins for `packageName` (its own package.json first, then the root's). */
function pinnedVersion(appDir, packageName) {
  const sources = [readJson(path.join(appDir, 'package.json')), readJson(path.join(ROOT, 'package.json'))];
  for (const pkg of sources) {
    const version = pkg.dependencies?.[packageName] ?? pkg.devDependencies?.[packageName] ?? pkg.peerDependencies?.[packageName];
    if (!version) continue;
    if (!EXACT_VERSION.test(version)) {
      throw new Error(`${path.basename(appDir)}: shared dependency ${packageName} must be pinned to an exact version, found "${version}"`);
    }
    return version;
  }
  throw new Error(`${path.basename(appDir)}: shared dependency ${packageName} is missing from package.json`);
}

/**
 * @param {string} appDir the app folder
 * @param {Record<string, string>} [entryFiles] share key → resolved entry file to provide (the host's
 *   direct imports, see host-direct-imports.js); other keys are provided from their bare name.
 */
function createShared(appDir, entryFiles = {}) {
  const shared = {};
  const withImport = (key, config) => (entryFiles[key] ? { ...config, import: entryFiles[key] } : config);
  for (const [key, packageName] of PACKAGE_SINGLETONS) {
    const version = pinnedVersion(appDir, packageName);
    shared[key] = withImport(key, { singleton: true, requiredVersion: version, version });
  }
  for (const packageName of WORKSPACE_SINGLETONS) {
    const { version } = readJson(path.join(ROOT, packageName, 'package.json'));
    shared[packageName] = withImport(packageName, { singleton: true, requiredVersion: version, version });
  }
  return shared;
}

module.exports = { createShared, pinnedVersion, ROOT, PACKAGE_SINGLETONS, WORKSPACE_SINGLETONS };
