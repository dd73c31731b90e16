// Revoke confirmation (task/revoke/{id}): names the task (or how many are selected), takes an
// optional reason the vendor is told, and revokes on confirm. Cancel, Escape or a click outside
// keep the tasks; focus starts on Cancel so Enter never revokes by accident.
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { TASK_REASON_MAX, UI_TEXT, VALIDATION_MESSAGES } from 'shared-contract';

export type TaskRevokeDialogProps = {
  /** The tasks to revoke, by display number and name. */
  tasks: { task_id: string; task_name: string }[];
  /** Revokes with the reason (null when none); resolves once done (the caller reports the outcome). */
  onConfirm: (reason: string | null) => Promise<void>;
  onClose: () => void;
};

export function TaskRevokeDialog({ tasks, onConfirm, onClose }: TaskRevokeDialogProps) {
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const tooLong = reason.length > TASK_REASON_MAX;
  const one = tasks.length === 1 ? tasks[0] : null;
  const title = one ? 'Revoke task' : `Revoke ${tasks.length} tasks`;
  const confirm = async () => {
    if (tooLong || isBusy) return;
    setIsBusy(true);
    try {
      await onConfirm(reason.trim() || null);
    } finally {
      setIsBusy(false);
    }
    onClose();
  };
  return (
    <Dialog open onClose={() => !isBusy && onClose()} maxWidth="xs" fullWidth aria-labelledby="task-revoke-title">
      <DialogTitle id="task-revoke-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {one
            ? `Are you sure you want to revoke ${one.task_id} "${one.task_name}"? The vendor is told and can no longer act on it.`
            : `Are you sure you want to revoke ${tasks.length} tasks? The vendors are told and can no longer act on them.`}
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tooLong}
          helperText={tooLong ? VALIDATION_MESSAGES.strMax(TASK_REASON_MAX) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy} autoFocus>
          {UI_TEXT.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isBusy || tooLong} startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
