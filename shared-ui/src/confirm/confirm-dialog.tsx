import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { UI_TEXT } from 'shared-contract';

export type ConfirmOptions = {
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Shows the confirm button in the error colour for destructive actions. */
  danger?: boolean;
  /**
   * The button that has focus when the dialog opens (what Enter presses). Defaults to the safe one,
   * Cancel / No, so Enter never removes, deletes or discards by accident; pass 'confirm' only for a
   * harmless question.
   */
  initialFocus?: 'cancel' | 'confirm';
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  isLoading?: boolean;
};

export const DEFAULT_CONFIRM_TEXT = 'Confirm';

/**
 * A yes/no question. Escape, a click outside or Cancel declines. Focus starts on the safe button (Cancel / No),
 * always so for a destructive (danger) question, so Enter declines unless the user moves to the confirm button.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = DEFAULT_CONFIRM_TEXT,
  cancelText = UI_TEXT.cancel,
  danger = false,
  initialFocus = 'cancel',
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const isConfirmFocused = initialFocus === 'confirm' && !danger;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={title ? 'confirm-dialog-title' : undefined}
      aria-describedby="confirm-dialog-message"
    >
      {title ? <DialogTitle id="confirm-dialog-title">{title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id="confirm-dialog-message" component="div" sx={{ color: 'text.primary', pt: title ? 0 : 1 }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} variant="outlined" color="inherit" autoFocus={!isConfirmFocused} disabled={isLoading}>
          {cancelText}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={danger ? 'error' : 'primary'} autoFocus={isConfirmFocused} disabled={isLoading}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
