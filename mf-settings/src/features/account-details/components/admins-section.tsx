// The account admins (account/update-admins): the people account and billing matters go to.
import { useEffect, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { VALIDATION_MESSAGES as M, type AccountDetails } from 'shared-contract';
import { MultiSelectField, useToast } from 'shared-ui';
import { updateAdmins } from '../api/account';

type AdminsSectionProps = { account: AccountDetails; canEdit: boolean; onChange: (next: AccountDetails) => void };

export function AdminsSection({ account, canEdit, onChange }: AdminsSectionProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<number[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  // A changed but unsaved choice of admins is an unsaved change the shell asks about on leaving.
  const saved = account.admins.map((a) => a.id);
  const isDirty = draft !== null && (draft.length !== saved.length || draft.some((id) => !saved.includes(id)));
  useEffect(() => setUnsavedChanges(isDirty && !isSaving), [isDirty, isSaving]);
  useEffect(() => () => setUnsavedChanges(false), []);

  const save = async () => {
    if (!draft?.length) {
      setError(M.required);
      return;
    }
    setIsSaving(true);
    try {
      const result = await updateAdmins(draft);
      toast.success(result.message);
      setDraft(null);
      setError(undefined);
      onChange(result.data);
    } catch (e) {
      const problem = await normalizeError(e);
      setError(problem.errors?.admin_ids ?? problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Account admins" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Account admins
        </Typography>
        {canEdit && !draft ? (
          <Button size="small" variant="outlined" onClick={() => setDraft(account.admins.map((a) => a.id))}>
            Change admins
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Account admins receive the mails about your plan and your account.
      </Typography>
      {draft ? (
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <MultiSelectField
            name="admin_ids"
            label="Account admins"
            options={account.candidates.map((c) => ({ value: c.id, label: `${c.full_name} (${c.role.show_name})` }))}
            value={draft}
            onChange={(next) => {
              setDraft(next.map(Number));
              setError(undefined);
            }}
            error={error}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button variant="contained" loading={isSaving} onClick={() => void save()}>
              Save
            </Button>
          </Stack>
        </Stack>
      ) : (
        <List dense aria-label="Account admins">
          {account.admins.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText primary={`${a.full_name} · ${a.role.show_name}`} secondary={a.email} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
