// The two lists of Settings > Employees: the employees and the invitations sent to new ones.
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SETTINGS_PATHS } from 'shared-contract';

export function EmployeesTabs() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(SETTINGS_PATHS.invitedEmployees) ? SETTINGS_PATHS.invitedEmployees : SETTINGS_PATHS.companyUsers;
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Employee lists">
      <Tab label="Employees" value={SETTINGS_PATHS.companyUsers} component={RouterLink} to={SETTINGS_PATHS.companyUsers} />
      <Tab label="Invited employees" value={SETTINGS_PATHS.invitedEmployees} component={RouterLink} to={SETTINGS_PATHS.invitedEmployees} />
    </Tabs>
  );
}
