// Module boundaries of the front end, the shared packages and the API (issue 14), checked by `npm run lint` and
// `npm test`. Only boundary rules: no style rules and no type-aware rules, so the whole run stays a few seconds.
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
  // Imports point one way inside an app: src/app composes features, features use src/lib and src/components,
  // and nothing below src/app imports it back.
  ...apps.map((app) => ({
    target: [`./${app}/src/features`, `./${app}/src/lib`, `./${app}/src/components`],
    from: `./${app}/src/app`,
    message: 'Only src/app composes: features, src/lib and src/components never import src/app.',
  })),
  ...apps.map((app) => ({
    target: [`./${app}/src/lib`, `./${app}/src/components`],
    from: `./${app}/src/features`,
    message: 'src/lib and src/components serve features: they never import one.',
  })),
  // No app imports another app's source (remotes are loaded through Module Federation only).
  ...apps.map((app) => ({ target: `./${app}`, from: otherApps(app), message: 'An app never imports another app.' })),
  // The shared packages never import an app.
  { target: ['./shared-ui', './shared-auth', './shared-contract'], from: apps.map((app) => `./${app}`), message: 'A shared package never imports an app.' },
  // shared-contract runs in the browser and the API alike: it imports no UI package.
  { target: './shared-contract', from: ['./shared-ui', './shared-auth'], message: 'shared-contract imports no UI package.' },
];

// The API (api/src): modules/<name>/ are the domain modules, plugins/ the Fastify infrastructure, lib/ pure
// helpers, db/ the client, schema and seed. Another module, db/, plugins/ and app.ts reach a module only
// through its index.ts (its public service functions and its routes).
const api = './api/src';
const apiModules = dirs(join(root, 'api', 'src', 'modules'));
const apiTopLevel = readdirSync(join(root, 'api', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${api}/${entry.name}`);
const moduleIndexes = apiModules.map((name) => `./${name}/index.ts`);

const apiZones = [
  ...apiModules.map((name) => ({
    target: apiModules.filter((other) => other !== name).map((other) => `${api}/modules/${other}`),
    from: `${api}/modules/${name}`,
    except: ['./index.ts'],
    message: `Another module imports modules/${name} only through its index.ts: export what it needs there.`,
  })),
  { target: `${api}/lib`, from: [`${api}/plugins`, `${api}/modules`], message: 'lib/ holds pure helpers: it imports nothing from plugins/ or modules/.' },
  { target: `${api}/db`, from: `${api}/modules`, except: moduleIndexes, message: "db/ imports no module internals: only a module's index.ts (the seed's demo data)." },
  { target: `${api}/plugins`, from: `${api}/modules`, except: moduleIndexes, message: "plugins/ import no module internals: what several modules share lives in plugins/app or lib." },
  { target: apiTopLevel, from: `${api}/modules`, except: moduleIndexes, message: 'app.ts registers every module through its index.ts.' },
];

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

export default [
  // Of the API only its source is linted (api/src).
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'api/*', '!api/src', 'e2e/**', 'bench/**', 'tools/**', '.tmp/**'] },
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
    files: ['api/src/**/*.ts'],
    languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'import/extensions': ['.ts', '.js'],
      // Packages are not followed (the cycle check would otherwise parse all of drizzle and PGlite).
      'import/ignore': ['node_modules'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: apiZones }],
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
    },
  },
  // drizzle tables reference each other's columns through lazy callbacks (`references(() => users.id)`),
  // so the schema files import each other by design; that cycle is safe at load.
  { files: ['api/src/db/schema/**/*.ts'], rules: { 'import/no-cycle': 'off' } },
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
