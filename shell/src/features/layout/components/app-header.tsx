// The sticky header (000 section 2): sidebar toggle, logo on small screens, breadcrumbs, global
// search, the company context of an operator, the assistant, settings, notifications and account.
import type { ReactNode } from 'react';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import Menu from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { ROUTES } from 'shared-contract';
import type { SidebarState } from '../hooks/use-sidebar-state';
import type { LayoutVariant } from '../types/layout-variant';
import { AccountMenu } from './account-menu';
import { AppLogo } from './app-logo';
import { CompanyContextLabel } from './company-context-label';
import { HeaderBreadcrumbs } from './header-breadcrumbs';
import { SettingsLink } from './settings-link';
import { SIDEBAR_ID } from './sidebar';

// The search box, the assistant and the bell belong to their own features; src/app hands them in.
type AppHeaderProps = { variant: LayoutVariant; sidebar: SidebarState; search?: ReactNode; assistant?: ReactNode; notifications?: ReactNode };

function toggleLabel({ isDesktop, isFolded, isMobileOpen }: SidebarState) {
  if (isDesktop) return isFolded ? 'Unfold sidebar' : 'Fold sidebar';
  return isMobileOpen ? 'Close navigation' : 'Open navigation';
}

export function AppHeader({ variant, sidebar, search, assistant, notifications }: AppHeaderProps) {
  const isCompany = variant === 'company';
  const isSidebarShown = sidebar.isDesktop ? !sidebar.isFolded : sidebar.isMobileOpen;
  const label = toggleLabel(sidebar);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1.5, minHeight: 64 }}>
        <Tooltip title={label}>
          <IconButton edge="start" onClick={sidebar.toggle} aria-label={label} aria-controls={SIDEBAR_ID} aria-expanded={isSidebarShown}>
            {isSidebarShown ? <MenuOpen /> : <Menu />}
          </IconButton>
        </Tooltip>
        {sidebar.isDesktop ? null : <AppLogo to={isCompany ? ROUTES.home : ROUTES.superadminCompanies} isCompact />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
          <HeaderBreadcrumbs />
        </Box>
        {isCompany ? search : null}
        {isCompany ? <CompanyContextLabel /> : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {isCompany ? assistant : null}
          {isCompany ? <SettingsLink /> : null}
          {isCompany ? notifications : null}
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
