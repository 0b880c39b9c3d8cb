import { WEB_ROUTES, type SidebarTab } from '@arcline/shared';
import { chatTabFromSearch } from '../../chat/utils/chatTabFromSearch';

/** The highlighted sidebar tab: matrix on /matrix and below, else the ?tab= of /arcline, chat by default. */
export function activeSidebarTab(pathname: string, search: string): SidebarTab {
  if (pathname === WEB_ROUTES.matrix || pathname.startsWith(`${WEB_ROUTES.matrix}/`)) return 'matrix';
  return chatTabFromSearch(search);
}
