// Test scaffolding: the whole app's route table (its root route has the app's root behaviour).
// Mock '../features/remotes' in the test file: the federation runtime does not run in jsdom.
import { renderRemote } from 'test-support/render-remote';
import { appRoutes } from '../app/router';

// The app restores scroll positions between screens; jsdom has no scrolling.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

/** The whole app's route table, opened at `url`. */
export function renderApp({ url = '/' }: { url?: string } = {}) {
  return renderRemote(appRoutes, { url });
}
