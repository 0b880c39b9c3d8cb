import { useContext } from 'react';
import { SidebarContext, type SidebarControls } from '../utils/SidebarContext';

export function useSidebar(): SidebarControls {
  const controls = useContext(SidebarContext);
  if (!controls) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return controls;
}
