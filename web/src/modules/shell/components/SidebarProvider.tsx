import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsMobile } from '../../ui/hooks/useIsMobile';
import { isSidebarShortcut } from '../utils/isSidebarShortcut';
import { sidebarCookie } from '../utils/sidebarCookie';
import { SidebarContext } from '../utils/SidebarContext';
import { browserCookies } from '../../../platform/browserCookies';

/** Holds the sidebar's open state (desktop state in the `sidebar_state` cookie) and the Ctrl/Cmd+B shortcut. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => sidebarCookie.read(browserCookies()) ?? true);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie.serialize(next);
  }, []);
  const toggle = useCallback(() => (isMobile ? setOpenMobile((current) => !current) : setOpen(!open)), [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const controls = useMemo(
    () => ({ state: open ? ('expanded' as const) : ('collapsed' as const), open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={controls}>{children}</SidebarContext.Provider>;
}
