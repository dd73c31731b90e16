// Renders a module a remote exposes, loaded at run time, inside its own Suspense and error
// boundary: a remote that is down or broken costs its own slot only.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contract';
import { LoadingState } from 'shared-ui';
import { forgetRemoteModule, getRemoteLazyComponent, remoteModuleId } from '../lib/remote-module-cache';
import { RemoteErrorBoundary } from './remote-error-boundary';

export type RemoteComponentProps = {
  remote: RemoteName;
  /** The exposed module, e.g. './routes' or './drawer'. */
  module: string;
  /** Shown while loading and instead of the error message when given; null renders nothing. */
  fallback?: ReactNode;
  /** Props passed to the remote component. */
  props?: Record<string, unknown>;
};

export function RemoteComponent({ remote, module, fallback, props }: RemoteComponentProps) {
  const id = remoteModuleId(remote, module);
  const [attempt, setAttempt] = useState(0);
  const LoadedComponent = getRemoteLazyComponent(remote, module);
  const discardFailure = useCallback(() => forgetRemoteModule(remote, module, LoadedComponent), [remote, module, LoadedComponent]);
  const retry = useCallback(() => {
    forgetRemoteModule(remote, module, LoadedComponent);
    setAttempt((n) => n + 1);
  }, [remote, module, LoadedComponent]);

  return (
    // Keyed by module and attempt: another remote in the same place, or a retry, starts afresh.
    <RemoteErrorBoundary key={`${id}#${attempt}`} failure={fallback} onRetry={retry} onDiscardFailure={discardFailure}>
      <Suspense fallback={fallback !== undefined ? fallback : <LoadingState />}>
        <LoadedComponent {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A remote's `./routes`, rendered under the shell route it is mounted on (e.g. /projects/*). */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return <RemoteComponent remote={remote} module="./routes" />;
}
