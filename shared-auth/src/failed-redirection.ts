// The path a guest tried to open before being sent to Login (failedRedirection, 001 section 4).
// Kept in sessionStorage so it survives the sign-in round trip but not the browser session.
import { FAILED_REDIRECTION_PATTERNS } from 'shared-contract';

export const FAILED_REDIRECTION_KEY = 'failedRedirection';

/** Only same-origin paths are kept, so a crafted value can never send the user off-site. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

export function isFailedRedirectionPath(pathname: string): boolean {
  return FAILED_REDIRECTION_PATTERNS.some((pattern) => pattern.test(pathname));
}

export function rememberFailedRedirection(path: string): void {
  if (!isSafePath(path)) return;
  try {
    window.sessionStorage.setItem(FAILED_REDIRECTION_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, quota); losing the redirect only costs a click.
  }
}

/** Returns the stored path once and forgets it. */
export function takeFailedRedirection(): string | null {
  try {
    const path = window.sessionStorage.getItem(FAILED_REDIRECTION_KEY);
    window.sessionStorage.removeItem(FAILED_REDIRECTION_KEY);
    return path && isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}
