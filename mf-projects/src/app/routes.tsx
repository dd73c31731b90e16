// The `./routes` expose: the shell mounts it at /projects/* and at /dashboard/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState, SectionLandingPage } from 'shared-ui';

const DASHBOARD_TITLE = 'Dashboard';
const PROJECTS_TITLE = 'Projects';

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
      <Route index element={<SectionLandingPage title={PROJECTS_TITLE} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
