// Unsaved changes in the settings pages (000 section 4): an edit page mirrors its Formik dirty
// state into shared-auth's global flag, which the shell's navigation blocker asks about. (A dialog's
// close asks through shared-ui's useConfirmDiscard.)
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { setUnsavedChanges } from 'shared-auth';

/** Place inside a page's <Formik>: leaving the page with unsaved values asks first. */
export function UnsavedChangesFlag({ isDirty = false }: { isDirty?: boolean }) {
  const { dirty, isSubmitting } = useFormikContext();
  // While a save is under way the page may move on by itself (to the saved item): not "unsaved".
  const isUnsaved = (dirty || isDirty) && !isSubmitting;
  useEffect(() => setUnsavedChanges(isUnsaved), [isUnsaved]);
  useEffect(() => () => setUnsavedChanges(false), []);
  return null;
}
