import { createContext } from 'react';

export interface SidebarControls {
  /** The desktop panel: expanded, or collapsed to icons. */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen(open: boolean): void;
  /** The slide-in sheet under 768 px. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  toggle(): void;
}

export const SidebarContext = createContext<SidebarControls | null>(null);
