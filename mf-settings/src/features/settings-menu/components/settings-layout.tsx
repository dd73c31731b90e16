// The frame of every settings page: the grouped side menu next to the page (an <Outlet/>).
// The landing page (/settings) shows the menu as cards instead, so it has no side menu.
// Entering Settings and each move inside it reload the signed-in user, so a permission-group change
// made by an administrator reaches this user's menu and page gates on their next navigation, without
// signing out.
import { useEffect, useRef } from 'react';
import { Box, List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { SETTINGS_PATHS } from 'shared-contract';
import { useSettingsMenu } from './use-settings-menu';

export function SettingsSideMenu() {
  const { pathname } = useLocation();
  const groups = useSettingsMenu();
  return (
    <Paper variant="outlined" component="nav" aria-label="Settings menu" sx={{ width: { md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      {groups?.map((group) => (
        <List key={group.title} dense subheader={<ListSubheader disableSticky>{group.title}</ListSubheader>}>
          {group.items.map((item) => {
            const isCurrent = pathname === item.path || pathname.startsWith(`${item.path}/`);
            return (
              <ListItemButton key={item.name} component={RouterLink} to={item.path} selected={isCurrent} aria-current={isCurrent ? 'page' : undefined}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Paper>
  );
}

/** Reloads the signed-in user (its permissions) on entering Settings and on every move inside it. */
function useFreshPermissions() {
  const { pathname } = useLocation();
  const { mutate } = useCurrentUser();
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;
  useEffect(() => {
    void mutateRef.current().catch(() => undefined);
  }, [pathname]);
}

export function SettingsLayout() {
  const { pathname } = useLocation();
  useFreshPermissions();
  const isLanding = pathname.replace(/\/+$/, '') === SETTINGS_PATHS.index;
  if (isLanding) return <Outlet />;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'stretch' }}>
      <SettingsSideMenu />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
