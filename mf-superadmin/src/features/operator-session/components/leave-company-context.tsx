// The operator area works outside any company (001 section 2: entering it clears the company context),
// so an operator still acting inside a company is taken out of it before the operator screens load.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES } from 'shared-contract';
import { LoadingState, useToast } from 'shared-ui';
import { logoutFromCompany } from '../api/logout-from-company';

export function LeaveCompanyContext({ children }: { children: ReactNode }) {
  const { user, isLoading, mutate } = useCurrentUser();
  const toast = useToast();
  const [hasFailed, setHasFailed] = useState(false);
  const isLeavingRef = useRef(false);
  // Decided once, on entry: entering a company from here ('Log in as an admin', a new account)
  // refreshes the user while this is still mounted, and must not be undone.
  const leaveOnEntryRef = useRef<boolean | null>(null);
  if (leaveOnEntryRef.current === null && user !== undefined) leaveOnEntryRef.current = Boolean(user?.acting_as_company);
  const [hasLeft, setHasLeft] = useState(false);
  const isActingAsCompany = leaveOnEntryRef.current === true && !hasLeft;

  useEffect(() => {
    if (!isActingAsCompany || isLeavingRef.current) return;
    isLeavingRef.current = true;
    logoutFromCompany()
      .then(() => mutate())
      .then(() => setHasLeft(true))
      .catch(() => {
        // The operator endpoints do not depend on the context, so the screens still work; say what happened.
        setHasFailed(true);
        toast.warning(ERROR_MESSAGES.default);
      })
      .finally(() => {
        isLeavingRef.current = false;
      });
  }, [isActingAsCompany, mutate, toast]);

  // The shell's guards have loaded the user already; standalone, wait for it rather than flash the list.
  if ((isLoading && !user) || (isActingAsCompany && !hasFailed)) return <LoadingState />;
  return <>{children}</>;
}
