// Projects (/projects, 000 section 2): the project list row columns (000 section 3), search, the
// projects filter panel (001 section 3), sort, paging and column choice, all kept in the URL; the
// Active and Archived views; New project; per row the actions its flags allow (edit, archive with
// a confirmation, restore). A draft links to the wizard at its step; external projects (the
// caller's company is the vendor of a scope) are read-only.
import { useMemo } from 'react';
import { Box, Button, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser, usePermissionToast } from 'shared-auth';
import { PERMISSIONS, PROJECT_SORT_FIELDS, UI_TEXT, type ProjectRow } from 'shared-contract';
import { ListPage, RowActionButton, formatDate, formatPhone, useListParams, type DataTableColumn } from 'shared-ui';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { useProjects } from '../api/find-projects';
import { useProjectStages } from '../api/find-project-stages';
import { useProjectActions } from '../hooks/use-project-actions';
import { buildProjectFilterFields } from '../types/filter-fields';
import { ProjectViewTabs, useProjectView } from './project-view-tabs';

const TABLE_ID = 'projects-list';

/** A draft resumes in the creation wizard at its step (the wizard reads project_id); any other project opens its page. */
export const resumeDraftPath = (id: number) => `${PROJECT_PATHS.create}?project_id=${id}`;
const projectLink = (row: ProjectRow) => (row.is_draft ? resumeDraftPath(row.id) : PROJECT_PATHS.project(row.id));

function ProjectNameCell({ row }: { row: ProjectRow }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={projectLink(row)} underline="hover" sx={{ fontWeight: 600 }}>
        {row.name}
      </Link>
      {row.is_draft ? <Chip size="small" color="info" label="Draft" /> : null}
      {row.is_external ? <Chip size="small" variant="outlined" label="External" /> : null}
      {row.status === 'archived' ? <Chip size="small" color="warning" label="Archived" /> : null}
    </Stack>
  );
}

function ManagerCell({ row }: { row: ProjectRow }) {
  if (!row.manager_full_name) return <>{UI_TEXT.notAvailable}</>;
  return (
    <Box>
      <Typography variant="body2">{row.manager_full_name}</Typography>
      {row.manager_phone ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {formatPhone(row.manager_phone)}
        </Typography>
      ) : null}
      {row.manager_email ? (
        <Link variant="caption" href={`mailto:${row.manager_email}`} underline="hover" sx={{ wordBreak: 'break-all' }}>
          {row.manager_email}
        </Link>
      ) : null}
    </Box>
  );
}

type SubPlanGate = { isSubPlan: boolean; mayEdit: boolean; mayDelete: boolean };
type RowActionsProps = { row: ProjectRow; gate: SubPlanGate; actions: ReturnType<typeof useProjectActions>; onUpgrade: () => void };

/**
 * The row's flags (can.update, can.delete) decide. On the sub plan the server's flags are off, so
 * an own project whose user has the permission shows the button and the upgrade toast instead.
 */
const rowGates = (row: ProjectRow, { isSubPlan, mayEdit, mayDelete }: SubPlanGate) => {
  const upgradeOnly = isSubPlan && !row.is_external;
  return { canEdit: row.can.update || (upgradeOnly && mayEdit), canArchive: row.can.delete || (upgradeOnly && mayDelete) };
};

function ProjectRowActions({ row, gate, actions, onUpgrade }: RowActionsProps) {
  const { canEdit, canArchive } = rowGates(row, gate);
  const editPath = row.is_draft ? resumeDraftPath(row.id) : PROJECT_PATHS.infoDetails(row.id);
  return (
    <Stack direction="row" spacing={0.5}>
      {canEdit && row.status === 'active' ? (
        gate.isSubPlan ? (
          <RowActionButton action="edit" label={`Edit ${row.name}`} onClick={onUpgrade} />
        ) : (
          <RowActionButton action="edit" label={`Edit ${row.name}`} to={editPath} linkComponent={RouterLink} />
        )
      ) : null}
      {canArchive && row.status === 'active' ? (
        <Tooltip title="Archive">
          <IconButton size="small" color="error" aria-label={`Archive ${row.name}`} onClick={() => void actions.archive(row)}>
            <ArchiveOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canArchive && row.status === 'archived' ? (
        <Tooltip title="Restore">
          <IconButton size="small" aria-label={`Restore ${row.name}`} onClick={() => void actions.restore(row)}>
            <UnarchiveOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function ProjectsListPage() {
  const { user } = useCurrentUser();
  const isSubPlan = user?.company?.plan === 'sub';
  const mayCreate = can(user, PERMISSIONS.PROJECTS_CREATE);
  const gate: SubPlanGate = { isSubPlan, mayEdit: can(user, PERMISSIONS.PROJECTS_EDIT), mayDelete: can(user, PERMISSIONS.PROJECTS_DELETE) };
  const { showUpgradePlan } = usePermissionToast();
  const view = useProjectView();
  const stages = useProjectStages();
  const fields = useMemo(() => buildProjectFilterFields(stages.data ?? []), [stages.data]);
  const list = useListParams(fields, useSearchParams(), { sortFields: PROJECT_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useProjects(list.params, view);
  const actions = useProjectActions({ isSubPlan });
  const rows = data?.data ?? [];
  const hasActions = rows.some((row) => {
    const { canEdit, canArchive } = rowGates(row, gate);
    return canEdit || canArchive;
  });

  const columns: DataTableColumn<ProjectRow>[] = [
    { field: 'name', headerName: 'Project name', sortable: true, hideable: false, minWidth: 200, renderCell: (row) => <ProjectNameCell row={row} /> },
    { field: 'internal_number', headerName: 'Internal number', sortable: true, renderCell: (row) => row.internal_number || UI_TEXT.notAvailable },
    { field: 'owner', headerName: 'Owner', sortable: true, renderCell: (row) => row.owner?.owner_name ?? UI_TEXT.notAvailable },
    { field: 'stage', headerName: 'Stage', sortable: true },
    { field: 'estimated_start_date', headerName: 'Estimated start date', sortable: true, renderCell: (row) => formatDate(row.estimated_start_date) },
    { field: 'estimated_end_date', headerName: 'Estimated end date', sortable: true, renderCell: (row) => formatDate(row.estimated_end_date) },
    { field: 'manager', headerName: 'Project manager', sortable: true, minWidth: 180, renderCell: (row) => <ManagerCell row={row} /> },
    { field: 'company_name', headerName: 'Company', sortable: true, renderCell: (row) => row.company_name },
    ...(hasActions
      ? [{ field: 'actions', headerName: 'Actions', hideable: false, width: 110, renderCell: (row: ProjectRow) => <ProjectRowActions row={row} gate={gate} actions={actions} onUpgrade={showUpgradePlan} /> }]
      : []),
  ];

  const newProject = mayCreate ? (
    isSubPlan ? (
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => showUpgradePlan()}>
        New project
      </Button>
    ) : (
      <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={PROJECT_PATHS.create}>
        New project
      </Button>
    )
  ) : null;

  return (
    <ListPage<ProjectRow>
      title="Projects"
      actions={newProject}
      tabs={<ProjectViewTabs />}
      list={list}
      filterFields={fields}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Projects"
      tableId={TABLE_ID}
      userId={user?.id}
      columns={columns}
      rows={rows}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
