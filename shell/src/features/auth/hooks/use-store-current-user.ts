// Puts the user an auth call returned into shared-auth's current-user cache (SWR key
// CURRENT_USER_KEY), so guards see the new session without another round trip. Pages that must
// not load the current user for guests (sign-in, sign-up) use this instead of useCurrentUser.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_KEY } from 'shared-auth';
import type { CurrentUser } from 'shared-contract';

export function useStoreCurrentUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user: CurrentUser | null) => {
      // Without a user in the response, ask the API who is signed in now.
      if (user) await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      else await mutate(CURRENT_USER_KEY);
    },
    [mutate],
  );
}
