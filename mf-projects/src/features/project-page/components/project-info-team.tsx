// Info > Team: the project team (name, e-mail, phone, manager, who added them and when), searched,
// sorted and paged in the URL; Add members and Remove (after a confirmation) where the caller may
// change the project. On the sub plan the buttons stay and show the upgrade toast.
import { useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useOutletContext, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { normalizeError, useCurrentUser, usePermissionToast } from 'shared-auth';
import { TEAM_SORT_FIELDS, UI_TEXT, type TeamMember } from 'shared-contract';
import { ListPage, UserAvatar, formatDateTime, formatPhone, useConfirm, useListParams, useToast, type DataTableColumn } from 'shared-ui';
import { isTeamKey, removeTeamUsers, useTeam } from '../api/team';
import { isProjectActivityKey } from '../api/project-activity';
import { AddTeamMembersDialog } from './add-team-members-dialog';
import type { ProjectOutletContext } from './project-layout';

export const removeMemberMessage = (name: string) => `Remove ${name} from the project team?`;

export function ProjectInfoTeam() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { user } = useCurrentUser();
  const { showUpgradePlan } = usePermissionToast();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate: mutateAll } = useSWRConfig();
  const list = useListParams([], useSearchParams(), { sortFields: TEAM_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useTeam(project.id, list.params);
  const [isAdding, setIsAdding] = useState(false);
  const canChange = project.can.update;
  const isSubPlanBlocked = !canChange && !project.is_external && project.status === 'active' && user?.company?.plan === 'sub';

  const reload = () => Promise.all([mutateAll(isTeamKey), mutateAll(isProjectActivityKey)]);
  const remove = async (member: TeamMember) => {
    const ok = await confirm({ title: 'Remove team member', message: removeMemberMessage(member.full_name), confirmText: 'Remove', danger: true });
    if (!ok) return;
    try {
      toast.success(await removeTeamUsers(project.id, [member.id]));
    } catch (e) {
      toast.warning((await normalizeError(e)).message);
    }
    await reload();
  };

  const columns: DataTableColumn<TeamMember>[] = [
    {
      field: 'name',
      headerName: 'Name',
      sortable: true,
      hideable: false,
      minWidth: 200,
      renderCell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar firstName={row.first_name} lastName={row.last_name} src={row.photo} size={32} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.full_name}
          </Typography>
          {row.is_manager ? <Chip size="small" label="Manager" /> : null}
        </Stack>
      ),
    },
    { field: 'email', headerName: 'Email', sortable: true, renderCell: (row) => row.email },
    { field: 'phone', headerName: 'Phone', renderCell: (row) => (row.phone ? formatPhone(row.phone) : UI_TEXT.notAvailable) },
    { field: 'added_by', headerName: 'Added by', renderCell: (row) => row.added_by ?? UI_TEXT.notAvailable },
    { field: 'added_at', headerName: 'Added', sortable: true, renderCell: (row) => formatDateTime(row.added_at) },
    ...(canChange || isSubPlanBlocked
      ? [
          {
            field: 'actions',
            headerName: 'Actions',
            hideable: false,
            width: 80,
            renderCell: (row: TeamMember) => (
              <Tooltip title="Remove from the team">
                <IconButton size="small" color="error" aria-label={`Remove ${row.full_name}`} onClick={() => (canChange ? void remove(row) : showUpgradePlan())}>
                  <PersonRemoveOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage<TeamMember>
      header={
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h3" component="h2">
            Team
          </Typography>
          {canChange || isSubPlanBlocked ? (
            <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => (canChange ? setIsAdding(true) : showUpgradePlan())}>
              Add members
            </Button>
          ) : null}
        </Stack>
      }
      list={list}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Project team"
      tableId="project-team"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    >
      {isAdding ? <AddTeamMembersDialog projectId={project.id} onClose={() => setIsAdding(false)} onAdded={() => void reload()} /> : null}
    </ListPage>
  );
}
