// The footer of a form in a dialog: Cancel (disabled while saving) and the submit button, which
// shows its progress while the form is submitting and is disabled while a field shows an error.
import { Button, DialogActions } from '@mui/material';
import { UI_TEXT } from 'shared-contract';
import { FormSubmitButton } from './form-submit-button';

type FormDialogActionsProps = { onCancel: () => void; isSubmitting: boolean; submitLabel?: string; cancelLabel?: string };

export function FormDialogActions({ onCancel, isSubmitting, submitLabel = 'Save', cancelLabel = UI_TEXT.cancel }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <FormSubmitButton loading={isSubmitting}>{submitLabel}</FormSubmitButton>
    </DialogActions>
  );
}
