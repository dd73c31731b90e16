// Wizard step 2, the team: the company's active employees not yet in it are searched and added one
// at a time (team/add-user); a member is removed after a confirmation (team/remove-user). Next saves
// the team (project/step-2), which moves the draft to step 3.
import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemAvatar, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { normalizeError, useUnsavedChangesFlag } from 'shared-auth';
import { EmptyState, LoadErrorState, LoadingState, SelectField, UserAvatar, useConfirm, useToast } from 'shared-ui';
import { addTeamUsers, removeTeamUsers, saveStepTwo, useNotAddedUsers, useTeam } from '../api/wizard-api';

type TeamStepProps = { projectId: number; actions: ReactNode; onSaved: () => void };

export function TeamStep({ projectId, actions, onSaved }: TeamStepProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const team = useTeam(projectId);
  const [search, setSearch] = useState('');
  const candidates = useNotAddedUsers(projectId, search);
  const [picked, setPicked] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useUnsavedChangesFlag(picked !== null);

  const options = useMemo(() => (candidates.data?.data ?? []).map((u) => ({ value: u.id, label: `${u.full_name} (${u.email})` })), [candidates.data]);
  const members = team.data?.data ?? [];

  const run = async (work: () => Promise<string | void>) => {
    setIsBusy(true);
    try {
      const message = await work();
      if (message) toast.success(message);
    } catch (error) {
      const problem = await normalizeError(error);
      toast.error(problem.errors ? Object.values(problem.errors).join(' ') : problem.message);
    } finally {
      setIsBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      if (picked === null) return;
      const message = await addTeamUsers(projectId, [picked]);
      setPicked(null);
      await Promise.all([team.mutate(), candidates.mutate()]);
      return message;
    });

  const remove = async (id: number, name: string) => {
    if (!(await confirm({ title: 'Remove team member', message: `Remove ${name} from the project team?`, confirmText: 'Remove', danger: true }))) return;
    await run(async () => {
      const message = await removeTeamUsers(projectId, [id]);
      await Promise.all([team.mutate(), candidates.mutate()]);
      return message;
    });
  };

  const next = () =>
    run(async () => {
      const saved = await saveStepTwo(projectId, members.map((m) => m.id));
      onSaved();
      return saved.message;
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} component="section" aria-label="Team">
      <Typography variant="subtitle1" component="h3">
        Team
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SelectField label="Employee" name="team_user" options={options} value={picked} isLoading={candidates.isLoading} onSearchChange={setSearch} onChange={(v) => setPicked(v === null ? null : Number(v))} disabled={isBusy} />
        <Button variant="outlined" onClick={() => void add()} disabled={picked === null || isBusy} sx={{ whiteSpace: 'nowrap' }}>
          Add to team
        </Button>
      </Box>
      {team.error ? (
        <LoadErrorState error={team.error} onRetry={() => void team.mutate()} />
      ) : !team.data ? (
        <LoadingState />
      ) : members.length === 0 ? (
        <EmptyState title="No team members yet" description="Add the employees who work on this project." />
      ) : (
        <List aria-label="Team members" dense>
          {members.map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                <Tooltip title="Remove">
                  <span>
                    <IconButton edge="end" aria-label={`Remove ${m.full_name}`} onClick={() => void remove(m.id, m.full_name)} disabled={isBusy}>
                      <DeleteOutline />
                    </IconButton>
                  </span>
                </Tooltip>
              }
            >
              <ListItemAvatar>
                <UserAvatar name={m.full_name} src={m.photo} />
              </ListItemAvatar>
              <ListItemText primary={m.is_manager ? `${m.full_name} (project manager)` : m.full_name} secondary={m.email} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <Button variant="contained" onClick={() => void next()} disabled={isBusy || !team.data}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
