// The root of the route tree: the maintenance gate around every screen and the one navigation
// blocker for unsaved changes.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { UnsavedChangesBlocker } from '../features/navigation/components/unsaved-changes-blocker';
import { MaintenanceGate } from './maintenance-gate';

export function RootRoute() {
  return (
    <>
      <UnsavedChangesBlocker />
      <ScrollRestoration />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </>
  );
}
