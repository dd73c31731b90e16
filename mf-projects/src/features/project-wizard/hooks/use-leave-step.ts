// Leaving a wizard step (Back, another step, Cancel) with unsaved changes asks the spec's question
// (001 section 4); the shell's blocker asks the same when the path changes.
import { useCallback, useEffect } from 'react';
import { hasUnsavedChanges, setUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

/** Resolves true when the step may be left: nothing unsaved, or the user lets the changes go. */
export function useLeaveStep() {
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!hasUnsavedChanges()) return true;
    const isConfirmed = await confirm({ message: UNSAVED_CHANGES_MESSAGE, cancelText: UI_TEXT.cancel });
    if (isConfirmed) setUnsavedChanges(false);
    return isConfirmed;
  }, [confirm]);
}

/** Keeps the global unsaved-changes flag in step with a step's own state; cleared when the step closes. */
export function useUnsavedFlag(isDirty: boolean) {
  useEffect(() => {
    setUnsavedChanges(isDirty);
  }, [isDirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
}
