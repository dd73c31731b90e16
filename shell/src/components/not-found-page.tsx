// /404 and every unknown path (001 section 2): the one 404 page of shared-ui, which the remotes also
// show at unknown paths inside their areas and for records that do not exist.
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundState } from 'shared-ui';

/** `isInLayout`: shown inside the app layout (a shell page whose record does not exist). */
export function NotFoundPage({ isInLayout = false }: { isInLayout?: boolean }) {
  return <NotFoundState isFullPage={!isInLayout} linkComponent={RouterLink} />;
}
