// The companies gates of 000 section 6 for the current user: NETWORK_GATES (shared-contract), the
// map the API guards read too: seeing needs the view permissions; acting on another company needs
// the action's permission and never the general_view_only role.
import { useCurrentUser } from 'shared-auth';
import { NETWORK_GATES, passesNetworkGate, type NetworkGateName } from 'shared-contract';

export function useNetworkGates() {
  const { user } = useCurrentUser();
  const passes = (name: NetworkGateName) => passesNetworkGate(NETWORK_GATES[name], user ? { permissions: user.permissions, role: user.role.name } : null);
  return {
    user,
    canAdd: passes('add'),
    canEdit: passes('edit'),
    canRemove: passes('remove'),
    canSeeUsers: passes('seeUsers'),
    canCommunicate: passes('communicate'),
  };
}
