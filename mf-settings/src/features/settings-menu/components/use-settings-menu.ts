// The settings menu as the signed-in user may see it: only the items whose gate passes (000 §6),
// and only the groups that keep at least one item.
import { useMemo } from 'react';
import { passes, useCurrentUser } from 'shared-auth';
import { SETTINGS_GATES } from 'shared-contract';
import { SETTINGS_MENU, type SettingsMenuGroup } from '../types/menu-items';

/** null while the signed-in user is loading. */
export function useSettingsMenu(): SettingsMenuGroup[] | null {
  const { user } = useCurrentUser();
  return useMemo(() => {
    if (user === undefined) return null;
    return SETTINGS_MENU.map((group) => ({ ...group, items: group.items.filter((item) => passes(user, SETTINGS_GATES[item.gate])) })).filter((group) => group.items.length > 0);
  }, [user]);
}
