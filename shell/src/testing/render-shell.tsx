// The shell's component tests: renderRemote (tools/jest) under the shell's root behaviour, the
// unsaved-changes blocker, as every screen of the app runs.
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRemote, type RenderRemoteOptions } from 'test-support/render-remote';
import { UnsavedChangesBlocker } from '../features/navigation/components/unsaved-changes-blocker';

const SHELL_ROOT = (
  <>
    <UnsavedChangesBlocker />
    <Outlet />
  </>
);

export function renderShell(ui: ReactElement | RouteObject[], options: Omit<RenderRemoteOptions, 'layout'> = {}) {
  return renderRemote(ui, { ...options, layout: SHELL_ROOT });
}
