// Projects > {id}: the project's name with its stage, archive state and owner, the tabs Tasks,
// Scopes, Documents, Activity and Info (000 section 2; dashboard redirects to tasks, so it is no
// tab of its own) as links, and the tab's page. Another company's project (not shared with the
// caller's company as the vendor of a scope) or an unknown id is the 404 page. External projects
// are read-only: no header or tab actions.
import { Alert, Box, Button, Chip, Link, Stack, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { usePermissionToast, useCurrentUser } from 'shared-auth';
import { PROJECT_MESSAGES, PROJECT_STATUSES, type Project } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, PageHeader, statusOfError, useBreadcrumbLabel } from 'shared-ui';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { useProject } from '../../../lib/use-project';
import { useProjectActions } from '../hooks/use-project-actions';

/** What the tab pages get from the layout (useOutletContext). */
export type ProjectOutletContext = { project: Project };

export function ProjectLayout() {
  const { projectId = '' } = useParams();
  const isId = /^\d+$/.test(projectId);
  const { data: project, error, isLoading, mutate } = useProject(isId ? projectId : null);
  useBreadcrumbLabel(isId ? PROJECT_PATHS.project(projectId) : null, project?.name);

  if (!isId || statusOfError(error) === 404) return <NotFoundState />;
  if (isLoading) return <LoadingState />;
  if (error || !project) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  return <ProjectPage project={project} />;
}

function ProjectPage({ project }: { project: Project }) {
  const { pathname } = useLocation();
  const tabs = [
    { label: 'Tasks', to: PROJECT_PATHS.tasks(project.id) },
    { label: 'Scopes', to: PROJECT_PATHS.scopes(project.id) },
    { label: 'Documents', to: PROJECT_PATHS.documents(project.id) },
    { label: 'Activity', to: PROJECT_PATHS.activity(project.id) },
    { label: 'Info', to: PROJECT_PATHS.info(project.id) },
  ];
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to ?? false;
  const isArchived = project.status === 'archived';

  return (
    <Box>
      <Link component={RouterLink} to={PROJECT_PATHS.list} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Projects
      </Link>
      <PageHeader
        title={project.name}
        subtitle={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Chip component="span" size="small" label={`Stage: ${project.stage}`} />
            {project.internal_number ? <span>#{project.internal_number}</span> : null}
            {isArchived ? <Chip component="span" size="small" color="warning" label={PROJECT_STATUSES.archived} /> : null}
            {project.is_draft ? <Chip component="span" size="small" color="info" label="Draft" /> : null}
            {project.is_external ? <Chip component="span" size="small" variant="outlined" label={`External project · ${project.company_name}`} /> : null}
          </Stack>
        }
        actions={project.is_external ? null : <ArchiveAction project={project} />}
      />
      {isArchived && !project.is_external ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PROJECT_MESSAGES.archivedReadOnly}
        </Alert>
      ) : null}
      <Tabs value={current} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Project sections">
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Outlet context={{ project } satisfies ProjectOutletContext} />
    </Box>
  );
}

/** Archive or Restore per the delete flag; on the sub plan the button stays and says why it cannot. */
function ArchiveAction({ project }: { project: Project }) {
  const actions = useProjectActions();
  const { showUpgradePlan } = usePermissionToast();
  const { user } = useCurrentUser();
  const isArchived = project.status === 'archived';
  const label = isArchived ? 'Restore' : 'Archive';
  if (project.can.delete) {
    return (
      <Button variant="outlined" color={isArchived ? 'primary' : 'error'} onClick={() => void (isArchived ? actions.restore(project) : actions.archive(project))}>
        {label}
      </Button>
    );
  }
  if (user?.company?.plan === 'sub') {
    return (
      <Button variant="outlined" onClick={showUpgradePlan}>
        {label}
      </Button>
    );
  }
  return null;
}
