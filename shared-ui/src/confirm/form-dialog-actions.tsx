// The footer of a form in a dialog: Cancel (disabled while saving) and the submit button, which
// shows its progress while the form is submitting.
import { Button, DialogActions } from '@mui/material';
import { UI_TEXT } from 'shared-contract';

type FormDialogActionsProps = { onCancel: () => void; isSubmitting: boolean; submitLabel?: string; cancelLabel?: string };

export function FormDialogActions({ onCancel, isSubmitting, submitLabel = 'Save', cancelLabel = UI_TEXT.cancel }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
