// The `./routes` expose: the shell mounts it at /tasks/* and at /templates/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState } from 'shared-ui';
import { TemplatesListPage } from '../features/templates-list/components/templates-list-page';
import { CreateTemplatePage, EditTemplatePage } from '../features/template-form/components/template-form-page';
import { TasksIndexPage } from './tasks-index-page';
import { taskViewRoutes } from '../features/task-views/components/task-view-routes';
import { BulkSendPage } from '../features/bulk-send/components/bulk-send-page';
import { taskCreateRoutes } from '../features/task-create/components/task-create-routes';
import { ContractsListPage } from '../features/contracts/components/contracts-list-page';
import { contractPanel, contractRoutes, contractTimeline } from '../features/contracts/components/contract-routes';

export default function TasksRoutes() {
  const isTemplates = useMatch(`${ROUTES.templates}/*`) !== null;
  if (isTemplates) {
    return (
      <Routes>
        <Route index element={<TemplatesListPage />} />
        <Route path="create/contract" element={<CreateTemplatePage kind="contract" />} />
        <Route path="create/task" element={<CreateTemplatePage kind="task" />} />
        <Route path=":templateId/edit" element={<EditTemplatePage layout="form" />} />
        <Route path=":templateId/editor" element={<EditTemplatePage layout="editor" />} />
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<TasksIndexPage />} />
      <Route path="bulk-send" element={<BulkSendPage />} />
      <Route path="contracts" element={<ContractsListPage />} />
      {taskCreateRoutes()}
      {taskViewRoutes({ contractPanel, contractTimeline, routes: contractRoutes() })}
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
