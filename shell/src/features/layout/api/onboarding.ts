// The user's onboarding flags (GET / POST auth/onboarding): kept on the user by the server, so what
// was shown once does not come back in another browser.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { authEndpoints, type Onboarding } from 'shared-contract';

export const ONBOARDING_KEY = authEndpoints.findOnboarding.path;

export async function findOnboarding(): Promise<Onboarding> {
  return (await callEndpoint(authEndpoints.findOnboarding)).data;
}

export function useOnboarding(enabled: boolean) {
  return useSWR<Onboarding>(enabled ? ONBOARDING_KEY : null, findOnboarding);
}

/** Merges the given flags into the stored ones; answers the whole stored object. */
export async function saveOnboarding(flags: Onboarding): Promise<Onboarding> {
  return (await callEndpoint(authEndpoints.updateOnboarding, { body: flags })).data;
}
