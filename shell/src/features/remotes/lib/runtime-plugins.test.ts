// The federation runtime plugins: retries before a remote counts as down, and the fallback module.
import { createFallbackPlugin } from './fallback-plugin';
import { isRemoteFallback } from './remote-fallback';
import { createRetryPlugin } from './retry-plugin';

type Hook = (...args: any[]) => any;
const noWait = jest.fn(() => Promise.resolve());
const response = (status: number) => ({ status, ok: status < 400 }) as Response;

beforeEach(() => {
  noWait.mockClear();
  globalThis.fetch = jest.fn();
});

describe('retry plugin: manifests', () => {
  const fetchManifest = createRetryPlugin({ retries: 2, delayMs: 100, wait: noWait }).fetch as Hook;
  const fetchMock = () => globalThis.fetch as jest.Mock;

  test('retries network errors and 5xx, then returns the answer', async () => {
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(200));
    await expect(fetchManifest('http://cdn/mf-manifest.json', {})).resolves.toMatchObject({ status: 200 });
    expect(fetchMock()).toHaveBeenCalledTimes(3);
    expect(fetchMock()).toHaveBeenCalledWith('http://cdn/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(noWait.mock.calls).toEqual([[100], [200]]);
  });

  test('a 404 is not retried', async () => {
    fetchMock().mockResolvedValue(response(404));
    await expect(fetchManifest('http://cdn/mf-manifest.json', {})).resolves.toMatchObject({ status: 404 });
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  test('gives up after the last retry with the last error', async () => {
    fetchMock().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchManifest('http://cdn/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock()).toHaveBeenCalledTimes(3);
  });
});

describe('retry plugin: remote entry script', () => {
  const loadEntryError = createRetryPlugin({ retries: 2, delayMs: 100, wait: noWait }).loadEntryError as Hook;
  const args = (getRemoteEntry: jest.Mock) => ({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mf_tasks', entry: 'http://cdn/remoteEntry.js' },
    globalLoading: { 'mf_tasks:http://cdn/remoteEntry.js': Promise.resolve() } as Record<string, unknown>,
    uniqueKey: 'mf_tasks:http://cdn/remoteEntry.js',
  });

  test('loads the entry again, dropping the failed in-flight load first', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(entry);
    const hookArgs = args(getRemoteEntry);
    await expect(loadEntryError(hookArgs)).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(hookArgs.globalLoading[hookArgs.uniqueKey]).toBeUndefined();
  });

  test('resolves to nothing when every retry fails, so the original error stands', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    await expect(loadEntryError(args(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('fallback plugin', () => {
  const errorLoadRemote = createFallbackPlugin().errorLoadRemote as Hook;

  test('a module that could not be loaded becomes an empty, marked fallback module', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('Failed to get manifest');
    const fallback = errorLoadRemote({ id: 'mf_tasks/routes', error, lifecycle: 'onLoad', from: 'runtime' });
    expect(isRemoteFallback(fallback)).toBe(true);
    expect(fallback.error).toBe(error);
    expect(fallback.default()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf_tasks/routes'), error);
    consoleError.mockRestore();
  });

  test('earlier stages are left to the runtime so nothing failed is cached', () => {
    expect(errorLoadRemote({ id: 'http://cdn/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
    expect(errorLoadRemote({ id: 'mf_tasks/routes', error: new Error('x'), lifecycle: 'beforeRequest', from: 'runtime' })).toBeUndefined();
  });
});
