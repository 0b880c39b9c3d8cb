import { CHAT_TABS, DEFAULT_SIDEBAR_TAB, WEB_ROUTES, type ChatTab, type SidebarTab } from '@arcline/shared';

/** The highlighted sidebar tab: matrix on /matrix and below, else the ?tab= of /arcline, chat by default. */
export function activeSidebarTab(pathname: string, search: string): SidebarTab {
  if (pathname === WEB_ROUTES.matrix || pathname.startsWith(`${WEB_ROUTES.matrix}/`)) return 'matrix';
  const tab = new URLSearchParams(search).get('tab');
  return CHAT_TABS.includes(tab as ChatTab) ? (tab as ChatTab) : DEFAULT_SIDEBAR_TAB;
}
