// The one navigation blocker of the app (001 section 4): while a form holds unsaved changes
// (shared-auth's setUnsavedChanges), leaving the page asks 'You have unsaved changes. Are you sure,
// you want to cancel them?' in the app, and the browser asks on reload or tab close.
// Rendered once under the data router: react-router honours a single active blocker.
import { useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges, useConfirmDiscardChanges } from 'shared-auth';

// Read at the moment of navigation, so a form that has just saved lets the user go.
const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname;

export function UnsavedChangesBlocker() {
  const confirmDiscard = useConfirmDiscardChanges();
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((isConfirmed) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (isConfirmed) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirmDiscard]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return null;
}
