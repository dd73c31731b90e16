// The signed-in user, cached by SWR under the auth/user endpoint's path. A 401 means "nobody is signed in" (null).
import useSWR, { mutate as globalMutate } from 'swr';
import { HTTPError } from 'ky';
import { authEndpoints, type CurrentUser } from 'shared-contract';
import { callEndpoint } from './call-endpoint';
import { ensureCsrfCookie } from './client';
import { disconnectSocket } from './socket';

export const CURRENT_USER_KEY = authEndpoints.findCurrentUser.path;
const SESSION_HINT_KEY = 'hasSession';

/** Whether this browser signed in last time (lets guest pages skip loading the user). */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function setSessionHint(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: guest pages then always ask the API.
  }
}

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await callEndpoint(authEndpoints.findCurrentUser);
    setSessionHint(true);
    return data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

export type CurrentUserState = {
  /** undefined while loading, null for a guest. */
  user: CurrentUser | null | undefined;
  isLoading: boolean;
  error: unknown;
  mutate: (user?: CurrentUser | null) => Promise<CurrentUser | null | undefined>;
};

export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}): CurrentUserState {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser | null>(enabled ? CURRENT_USER_KEY : null, fetchCurrentUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    user: enabled ? data : null,
    isLoading: enabled && isLoading,
    error,
    mutate: (user) => (user === undefined ? mutate() : mutate(user, { revalidate: false })),
  };
}

/** Stores a user in the shared cache (after sign-in, sign-up, verification). */
export async function storeCurrentUser(user: CurrentUser | null): Promise<void> {
  setSessionHint(!!user);
  await globalMutate(CURRENT_USER_KEY, user, { revalidate: false });
}

export async function signIn(credentials: { email: string; password: string }): Promise<CurrentUser> {
  await ensureCsrfCookie();
  const { data } = await callEndpoint(authEndpoints.signIn, { body: credentials });
  await storeCurrentUser(data);
  return data;
}

export async function signOut(): Promise<void> {
  try {
    await callEndpoint(authEndpoints.signOut);
  } finally {
    disconnectSocket();
    await storeCurrentUser(null);
  }
}
