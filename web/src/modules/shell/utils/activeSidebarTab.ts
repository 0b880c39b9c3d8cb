import { WEB_ROUTES, type SidebarTab } from '@arcline/shared';
import { chatTabFromSearch } from '../../chat/utils/chatTabFromSearch';

/**
 * The highlighted sidebar tab: matrix on /matrix and below, none on /admin (its own link is highlighted), else the
 * ?tab= of /arcline, chat by default.
 */
export function activeSidebarTab(pathname: string, search: string): SidebarTab | null {
  if (pathname === WEB_ROUTES.admin) return null;
  if (pathname === WEB_ROUTES.matrix || pathname.startsWith(`${WEB_ROUTES.matrix}/`)) return 'matrix';
  return chatTabFromSearch(search);
}
