// Unsaved changes in the settings forms (000 section 4): an edit page mirrors its Formik dirty
// state into shared-auth's global flag, which the shell's navigation blocker asks about; a dialog
// asks 'Unsaved changes will be lost. Do you really want to cancel?' before it closes.
import { useCallback, useEffect } from 'react';
import { useFormikContext } from 'formik';
import { setUnsavedChanges } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

/** Place inside a page's <Formik>: leaving the page with unsaved values asks first. */
export function UnsavedChangesFlag({ isDirty = false }: { isDirty?: boolean }) {
  const { dirty, isSubmitting } = useFormikContext();
  // While a save is under way the page may move on by itself (to the saved item): not "unsaved".
  const isUnsaved = (dirty || isDirty) && !isSubmitting;
  useEffect(() => setUnsavedChanges(isUnsaved), [isUnsaved]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}

/** A dialog's close: asks before throwing changes away; resolves true when the dialog may close. */
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
