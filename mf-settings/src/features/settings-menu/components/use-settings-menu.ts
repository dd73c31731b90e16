// Opens a settings menu item when its gate passes; otherwise the permission toast explains (000 §6).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { passes, usePermissionToast, useCurrentUser } from 'shared-auth';
import { SETTINGS_GATES } from 'shared-contract';
import type { SettingsMenuItem } from '../types/menu-items';

export function useSettingsMenu() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { showPermissionDenied } = usePermissionToast();
  const isAllowed = useCallback((item: SettingsMenuItem) => passes(user, SETTINGS_GATES[item.gate]), [user]);
  const open = useCallback(
    (item: SettingsMenuItem) => {
      if (isAllowed(item)) navigate(item.path);
      else showPermissionDenied();
    },
    [isAllowed, navigate, showPermissionDenied],
  );
  return { isAllowed, open };
}
