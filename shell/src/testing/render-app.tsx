// Test scaffolding: the whole app's route table in a memory router (see render-routes.tsx).
// Mock '../features/remotes' in the test file: the federation runtime does not run in jsdom.
import { appRoutes } from '../app/router';
import { renderRouter } from './render-routes';

// The app restores scroll positions between screens; jsdom has no scrolling.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

/** The whole app's route table, opened at `url`. */
export function renderApp({ url = '/' }: { url?: string } = {}) {
  return renderRouter(appRoutes, url);
}
