// Projects > {id} > Info: the sub-pages Details, Team, Scope workflow, Contract workflow and
// Template collection (000 section 2) as links, and the one shown. A vendor of an external project
// sees the details only: the rest is the owner's internal setup.
import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import type { ProjectOutletContext } from './project-layout';

export function ProjectInfoLayout() {
  const context = useOutletContext<ProjectOutletContext>();
  const { project } = context;
  const { pathname } = useLocation();
  const pages = [
    { label: 'Details', to: PROJECT_PATHS.infoDetails(project.id) },
    ...(project.is_external
      ? []
      : [
          { label: 'Team', to: PROJECT_PATHS.infoTeams(project.id) },
          { label: 'Scope workflow', to: PROJECT_PATHS.infoScopeWorkflow(project.id) },
          { label: 'Contract workflow', to: PROJECT_PATHS.infoContractWorkflow(project.id) },
          { label: 'Template collection', to: PROJECT_PATHS.infoTemplateCollection(project.id) },
        ]),
  ];
  const current = pages.find((p) => pathname === p.to || pathname.startsWith(`${p.to}/`))?.to ?? false;
  return (
    <Box>
      <Tabs value={current} variant="scrollable" sx={{ mb: 2, minHeight: 36 }} aria-label="Project info" textColor="secondary" indicatorColor="secondary">
        {pages.map((page) => (
          <Tab key={page.to} label={page.label} value={page.to} component={RouterLink} to={page.to} sx={{ minHeight: 36, py: 0.5 }} />
        ))}
      </Tabs>
      <Outlet context={context} />
    </Box>
  );
}
