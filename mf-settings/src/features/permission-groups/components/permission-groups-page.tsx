// Settings > Permission Groups (SettingPermissionGroups): one group per role of the company's
// type; the grid applies the dependency rules as the user clicks; saved with settings/company/permission.
// A change reaches the role's users on their next request (the server reads permissions per request).
import { useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_KEY, canAll, normalizeError, setUnsavedChanges, useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES, PEOPLE_MESSAGES, PERMISSIONS, SETTINGS_GATES, UI_TEXT, describePermissionViolation, findPermissionViolations, type PermissionGroup } from 'shared-contract';
import { EmptyState, LoadingState, PageHeader, useConfirm, useToast } from 'shared-ui';
import { savePermissionGroup, usePermissionGroups } from '../api/permission-groups';
import { PermissionGrid } from './permission-grid';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

export function PermissionGroupsPage() {
  const { user } = useCurrentUser();
  const { data: groups, error, mutate } = usePermissionGroups();
  const { mutate: globalMutate } = useSWRConfig();
  const toast = useToast();
  const confirm = useConfirm();
  const [role, setRole] = useState<string | null>(null);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const canSave = canAll(user, [...SETTINGS_GATES.permissionGroups.all, PERMISSIONS.EMPLOYEES_EDIT]);

  const group: PermissionGroup | undefined = groups?.find((g) => g.role === role) ?? groups?.find((g) => g.editable) ?? groups?.[0];
  const permissions = draft ?? group?.permissions ?? [];
  const isDirty = Boolean(group && draft && !sameSet(draft, group.permissions));

  useEffect(() => {
    setUnsavedChanges(isDirty);
  }, [isDirty]);
  useEffect(() => () => setUnsavedChanges(false), []);

  if (error) return <EmptyState title={ERROR_MESSAGES.default} action={<Button onClick={() => void mutate()}>{UI_TEXT.retry}</Button>} />;
  if (!groups || !group) return <LoadingState />;

  const chooseRole = async (next: string) => {
    if (isDirty && !(await confirm({ message: UI_TEXT.unsavedChangesNavigate, confirmText: 'Yes', cancelText: 'No' }))) return;
    setRole(next);
    setDraft(null);
  };

  const save = async () => {
    setIsSaving(true);
    try {
      const { data, message } = await savePermissionGroup(group.role, permissions);
      toast.success(message);
      await mutate(groups.map((g) => (g.role === data.role ? data : g)), { revalidate: false });
      setDraft(null);
      // The signed-in user's own menus follow at once when their role changed.
      if (user?.role.name === data.role) await globalMutate(CURRENT_USER_KEY);
    } catch (e) {
      const problem = await normalizeError(e);
      toast.warning(Object.values(problem.errors ?? {}).join(' ') || problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  const isReadOnly = !group.editable || !canSave;
  const violations = findPermissionViolations(permissions);

  return (
    <Box>
      <PageHeader title="Permission Groups" subtitle="What each role of your company may do. Changes apply to the role's users on their next action." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <TextField select label="Role" value={group.role} onChange={(e) => void chooseRole(e.target.value)} sx={{ minWidth: 240 }} size="small">
          {groups.map((g) => (
            <MenuItem key={g.role} value={g.role}>
              {g.show_name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {group.users_count === 1 ? '1 user has this role.' : `${group.users_count} users have this role.`}
        </Typography>
      </Stack>
      {!group.editable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PEOPLE_MESSAGES.ownerGroupLocked}
        </Alert>
      ) : null}
      {group.editable && !canSave ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ERROR_MESSAGES.noPermissionAction}
        </Alert>
      ) : null}
      {violations.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This group has rights without what they need: {violations.map(describePermissionViolation).join(' ')}
        </Alert>
      ) : null}
      <PermissionGrid permissions={permissions} onChange={setDraft} isReadOnly={isReadOnly} grantable={[...(user?.permissions ?? []), ...group.permissions]} />
      {!isReadOnly ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button color="inherit" disabled={!isDirty || isSaving} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
          <Button variant="contained" disabled={!isDirty} loading={isSaving} onClick={() => void save()}>
            Save
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
