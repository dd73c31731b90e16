// Closing a form dialog that holds changes (001 section 4): 'Unsaved changes will be lost. Do you
// really want to cancel?' with Yes / No, asked before the dialog closes by Cancel, Escape or a click
// outside. DirtyRef mirrors the dialog's Formik dirty state for its close handler.
import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from './confirm-provider';

/** Resolves true when the dialog may close: nothing was changed, or the user lets the changes go. */
export function useConfirmDiscard() {
  const confirm = useConfirm();
  return useCallback(
    async (isDirty: boolean) => !isDirty || (await confirm({ message: UI_TEXT.unsavedChangesClose, confirmText: 'Yes', cancelText: 'No' })),
    [confirm],
  );
}

/** Place inside a dialog's <Formik>: keeps `dirtyRef` in step with the form, for the dialog's close. */
export function DirtyRef({ dirtyRef }: { dirtyRef: { current: boolean } }) {
  const { dirty } = useFormikContext();
  dirtyRef.current = dirty;
  return null;
}
