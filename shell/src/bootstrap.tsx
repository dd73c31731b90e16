// Starts the shell: registers the remotes named in /remotes.json, builds the router, hands it to the
// API client (so its 401 and 429 redirects stay inside the single-page app) and renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiNavigator } from 'shared-auth';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initRemotes } from './features/remotes/lib/federation';

async function start() {
  // Never rejects: without /remotes.json each remote area shows its own fallback.
  await initRemotes();
  const router = createAppRouter();
  setApiNavigator((path) => void router.navigate(path));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the app into.');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
