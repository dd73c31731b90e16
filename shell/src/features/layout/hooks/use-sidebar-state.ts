// The sidebar's state (000 section 2): at SIDEBAR_BREAKPOINT_PX and wider it stays on screen and
// folds or unfolds (remembered in this browser); below it is a drawer that opens and closes.
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_BREAKPOINT_PX } from 'shared-contract';

const FOLDED_KEY = 'shell:sidebar-folded';

function readFolded(): boolean {
  try {
    return window.localStorage.getItem(FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}

function storeFolded(isFolded: boolean) {
  try {
    window.localStorage.setItem(FOLDED_KEY, isFolded ? '1' : '0');
  } catch {
    // Without storage the choice lasts until the next reload.
  }
}

export type SidebarState = {
  isDesktop: boolean;
  isFolded: boolean;
  isMobileOpen: boolean;
  /** Desktop: fold or unfold. Mobile: open or close. */
  toggle: () => void;
  closeMobile: () => void;
};

export function useSidebarState(): SidebarState {
  const isDesktop = useMediaQuery(`(min-width:${SIDEBAR_BREAKPOINT_PX}px)`, { noSsr: true });
  const [isFolded, setIsFolded] = useState(readFolded);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // Following a link on a phone closes the drawer it was in.
  useEffect(() => setIsMobileOpen(false), [pathname]);

  const toggle = useCallback(() => {
    if (!isDesktop) {
      setIsMobileOpen((isOpen) => !isOpen);
      return;
    }
    setIsFolded((wasFolded) => {
      storeFolded(!wasFolded);
      return !wasFolded;
    });
  }, [isDesktop]);

  const closeMobile = useCallback(() => setIsMobileOpen(false), []);

  return { isDesktop, isFolded: isDesktop && isFolded, isMobileOpen: !isDesktop && isMobileOpen, toggle, closeMobile };
}
