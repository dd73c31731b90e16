// The creation flows' route table under /tasks (mounted by the app's routes): one layout keeps the
// run's state across its pages, behind the task create ability (000 section 6).
import { Route } from 'react-router-dom';
import { RequirePermissions } from 'shared-auth';
import { PERMISSIONS } from 'shared-contract';
import { ChooseFlowPage, MergeFieldsStep, ProjectsStep, ScopesStep, SummaryStep, TaskCreateSuccessPage, TemplatesStep, VendorsStep } from './task-create-pages';
import { TaskCreateLayout } from './task-create-state';

/** <Routes> children: create, projects[/scopes-and-vendors|/templates|/review-merge-fields|/summary], vendors[/templates|/summary], success. */
export function taskCreateRoutes() {
  return (
    <Route
      element={
        <RequirePermissions all={[PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE, PERMISSIONS.PROJECTS_VIEW]}>
          <TaskCreateLayout />
        </RequirePermissions>
      }
    >
      <Route path="create" element={<ChooseFlowPage />} />
      <Route path="projects" element={<ProjectsStep />} />
      <Route path="projects/scopes-and-vendors" element={<ScopesStep />} />
      <Route path="projects/templates" element={<TemplatesStep />} />
      <Route path="projects/review-merge-fields" element={<MergeFieldsStep />} />
      <Route path="projects/summary" element={<SummaryStep />} />
      <Route path="vendors" element={<VendorsStep />} />
      <Route path="vendors/templates" element={<TemplatesStep />} />
      <Route path="vendors/summary" element={<SummaryStep />} />
      <Route path="success" element={<TaskCreateSuccessPage />} />
    </Route>
  );
}
