// The plan and its limits, usage, and for a sub-plan company the upgrade request the operator sees.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/BlockOutlined';
import { normalizeError } from 'shared-auth';
import { UI_TEXT, type AccountDetails } from 'shared-contract';
import { formatDate, useToast } from 'shared-ui';
import { requestUpgrade } from '../api/account';

type PlanSectionProps = { account: AccountDetails; canRequestUpgrade: boolean; onChange: (next: AccountDetails) => void };

function UpgradeDialog({ onClose, onSent }: { onClose: () => void; onSent: (next: AccountDetails) => void }) {
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const send = async () => {
    setIsSending(true);
    try {
      const result = await requestUpgrade(message);
      toast.success(result.message);
      onSent(result.data);
    } catch (e) {
      const problem = await normalizeError(e);
      setError(problem.errors ? Object.values(problem.errors)[0] : problem.message);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title">Request the General plan</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The platform team receives your request and moves your company to the General plan.
        </Typography>
        <TextField label="Message (optional)" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} fullWidth error={Boolean(error)} helperText={error ?? undefined} />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {UI_TEXT.cancel}
        </Button>
        <Button variant="contained" loading={isSending} onClick={() => void send()}>
          Send request
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PlanSection({ account, canRequestUpgrade, onChange }: PlanSectionProps) {
  const [isAsking, setIsAsking] = useState(false);
  const request = account.upgrade_request;
  const isSub = account.plan.name !== 'general';
  return (
    <Paper variant="outlined" component="section" aria-label="Plan" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Plan
        </Typography>
        <Chip label={account.plan.label} color={isSub ? 'default' : 'primary'} size="small" />
      </Stack>
      <List dense aria-label="Plan limits">
        {account.plan.features.map((f) => (
          <ListItem key={f.key} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>{f.included ? <CheckCircleOutline color="success" fontSize="small" /> : <RemoveCircleOutline color="disabled" fontSize="small" />}</ListItemIcon>
            <ListItemText primary={f.label} secondary={f.included ? 'Included' : 'Not included on your plan'} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {`Active employees: ${account.usage.users} · Active projects: ${account.usage.projects} · Subsidiary companies: ${account.usage.subsidiaries}`}
      </Typography>
      {isSub ? (
        <Box sx={{ mt: 2 }}>
          {request?.status === 'pending' ? (
            <Alert severity="info">{`Upgrade requested on ${formatDate(request.requested_at)}${request.requested_by ? ` by ${request.requested_by}` : ''}. The platform team will contact you.`}</Alert>
          ) : canRequestUpgrade ? (
            <Button variant="contained" onClick={() => setIsAsking(true)}>
              {UI_TEXT.upgradeNow}
            </Button>
          ) : (
            <Alert severity="info">{UI_TEXT.updatePlanBody}</Alert>
          )}
        </Box>
      ) : null}
      {isAsking ? (
        <UpgradeDialog
          onClose={() => setIsAsking(false)}
          onSent={(next) => {
            setIsAsking(false);
            onChange(next);
          }}
        />
      ) : null}
    </Paper>
  );
}
