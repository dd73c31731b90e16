// Federation runtime plugin (registered by webpack.config.js): retries a remote's manifest fetch
// and its remoteEntry script a few times with a growing delay before the load counts as failed,
// so a blip while a remote is redeployed does not cost the user its area.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RetryOptions = { retries?: number; delayMs?: number; wait?: (ms: number) => Promise<void> };

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function retryRemoteEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  retries: number,
  delayMs: number,
  wait: (ms: number) => Promise<void>,
) {
  for (let attempt = 1; attempt <= retries; attempt += 1) {
    await wait(delayMs * attempt);
    // The failed load is still registered as in flight; drop it or the retry would await it.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      /* try again */
    }
  }
  return undefined;
}

export function createRetryPlugin({ retries = 2, delayMs = 400, wait = sleep }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'contract-hub-retry',
    // Manifests: network errors and 5xx are retried; a 4xx will not get better. no-cache makes a
    // redeployed remote visible on the next page load.
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * attempt);
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // remoteEntry.js: the runtime calls this once the script failed to load; resolving to nothing
    // lets the original error through. (The hook's declared type has one Promise too many: the
    // runtime awaits the result once.)
    loadEntryError: ((args: LoadEntryErrorArgs) => retryRemoteEntry(args, retries, delayMs, wait)) as unknown as LoadEntryErrorHook,
  };
}

export default createRetryPlugin;
