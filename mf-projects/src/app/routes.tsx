// The `./routes` expose: the shell mounts it at /projects/* and at /dashboard/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Navigate, Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState, SectionLandingPage } from 'shared-ui';
import { ProjectsListPage } from '../features/projects-list/components/projects-list-page';
import { ProjectWizardPage } from '../features/project-wizard/components/project-wizard-page';
import { ProjectLayout } from '../features/project-page/components/project-layout';
import { ProjectTasksTab } from '../features/project-page/components/project-tasks-tab';
import { ProjectActivityTab } from '../features/project-page/components/project-activity-tab';
import { ProjectDocumentsTab } from '../features/project-page/components/project-documents-tab';
import { ProjectInfoLayout } from '../features/project-page/components/project-info-layout';
import { ProjectInfoDetails, ProjectInfoDetailsEdit } from '../features/project-page/components/project-info-details';
import { ProjectInfoTeam } from '../features/project-page/components/project-info-team';
import { ProjectInfoWorkflow } from '../features/project-page/components/project-info-workflow';
import { ProjectInfoTemplateCollection } from '../features/project-page/components/project-info-template-collection';
import { NewScopePage } from '../features/scopes/components/scope-page';
import { ScopeUploadPage } from '../features/scopes/components/scope-upload-page';
import { ScopesListPage } from '../features/scopes/components/scopes-list-page';
import { ScopeEditRoute, ScopeTasksRoute } from './scope-routes';
import { OldTaskRedirect } from './old-task-redirect';

const DASHBOARD_TITLE = 'Dashboard';

export default function ProjectsRoutes() {
  const isDashboard = useMatch(`${ROUTES.dashboard}/*`) !== null;
  if (isDashboard) {
    return (
      <Routes>
        <Route index element={<SectionLandingPage title={DASHBOARD_TITLE} />} />
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<ProjectsListPage />} />
      <Route path="new" element={<ProjectWizardPage />} />
      {/* The old task addresses open the task routes. */}
      <Route path=":projectId/tasks/:taskId/:view" element={<OldTaskRedirect />} />
      {/* The project page: its tabs are children; a path none of them names is the 404 below. */}
      <Route path=":projectId" element={<ProjectLayout />}>
        <Route index element={<Navigate to="tasks" replace />} />
        <Route path="dashboard" element={<Navigate to="../tasks" replace />} />
        <Route path="tasks" element={<ProjectTasksTab />} />
        <Route path="documents" element={<ProjectDocumentsTab />} />
        <Route path="activity" element={<ProjectActivityTab />} />
        <Route path="info" element={<ProjectInfoLayout />}>
          <Route index element={<Navigate to="details" replace />} />
          <Route path="details" element={<ProjectInfoDetails />} />
          <Route path="details/edit" element={<ProjectInfoDetailsEdit />} />
          <Route path="teams" element={<ProjectInfoTeam />} />
          <Route path="scope-workflow" element={<ProjectInfoWorkflow kind="scope" />} />
          <Route path="contract-workflow" element={<ProjectInfoWorkflow kind="contract" />} />
          <Route path="template-collection/*" element={<ProjectInfoTemplateCollection />} />
        </Route>
        <Route path="scopes" element={<ScopesListPage />} />
        <Route path="scopes/new" element={<NewScopePage />} />
        <Route path="scopes/:scopeId" element={<ScopeEditRoute />} />
        {/* ProjectScopeEdit's older address. */}
        <Route path="scopes/:scopeId/edit" element={<Navigate to=".." relative="path" replace />} />
        <Route path="scopes/:scopeId/upload" element={<ScopeUploadPage />} />
        <Route path="scopes/:scopeId/tasks/*" element={<ScopeTasksRoute />} />
      </Route>
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
