import { useEffect } from 'react';
import styled from 'styled-components';
import { SHELL_TEXTS, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@arcline/shared';
import { useSidebar } from '../hooks/useSidebar';
import { SidebarContent } from './SidebarContent';
import { theme } from '../../../theme/theme';

/** Desktop: a panel of 16rem that collapses to 3rem icons. Under 768 px: an 18rem sheet sliding in from the left. */
export function Sidebar() {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();

  useEffect(() => {
    if (!isMobile || !openMobile) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenMobile(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile, openMobile, setOpenMobile]);

  if (isMobile) {
    return (
      <>
        {openMobile && <StyledOverlay aria-label={SHELL_TEXTS.closeSidebar} onClick={() => setOpenMobile(false)} type="button" />}
        <StyledSheet data-testid="sidebar" data-state={openMobile ? 'open' : 'closed'} $open={openMobile} inert={!openMobile}>
          <SidebarContent collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </StyledSheet>
      </>
    );
  }
  return (
    <StyledPanel data-testid="sidebar" data-state={state} $width={state === 'expanded' ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON}>
      <SidebarContent collapsed={state === 'collapsed'} />
    </StyledPanel>
  );
}

const StyledPanel = styled.aside<{ $width: string }>`
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  overflow: hidden;
  border-right: 1px solid ${theme.colors.border};
  background: ${theme.colors.sidebar};
  transition: width ${theme.transition};
`;

const StyledSheet = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${theme.zIndex.sheet};
  width: ${SIDEBAR_WIDTH_MOBILE};
  background: ${theme.colors.sidebar};
  box-shadow: ${({ $open }) => ($open ? theme.shadows.popover : 'none')};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  transition: transform ${theme.transition};
`;

const StyledOverlay = styled.button`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.sheet};
  border: none;
  background: ${theme.colors.overlay};
`;
