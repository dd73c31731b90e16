// One React.lazy component per remote module, so every slot showing it shares one load. A failed
// load stays cached (React.lazy never retries) until forgotten: Retry, or leaving the failed area.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from 'shared-contract';
import { loadRemoteModule } from './federation';

type AnyComponent = ComponentType<Record<string, unknown>>;
type RemoteComponentModule = { default: AnyComponent };

const components = new Map<string, LazyExoticComponent<AnyComponent>>();

export const remoteModuleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

export function getRemoteLazyComponent(remote: RemoteName, module: string): LazyExoticComponent<AnyComponent> {
  const id = remoteModuleId(remote, module);
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<RemoteComponentModule>(remote, module);
      if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
        throw new Error(`${id} has no default export component`);
      }
      return loaded;
    });
    components.set(id, component);
  }
  return component;
}

/** Drops the cached component (only if it is still `failed`, when given) so the next render loads again. */
export function forgetRemoteModule(remote: RemoteName, module: string, failed?: LazyExoticComponent<AnyComponent>): void {
  const id = remoteModuleId(remote, module);
  if (!failed || components.get(id) === failed) components.delete(id);
}
