// Asks the unsaved-changes question of 001 section 4 when a form holds unsaved changes (shared-auth's
// global flag); resolves true when the user lets them go, and then clears the flag.
import { useCallback } from 'react';
import { hasUnsavedChanges, setUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

export function useConfirmDiscardChanges() {
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!hasUnsavedChanges()) return true;
    const isConfirmed = await confirm({ message: UNSAVED_CHANGES_MESSAGE, cancelText: UI_TEXT.cancel });
    if (isConfirmed) setUnsavedChanges(false);
    return isConfirmed;
  }, [confirm]);
}
