// The `./routes` expose: the shell mounts it at /companies/* and at /users/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState, SectionLandingPage } from 'shared-ui';
// -- network-users (helper D): imports --
// -- end network-users imports --
// -- companies (helper E): imports --
// -- end companies imports --

const NETWORK_USERS_TITLE = 'Network Users';
const COMPANIES_TITLE = 'Companies';

export default function CompaniesRoutes() {
  const isNetworkUsers = useMatch(`${ROUTES.users}/*`) !== null;
  if (isNetworkUsers) {
    return (
      <Routes>
        {/* -- network-users (helper D): routes under /users -- */}
        <Route index element={<SectionLandingPage title={NETWORK_USERS_TITLE} />} />
        {/* -- end network-users -- */}
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {/* -- companies (helper E): routes under /companies -- */}
      <Route index element={<SectionLandingPage title={COMPANIES_TITLE} />} />
      {/* -- end companies -- */}
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
