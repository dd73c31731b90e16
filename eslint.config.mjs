// Module boundaries of the front end and the shared packages (issue 14), checked by `npm run lint` and `npm test`.
// Only boundary rules: no style rules and no type-aware rules, so the whole run stays a few seconds.
// The API's module boundaries are not linted yet.
import { readdirSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import importPlugin from 'eslint-plugin-import';

const root = dirname(fileURLToPath(import.meta.url));
const dirs = (path) => (existsSync(path) ? readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

// The host and every Module Federation remote.
const apps = dirs(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
const otherApps = (app) => apps.filter((other) => other !== app).map((other) => `./${other}`);

const zones = [
  // A feature never imports another feature of its app: what two features share lives in the app's src/lib or
  // src/components, and src/app composes features.
  ...apps.flatMap((app) =>
    dirs(join(root, app, 'src', 'features')).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what they share to src/lib or src/components, or compose them in src/app.',
    })),
  ),
  // No app imports another app's source (remotes are loaded through Module Federation only).
  ...apps.map((app) => ({ target: `./${app}`, from: otherApps(app), message: 'An app never imports another app.' })),
  // The shared packages never import an app.
  { target: ['./shared-ui', './shared-auth', './shared-contract'], from: apps.map((app) => `./${app}`), message: 'A shared package never imports an app.' },
  // shared-contract runs in the browser and the API alike: it imports no UI package.
  { target: './shared-contract', from: ['./shared-ui', './shared-auth'], message: 'shared-contract imports no UI package.' },
];

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'api/**', 'e2e/**', 'bench/**', 'tools/**', '.tmp/**'] },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-*/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      // Cycles inside a package; packages in node_modules (the shared ones included) are not followed.
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
    },
  },
  {
    files: ['shared-contract/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'shared-ui', 'shared-auth'].map((name) => ({ name, message: 'shared-contract runs in the browser and the API alike: no React, no UI package.' })),
            ...nodeBuiltins.map((name) => ({ name, message: 'shared-contract runs in the browser too: no Node built-ins.' })),
          ],
          patterns: [
            { group: ['react/*', 'react-dom/*', '@mui/*', '@emotion/*', 'shared-ui/*', 'shared-auth/*'], message: 'shared-contract runs in the browser and the API alike: no React, no UI package.' },
            { group: ['node:*'], message: 'shared-contract runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
];
