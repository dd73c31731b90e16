// The frame of every settings page: the grouped side menu next to the page (an <Outlet/>).
// The landing page (/settings) shows the menu as cards instead, so it has no side menu.
import { Box, List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';
import { SETTINGS_PATHS } from 'shared-contract';
import { SETTINGS_MENU } from '../types/menu-items';
import { useSettingsMenu } from './use-settings-menu';

export function SettingsSideMenu() {
  const { pathname } = useLocation();
  const { isAllowed, open } = useSettingsMenu();
  return (
    <Paper variant="outlined" component="nav" aria-label="Settings menu" sx={{ width: { md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      {SETTINGS_MENU.map((group) => (
        <List key={group.title} dense subheader={<ListSubheader disableSticky>{group.title}</ListSubheader>}>
          {group.items.map((item) => {
            const allowed = isAllowed(item);
            return (
              <ListItemButton
                key={item.name}
                selected={pathname === item.path || pathname.startsWith(`${item.path}/`)}
                onClick={() => open(item)}
                aria-disabled={!allowed}
                sx={{ opacity: allowed ? 1 : 0.55 }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Paper>
  );
}

export function SettingsLayout() {
  const { pathname } = useLocation();
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
