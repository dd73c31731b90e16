// /settings/account/company-users/my-profile: the signed-in user's own record is edited on the
// shell's My Profile page (one profile form, with photo, password and e-mail).
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { LoadingState } from 'shared-ui';

export function MyRecordRedirect() {
  const { user } = useCurrentUser();
  if (!user) return <LoadingState />;
  return <Navigate to={ROUTES.myProfile(user.id)} replace />;
}
