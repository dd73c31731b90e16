// Close account: after confirmation the company is deactivated, every session ends and the data
// is kept. The user is signed out and sent to Login.
import { useState } from 'react';
import { Button, Paper, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { normalizeError, signOut } from 'shared-auth';
import { ROUTES, SETTINGS_ACCOUNT_MESSAGES as T, type AccountDetails } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { closeAccount } from '../api/account';

export function CloseAccountSection({ account, isOperator }: { account: AccountDetails; isOperator: boolean }) {
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [isClosing, setIsClosing] = useState(false);

  const close = async () => {
    if (!(await confirm({ title: 'Close account', message: T.confirmCloseAccount(account.company.name), confirmText: 'Close account', danger: true }))) return;
    setIsClosing(true);
    try {
      const result = await closeAccount(reason);
      toast.success(result.message);
      if (isOperator) {
        navigate(ROUTES.superadminCompany(account.company.id));
        return;
      }
      // The server has ended the session already; this forgets the user on this page.
      await signOut().catch(() => undefined);
      navigate(ROUTES.login);
    } catch (e) {
      toast.error((await normalizeError(e)).message);
      setIsClosing(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Close account" sx={{ p: 2, borderColor: 'error.light' }}>
      <Typography variant="h6" component="h2" color="error" sx={{ mb: 1 }}>
        Close account
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Closing the account deactivates {account.company.name}: every user is signed out and nobody can sign in. Your data is kept; the support can reopen the account.
      </Typography>
      <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2} sx={{ mb: 2, maxWidth: 640 }} />
      <div>
        <Button color="error" variant="contained" loading={isClosing} onClick={() => void close()}>
          Close account
        </Button>
      </div>
    </Paper>
  );
}
