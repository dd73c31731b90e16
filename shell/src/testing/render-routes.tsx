// Test scaffolding: renders routes in a memory data router with the app's providers and its
// unsaved-changes blocker, a fresh SWR cache per test, and user events. shared-auth's signIn and
// signOut write to SWR's global cache, which this per-test cache does not see: assert their calls.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { UnsavedChangesBlocker } from '../features/navigation/components/unsaved-changes-blocker';

/** Shows where navigation ended up, for routes a test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderRouter(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, currentPath: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** A few routes under the app's root behaviour (the unsaved-changes blocker); unknown paths show LocationProbe. */
export function renderRoutes(routes: RouteObject[], { url = '/' }: { url?: string } = {}) {
  const root: RouteObject = {
    element: (
      <>
        <UnsavedChangesBlocker />
        <Outlet />
      </>
    ),
    children: [...routes, { path: '*', element: <LocationProbe /> }],
  };
  return renderRouter([root], url);
}
