// The build keeps the Module Federation contract while the shell imports some shared singletons
// directly (tools/webpack-config/host-direct-imports.js): every singleton is still provided by the
// shell, remotes still consume all of them, and the shell claims its own copies before any remote loads.
import { existsSync } from 'node:fs';
import path from 'node:path';
import hostSingletonsPlugin from '../../../tools/webpack-config/host-singletons-runtime-plugin';

type SharedConfig = { singleton: boolean; requiredVersion: string; version: string; import?: string };
type FederationOptions = { shared: Record<string, SharedConfig>; runtimePlugins: (string | [string, { packages: string[] }])[] };
type WebpackConfig = { plugins: { constructor: { name: string }; _options?: FederationOptions }[] };

const root = path.resolve(__dirname, '..', '..', '..');
const { PACKAGE_SINGLETONS, WORKSPACE_SINGLETONS } = jest.requireActual(path.join(root, 'tools/webpack-config/shared.js')) as {
  PACKAGE_SINGLETONS: [string, string][];
  WORKSPACE_SINGLETONS: string[];
};

function federationOptions(app: string): FederationOptions {
  const config = jest.requireActual(path.join(root, app, 'webpack.config.js')) as WebpackConfig;
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error(`${app} has no ModuleFederationPlugin`);
  return plugin._options;
}

const SHARE_KEYS = [...PACKAGE_SINGLETONS.map(([key]) => key), ...WORKSPACE_SINGLETONS];
const DIRECT = ['@mui/material', '@emotion/react', '@emotion/styled', 'formik', 'swr', 'jotai', 'shared-ui', 'shared-auth', 'shared-contract'];

describe('shell build', () => {
  const options = federationOptions('shell');

  test('provides every shared singleton with its pinned version', () => {
    expect(Object.keys(options.shared).sort()).toEqual([...SHARE_KEYS].sort());
    for (const config of Object.values(options.shared)) {
      expect(config).toMatchObject({ singleton: true, requiredVersion: config.version });
    }
  });

  test('provides the directly imported singletons from their resolved entry files', () => {
    for (const key of DIRECT) {
      const entry = options.shared[key].import;
      expect(entry && path.isAbsolute(entry) && existsSync(entry)).toBe(true);
    }
    expect(options.shared.react.import).toBeUndefined();
  });

  test('claims those singletons before a remote is requested', () => {
    const claim = options.runtimePlugins.find((p): p is [string, { packages: string[] }] => Array.isArray(p) && p[0].endsWith('host-singletons-runtime-plugin.js'));
    expect(claim?.[1].packages).toEqual(DIRECT);
  });
});

describe('remote build', () => {
  test('consumes every singleton by its package name, without the host plugins', () => {
    const options = federationOptions('mf-superadmin');
    expect(Object.keys(options.shared).sort()).toEqual([...SHARE_KEYS].sort());
    expect(Object.values(options.shared).every((config) => config.import === undefined)).toBe(true);
    expect(JSON.stringify(options.runtimePlugins)).not.toContain('host-singletons');
  });
});

describe('host singletons runtime plugin', () => {
  const request = (loadShare: jest.Mock) => ({ id: 'mf_settings/routes', origin: { loadShare } });

  test('loads each package through the share scope once, before the first request goes on', async () => {
    const loadShare = jest.fn().mockResolvedValue(() => ({}));
    const plugin = hostSingletonsPlugin({ packages: ['@mui/material', 'shared-ui'] });
    const args = request(loadShare);
    await expect(plugin.beforeRequest(args)).resolves.toBe(args);
    await plugin.beforeRequest(request(loadShare));
    expect(loadShare.mock.calls).toEqual([['@mui/material'], ['shared-ui']]);
  });

  test('a failed load fails that request and is tried again by the next one', async () => {
    const loadShare = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(() => ({}));
    const plugin = hostSingletonsPlugin({ packages: ['shared-ui'] });
    await expect(plugin.beforeRequest(request(loadShare))).rejects.toThrow('chunk failed');
    await expect(plugin.beforeRequest(request(loadShare))).resolves.toBeDefined();
    expect(loadShare).toHaveBeenCalledTimes(2);
  });
});
