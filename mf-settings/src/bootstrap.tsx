// Standalone mode for this remote's team (see shared-auth's StandaloneRemote): its routes at the
// shell's mount points, against the same API; sign in through the shell first.
import { renderStandaloneRemote } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import SettingsRoutes from './app/routes';

renderStandaloneRemote({ mounts: [{ path: ROUTES.settings, element: <SettingsRoutes /> }], home: ROUTES.settings });
