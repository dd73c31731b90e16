// The two lists of Companies (000 section 2): existing (the network, default) and invited.
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NETWORK_ROUTES } from 'shared-contract';

export function CompaniesTabs() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(NETWORK_ROUTES.invited) ? NETWORK_ROUTES.invited : NETWORK_ROUTES.existing;
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Company lists">
      <Tab label="Existing" value={NETWORK_ROUTES.existing} component={RouterLink} to={NETWORK_ROUTES.existing} />
      <Tab label="Invited" value={NETWORK_ROUTES.invited} component={RouterLink} to={NETWORK_ROUTES.invited} />
    </Tabs>
  );
}
