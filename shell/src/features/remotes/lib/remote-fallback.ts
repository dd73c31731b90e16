// What the fallback runtime plugin hands back instead of a module that could not be loaded: a
// harmless empty component, marked so the shell's loader can still surface the failure (Retry).
// No imports: runtime plugins are bundled into the federation runtime, before any shared module.
const REMOTE_FALLBACK = '__contractHubRemoteFallback';

export type RemoteFallbackModule = {
  __esModule: true;
  default: () => null;
  [REMOTE_FALLBACK]: true;
  id: string;
  error: unknown;
};

export function createRemoteFallback(id: string, error: unknown): RemoteFallbackModule {
  return { __esModule: true, default: () => null, [REMOTE_FALLBACK]: true, id, error };
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_FALLBACK] === true;
}
