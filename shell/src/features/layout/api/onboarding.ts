// The user's onboarding flags (GET / POST auth/onboarding): kept on the user by the server, so what
// was shown once does not come back in another browser.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type Onboarding } from 'shared-contract';

export const ONBOARDING_KEY = API.auth.onboarding;

export async function findOnboarding(): Promise<Onboarding> {
  return (await api.get(API.auth.onboarding).json<{ data: Onboarding }>()).data;
}

export function useOnboarding(enabled: boolean) {
  return useSWR<Onboarding>(enabled ? ONBOARDING_KEY : null, findOnboarding);
}

/** Merges the given flags into the stored ones; answers the whole stored object. */
export async function saveOnboarding(flags: Onboarding): Promise<Onboarding> {
  return (await api.post(API.auth.onboarding, { json: flags }).json<{ data: Onboarding }>()).data;
}
