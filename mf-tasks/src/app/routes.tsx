// The `./routes` expose: the shell mounts it at /tasks/* and at /templates/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState, SectionLandingPage } from 'shared-ui';

const TEMPLATES_TITLE = 'Templates';
const TASKS_TITLE = 'Tasks';

export default function TasksRoutes() {
  const isTemplates = useMatch(`${ROUTES.templates}/*`) !== null;
  if (isTemplates) {
    return (
      <Routes>
        <Route index element={<SectionLandingPage title={TEMPLATES_TITLE} />} />
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<SectionLandingPage title={TASKS_TITLE} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
