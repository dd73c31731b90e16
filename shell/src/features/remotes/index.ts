// Remote loading, used by the shell's router and header.
export { initRemotes, loadRemoteModule, REMOTES_CONFIG_URL } from './lib/federation';
export { RemoteComponent, RemoteRoutes } from './components/remote-component';
export type { RemoteComponentProps } from './components/remote-component';
export { REMOTE_LOAD_FAILED } from './components/remote-error-boundary';
