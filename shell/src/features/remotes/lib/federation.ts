// The shell knows no remote at build time: at start it reads /remotes.json (remote name →
// manifest URL) and registers those remotes with the federation runtime the build created.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from 'shared-contract';
import { isRemoteFallback } from './remote-fallback';

export const REMOTES_CONFIG_URL = '/remotes.json';
const HOST_NAME = 'shell';

let registration: Promise<void> | null = null;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

async function fetchRemotesConfig(): Promise<Record<string, unknown>> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

async function registerFromConfig(): Promise<void> {
  // Joins the instance the build created (same name): its shared singletons and runtime plugins stay.
  init({ name: HOST_NAME, remotes: [] });
  let config: Record<string, unknown>;
  try {
    config = await fetchRemotesConfig();
  } catch (error) {
    // Tolerated: every remote area shows its fallback, and the next load attempt asks again.
    registration = null;
    console.error(`[remotes] ${REMOTES_CONFIG_URL} could not be loaded; remote areas are unavailable.`, error);
    return;
  }
  const remotes = Object.entries(config)
    .filter((entry): entry is [RemoteName, string] => isRemoteName(entry[0]) && typeof entry[1] === 'string')
    // Manifest URLs may be relative to the shell; the runtime resolves a remote's files against it.
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force: true });
}

/** Reads /remotes.json and registers every remote; safe to call more than once. Never rejects. */
export function initRemotes(): Promise<void> {
  registration ??= registerFromConfig();
  return registration;
}

/** Loads `remote/module` (e.g. mf_projects, './routes'); rejects when the remote cannot be reached. */
export async function loadRemoteModule<T = unknown>(remote: RemoteName, module: string): Promise<T> {
  await initRemotes();
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<T>(id);
  if (isRemoteFallback(loaded)) throw loaded.error instanceof Error ? loaded.error : new Error(`${id} could not be loaded`);
  if (loaded == null) throw new Error(`${id} could not be loaded`);
  return loaded;
}

/** Test seam: forget the registration so the next call reads /remotes.json again. */
export function resetRemotesForTests(): void {
  registration = null;
}
