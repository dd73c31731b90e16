// The frame of every signed-in screen: sidebar, sticky header, the page, and the footer.
import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useSidebarState } from '../hooks/use-sidebar-state';
import type { LayoutVariant } from '../types/layout-variant';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

const MAIN_ID = 'main-content';

type AppLayoutProps = {
  variant?: LayoutVariant;
  /** Shown in the header of the company variant: the global search box. */
  search?: ReactNode;
  /** Shown in the header of the company variant (the Arya drawer, when the company has it). */
  assistant?: ReactNode;
  /** Shown in the header of the company variant: the notifications bell. */
  notifications?: ReactNode;
  /** The page; the matched child route when omitted. */
  children?: ReactNode;
};

export function AppLayout({ variant = 'company', search, assistant, notifications, children }: AppLayoutProps) {
  const sidebar = useSidebarState();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <Sidebar variant={variant} state={sidebar} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader variant={variant} sidebar={sidebar} search={search} assistant={assistant} notifications={notifications} />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          {children ?? <Outlet />}
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
