// Test scaffolding: renders one auth page under a memory data router with the app's providers and
// its unsaved-changes blocker, and records where navigation ends up.
import type { ReactElement } from 'react';
import { renderRoutes } from '../../../testing/render-routes';

type RenderPageOptions = {
  /** The route pattern the page is mounted on, e.g. /login. */
  path: string;
  /** The URL opened first; defaults to `path`. */
  url?: string;
};

export function renderPage(page: ReactElement, { path, url = path }: RenderPageOptions) {
  return renderRoutes([{ path, element: page }], { url });
}
