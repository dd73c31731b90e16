// The header's settings link: opens Settings when the user may view them, otherwise explains with
// the permission toast (000 section 2 and 8) instead of navigating.
import { IconButton, Tooltip } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { passes, usePermissionToast, useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { ACCESS_POLICIES } from '../../../lib/access-policies';

export function SettingsLink() {
  const { user } = useCurrentUser();
  const { showPermissionDenied } = usePermissionToast();
  const canViewSettings = passes(user, ACCESS_POLICIES.settingsView);
  return (
    <Tooltip title="Settings">
      {canViewSettings ? (
        <IconButton component={RouterLink} to={ROUTES.settings} aria-label="Settings">
          <SettingsOutlined />
        </IconButton>
      ) : (
        <IconButton onClick={() => showPermissionDenied()} aria-label="Settings">
          <SettingsOutlined />
        </IconButton>
      )}
    </Tooltip>
  );
}
