// Shows the welcome tour to a sub contractor's user on their first activity: WELCOME_MODAL_DELAY_MS
// after the signed-in layout opens, once per user. Closing it in any way (Close, Skip, Escape,
// Get started) is stored on the user (auth/onboarding), so it does not come back, in any browser.
import { useEffect, useState } from 'react';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { WELCOME_MODAL_DELAY_MS, type CurrentUser } from 'shared-contract';
import { useToast } from 'shared-ui';
import { saveOnboarding, useOnboarding } from '../api/onboarding';
import { WelcomeTourDialog } from './welcome-tour-dialog';

/** The sub contractor's own staff; not the operator acting inside a company. */
const isWelcomed = (user: CurrentUser | null | undefined) => !!user && !user.is_superuser && !user.acting_as_company && user.company?.type === 'sub_contractor';

export function WelcomeTour() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const eligible = isWelcomed(user);
  const onboarding = useOnboarding(eligible);
  const [open, setOpen] = useState(false);
  const isDue = eligible && onboarding.data !== undefined && onboarding.data.welcome_video_seen !== true;

  useEffect(() => {
    if (!isDue) return undefined;
    const timer = window.setTimeout(() => setOpen(true), WELCOME_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDue]);

  const handleClose = async () => {
    setOpen(false);
    // Seen from now on here; the server keeps it for every other browser.
    void onboarding.mutate((current) => ({ ...current, welcome_video_seen: true }), { revalidate: false });
    try {
      await onboarding.mutate(await saveOnboarding({ welcome_video_seen: true }), { revalidate: false });
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    }
  };

  return <WelcomeTourDialog open={open} onClose={() => void handleClose()} />;
}
