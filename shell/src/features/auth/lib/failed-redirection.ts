// failedRedirection lives in shared-auth (the guards store it); re-exported for the auth pages.
import { NETWORK_ROUTES } from 'shared-contract';

export { FAILED_REDIRECTION_KEY, isFailedRedirectionPath, rememberFailedRedirection, takeFailedRedirection } from 'shared-auth';

/** Pages the API renders itself (not routes of this app): reaching them needs a full page load. */
const SERVER_PAGES: string[] = [NETWORK_ROUTES.invitationPage];

export function isServerPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return SERVER_PAGES.includes(pathname);
}

/** A full page load of a server page (a module function, so tests can watch it). */
export function loadServerPage(path: string): void {
  window.location.assign(path);
}
