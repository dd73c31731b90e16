// The lists of Companies (000 section 2): existing (the network, default) and invited; and, for users
// who may add companies, the requests of other companies waiting for an answer (DOMAIN.md 7).
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NETWORK_ROUTES } from 'shared-contract';
import { useNetworkGates } from '../lib/use-network-gates';

const TAB_PATHS = [NETWORK_ROUTES.invited, NETWORK_ROUTES.requests];

export function CompaniesTabs() {
  const { pathname } = useLocation();
  const { canAdd } = useNetworkGates();
  const current = TAB_PATHS.find((path) => pathname.startsWith(path)) ?? NETWORK_ROUTES.existing;
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Company lists">
      <Tab label="Existing" value={NETWORK_ROUTES.existing} component={RouterLink} to={NETWORK_ROUTES.existing} />
      <Tab label="Invited" value={NETWORK_ROUTES.invited} component={RouterLink} to={NETWORK_ROUTES.invited} />
      {canAdd ? <Tab label="Requests" value={NETWORK_ROUTES.requests} component={RouterLink} to={NETWORK_ROUTES.requests} /> : null}
    </Tabs>
  );
}
