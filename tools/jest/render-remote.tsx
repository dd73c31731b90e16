// The one render harness of the component tests (shell and every remote): the component, or a route
// table, in a memory data router inside the providers the shell gives every remote (shared-auth's
// AppProviders) with a fresh SWR cache per test, a user-event session, and optionally a signed-in
// user on the fake API. See README.md.
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProviders } from 'shared-auth';
import type { CurrentUser, PermissionKey, Plan } from 'shared-contract';
import { activeFakeApi, installFakeApi } from './fake-api';
import { makeUser, northwind, userReply } from './current-user';

export type RenderRemoteOptions = {
  /** The route pattern `ui` is mounted on, e.g. /companies/* or /settings/account/company-users/:id/edit; every path when omitted. */
  path?: string;
  /** The URL opened first; defaults to `path` without a trailing /*, else /. */
  url?: string;
  /** The history state of the first entry, as a screen passes it with navigate(to, { state }). */
  state?: unknown;
  /** A pathless layout route around every route; it renders an <Outlet />, e.g. the shell's root behaviour. */
  layout?: ReactElement;
  /** Signs in as this user (null: a guest): the fake API answers GET auth/user with it. */
  currentUser?: CurrentUser | null;
  /** Signs in as makeUser() with exactly these permissions. */
  permissions?: PermissionKey[];
  /** Signs in as makeUser() whose company is on this plan. */
  plan?: Plan;
  /** Providers a remote needs beyond the app's, around the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/** Shows where navigation ended up, for paths the test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

// A fresh cache per test, no deduping between a test's renders, no background revalidation.
const TEST_SWR = { provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false };

const handlesEveryPath = (routes: RouteObject[]): boolean => routes.some((route) => route.path === '*' || handlesEveryPath(route.children ?? []));

function signedInUser({ currentUser, permissions, plan }: RenderRemoteOptions): CurrentUser | null | undefined {
  if (currentUser !== undefined) return currentUser;
  if (!permissions && !plan) return undefined;
  return makeUser({ ...(permissions ? { permissions } : {}), ...(plan ? { company: { ...northwind, plan } } : {}) });
}

/**
 * Renders `ui` at `options.path` (or a route table) at `options.url`. Unknown paths show
 * LocationProbe unless the table has its own `*` route.
 */
export function renderRemote(ui: ReactElement | RouteObject[], options: RenderRemoteOptions = {}) {
  const { path, layout, wrapper: Wrapper = Fragment } = options;
  const url = options.url ?? (path && path !== '*' ? path.replace(/\/\*$/, '') : '/');
  const signedIn = signedInUser(options);
  if (signedIn !== undefined) (activeFakeApi() ?? installFakeApi()).route('GET /api/v1/auth/user', userReply(signedIn));

  const table: RouteObject[] = Array.isArray(ui) ? ui : [{ path: path ?? '*', element: ui }];
  const routes = handlesEveryPath(table) ? table : [...table, { path: '*', element: <LocationProbe /> }];
  const router = createMemoryRouter(layout ? [{ element: layout, children: routes }] : routes, { initialEntries: [options.state === undefined ? url : { ...parsePath(url), state: options.state }] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders swr={TEST_SWR}>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
    </AppProviders>,
  );
  return {
    ...view,
    router,
    /** A user-event session. */
    user,
    /** The fake API in use, if the test installed one or asked for a signed-in user. */
    api: activeFakeApi(),
    /** The current in-app URL: path and query. */
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
