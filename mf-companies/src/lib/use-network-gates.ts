// The companies gates of 000 section 6: seeing needs COMPANIES_VIEW; acting on another company needs the
// action's permission and never the general_view_only role (the API checks the same).
import { can, hasRole, useCurrentUser } from 'shared-auth';
import { PERMISSIONS } from 'shared-contract';

export const VIEW_ONLY_ROLE = 'general_view_only';

export function useNetworkGates() {
  const { user } = useCurrentUser();
  const viewOnly = !user || hasRole(user, VIEW_ONLY_ROLE);
  const may = (permission: string) => !viewOnly && can(user, permission);
  return {
    user,
    canAdd: may(PERMISSIONS.COMPANIES_CREATE),
    canEdit: may(PERMISSIONS.COMPANIES_EDIT),
    canRemove: may(PERMISSIONS.COMPANIES_DELETE),
    canSeeUsers: can(user, PERMISSIONS.COMPANIES_VIEW) && can(user, PERMISSIONS.USERS_VIEW),
  };
}
