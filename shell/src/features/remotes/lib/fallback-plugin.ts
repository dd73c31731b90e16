// Federation runtime plugin (registered by webpack.config.js): when loading a remote module fails
// for good, log it and resolve to an empty fallback module instead of throwing into the page.
// Earlier stages (manifest, entry script) are left alone on purpose: the runtime then keeps no
// failed promise in its caches, so a later Retry really asks the network again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteFallback } from './remote-fallback';

export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'contract-hub-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[remotes] ${id} could not be loaded; its area shows a fallback.`, error);
      return createRemoteFallback(id, error);
    },
  };
}

export default createFallbackPlugin;
