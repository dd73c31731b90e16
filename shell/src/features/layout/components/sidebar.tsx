// The sidebar (000 section 2): the areas the user may view, then quick links that hide when the
// sidebar is folded. On wide screens it stays beside the content; on phones it is a drawer.
import { useState, type ElementType, type ReactNode } from 'react';
import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { passes, useCurrentUser } from 'shared-auth';
import { EXTERNAL_LINKS, ROUTES } from 'shared-contract';
import { ACCESS_POLICIES } from '../../../lib/access-policies';
import type { SidebarState } from '../hooks/use-sidebar-state';
import { COMPANY_SIDEBAR_ITEMS, OPERATOR_SIDEBAR_ITEMS, type SidebarItem } from '../lib/sidebar-items';
import type { LayoutVariant } from '../types/layout-variant';
import { AppLogo } from './app-logo';
import { ReleaseNotesDialog } from './release-notes-dialog';

export const SIDEBAR_ID = 'app-sidebar';
export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_FOLDED_WIDTH = 72;

type SidebarProps = { variant: LayoutVariant; state: SidebarState };

export function Sidebar({ variant, state }: SidebarProps) {
  const { user } = useCurrentUser();
  const isOperator = variant === 'operator';
  const items = isOperator
    ? OPERATOR_SIDEBAR_ITEMS
    : COMPANY_SIDEBAR_ITEMS.filter((item) => !item.policy || passes(user, ACCESS_POLICIES[item.policy]));
  const content = (
    <SidebarContent
      items={items}
      homePath={isOperator ? ROUTES.superadminCompanies : ROUTES.home}
      isFolded={state.isFolded}
      hasQuickLinks={!isOperator}
    />
  );

  if (!state.isDesktop) {
    return (
      <Drawer
        id={SIDEBAR_ID}
        variant="temporary"
        open={state.isMobileOpen}
        onClose={state.closeMobile}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'aria-label': 'Navigation' } }}
      >
        {content}
      </Drawer>
    );
  }

  const width = state.isFolded ? SIDEBAR_FOLDED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
      slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: (theme) => theme.transitions.create('width') } } }}
    >
      {content}
    </Drawer>
  );
}

type SidebarContentProps = { items: SidebarItem[]; homePath: string; isFolded: boolean; hasQuickLinks: boolean };

function SidebarContent({ items, homePath, isFolded, hasQuickLinks }: SidebarContentProps) {
  const { pathname } = useLocation();
  const [isReleaseNotesOpen, setIsReleaseNotesOpen] = useState(false);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: isFolded ? 'center' : 'flex-start', px: 2.5, flexShrink: 0 }}>
        <AppLogo to={homePath} isCompact={isFolded} />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {items.map((item) => (
            <SidebarLink key={item.to} label={item.label} icon={item.icon} isFolded={isFolded} selected={isActive(item.to)} to={item.to} />
          ))}
        </List>
      </Box>
      {hasQuickLinks && !isFolded ? (
        <Box component="nav" aria-label="Quick links">
          <Divider />
          <List dense subheader={<ListSubheader component="div">Quick links</ListSubheader>}>
            <ListItemButton onClick={() => setIsReleaseNotesOpen(true)} aria-haspopup="dialog">
              <ListItemIcon>
                <NewReleasesOutlined />
              </ListItemIcon>
              <ListItemText primary="Release Notes" />
            </ListItemButton>
            <ExternalLink href={EXTERNAL_LINKS.gettingStarted} label="Getting Started Guide" icon={<MenuBookOutlined />} />
            <ExternalLink href={EXTERNAL_LINKS.support} label="Support" icon={<SupportAgentOutlined />} />
          </List>
          <ReleaseNotesDialog open={isReleaseNotesOpen} onClose={() => setIsReleaseNotesOpen(false)} />
        </Box>
      ) : null}
    </Box>
  );
}

type SidebarLinkProps = { label: string; to: string; icon: ElementType; isFolded: boolean; selected: boolean };

function SidebarLink({ label, to, icon: Icon, isFolded, selected }: SidebarLinkProps) {
  const link = (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={isFolded ? label : undefined}
      sx={{ minHeight: 44, px: isFolded ? 1.5 : 2, mx: 1, borderRadius: 1, justifyContent: isFolded ? 'center' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: isFolded ? 0 : 40, color: selected ? 'primary.main' : undefined }}>
        <Icon />
      </ListItemIcon>
      {isFolded ? null : <ListItemText primary={label} />}
    </ListItemButton>
  );
  // Folded, only the icon is left: its name shows on hover and focus.
  return isFolded ? (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function ExternalLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <ListItemButton component="a" href={href} target="_blank" rel="noopener noreferrer">
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
      <OpenInNew fontSize="small" aria-label="(opens in a new tab)" sx={{ color: 'text.secondary' }} />
    </ListItemButton>
  );
}
