// The scope's approval round (000 section 4; DOMAIN-DECISIONS scopes): send a drafting scope for
// approval, then each approver in step order approves or rejects with a reason. A change saved
// while the round is open or complete resets every other approver, which the panel says.
import { useState } from 'react';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemAvatar, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { normalizeError, usePermissionToast } from 'shared-auth';
import { SCOPE_REASON_MAX, SCOPE_APPROVAL_STATES, collectErrors, rejectScopeSchema, type ScopeApproval, type ScopeDetails } from 'shared-contract';
import { UserAvatar, formatDateTime, useToast } from 'shared-ui';
import { approveScope, rejectScope, submitScopeForApproval } from '../api/scope-approvals';

type Props = {
  scope: ScopeDetails;
  /** The caller may submit (projects.assign on the general plan, scope not sent). */
  canSubmit: boolean;
  /** Whether the caller's plan refuses changes (the upgrade toast instead of the action). */
  isSubPlan: boolean;
  onChanged: (scope: ScopeDetails) => Promise<unknown>;
};

function approvalState(a: ScopeApproval): { label: string; color: 'success' | 'error' | 'warning' | 'default' } {
  if (a.approved) return { label: 'Approved', color: 'success' };
  if (a.rejected) return { label: 'Rejected', color: 'error' };
  if (a.can_act) return { label: 'Your turn', color: 'warning' };
  return { label: 'Waiting', color: 'default' };
}

function RejectDialog({ onClose, onReject }: { onClose: () => void; onReject: (reason: string) => Promise<string | null> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const send = async () => {
    const problems = await collectErrors(rejectScopeSchema, { reason });
    if (problems?.reason) return setError(problems.reason[0]);
    setIsSending(true);
    const serverError = await onReject(reason);
    setIsSending(false);
    if (serverError) setError(serverError);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-scope-title">
      <DialogTitle id="reject-scope-title">Reject scope</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Reason"
          required
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? `${reason.length}/${SCOPE_REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void send()} disabled={isSending}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ScopeApprovalsPanel({ scope, canSubmit, isSubPlan, onChanged }: Props) {
  const toast = useToast();
  const { showUpgradePlan } = usePermissionToast();
  const [isBusy, setIsBusy] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const mine = scope.approvals.find((a) => a.can_act);

  const run = async (action: () => Promise<{ data: ScopeDetails; message: string }>) => {
    if (isSubPlan) return void showUpgradePlan();
    setIsBusy(true);
    try {
      const { data, message } = await action();
      toast.success(message);
      await onChanged(data);
    } catch (e) {
      const problem = (await normalizeError(e));
      toast.error(Object.values(problem.errors ?? {})[0] ?? problem.message);
    } finally {
      setIsBusy(false);
    }
  };

  const reject = async (reason: string): Promise<string | null> => {
    try {
      const { data, message } = await rejectScope(scope.id, reason);
      toast.success(message);
      setIsRejecting(false);
      await onChanged(data);
      return null;
    } catch (e) {
      const problem = (await normalizeError(e));
      return problem.errors?.reason ?? problem.message;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Approvals">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          Approvals
        </Typography>
        <Chip size="small" label={SCOPE_APPROVAL_STATES[scope.approval_state]} />
      </Stack>
      {scope.status === 'pending' || scope.status === 'not_sent' ? (
        scope.approvals.length ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            Saving a change to this scope resets every other approver to neither approved nor rejected and asks them again.
          </Alert>
        ) : null
      ) : null}
      {scope.approvals.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {scope.status === 'drafting' ? 'Not sent for approval yet.' : 'No approval round: the project has no scope approval workflow.'}
        </Typography>
      ) : (
        <List dense aria-label="Approvers">
          {scope.approvals.map((a) => {
            const state = approvalState(a);
            return (
              <ListItem key={a.id} secondaryAction={<Chip size="small" color={state.color} label={state.label} />}>
                <ListItemAvatar>
                  <UserAvatar firstName={a.user.first_name} lastName={a.user.last_name} src={a.user.photo} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={`Step ${a.step}: ${a.user.full_name}`}
                  secondary={[a.acted_at ? formatDateTime(a.acted_at) : null, a.rejected && a.reason ? `Reason: ${a.reason}` : null].filter(Boolean).join(' · ') || undefined}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {canSubmit && scope.status === 'drafting' ? (
          <Button variant="contained" disabled={isBusy} onClick={() => void run(() => submitScopeForApproval(scope.id))}>
            Send for approval
          </Button>
        ) : null}
        {mine ? (
          <>
            <Button color="error" variant="outlined" disabled={isBusy} onClick={() => (isSubPlan ? showUpgradePlan() : setIsRejecting(true))}>
              Reject
            </Button>
            <Button color="success" variant="contained" disabled={isBusy} onClick={() => void run(() => approveScope(scope.id))}>
              Approve
            </Button>
          </>
        ) : null}
      </Stack>
      {isRejecting ? <RejectDialog onClose={() => setIsRejecting(false)} onReject={reject} /> : null}
    </Paper>
  );
}
