// Marks a form's unsaved changes in shared-auth's global flag (001 section 4). The shell's one
// navigation blocker and its beforeunload handler read the flag and ask before the user leaves.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { setUnsavedChanges } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

type UnsavedChangesGuardProps = {
  /** Whether the form holds changes worth a warning; asked after every render of the form. */
  shouldWarn: () => boolean;
};

export function useLeaveConfirmation() {
  const confirm = useConfirm();
  return () => confirm({ message: UI_TEXT.unsavedChangesNavigate, cancelText: UI_TEXT.cancel });
}

/** True under a data router, where the shell's blocker holds back every in-app navigation. */
export function useCanBlockNavigation(): boolean {
  return Boolean(useContext(UNSAFE_DataRouterContext));
}

export function UnsavedChangesGuard({ shouldWarn }: UnsavedChangesGuardProps) {
  useEffect(() => {
    setUnsavedChanges(shouldWarn());
  });
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}
