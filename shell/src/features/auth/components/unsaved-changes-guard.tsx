// Warns before leaving a form with unsaved changes (000 section 4): the browser's own prompt on
// reload or tab close, and the in-app confirmation on in-app navigation.
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

type UnsavedChangesGuardProps = {
  /** Asked at the moment the user leaves, so a form that was just saved can let them go. */
  shouldWarn: () => boolean;
};

export function useLeaveConfirmation() {
  const confirm = useConfirm();
  return () => confirm({ message: UI_TEXT.unsavedChangesNavigate, cancelText: UI_TEXT.cancel });
}

/** True under a data router, where every in-app navigation can be held back for a confirmation. */
export function useCanBlockNavigation(): boolean {
  return Boolean(useContext(UNSAFE_DataRouterContext));
}

export function UnsavedChangesGuard({ shouldWarn }: UnsavedChangesGuardProps) {
  const canBlock = useCanBlockNavigation();
  const shouldWarnRef = useRef(shouldWarn);
  shouldWarnRef.current = shouldWarn;

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!shouldWarnRef.current()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return canBlock ? <NavigationBlocker shouldWarn={shouldWarn} /> : null;
}

// useBlocker only works under a data router, so it lives in a component rendered only there.
function NavigationBlocker({ shouldWarn }: UnsavedChangesGuardProps) {
  const confirmLeave = useLeaveConfirmation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldWarn());
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmRef.current().then((isConfirmed: boolean) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (isConfirmed) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  return null;
}
