import { DEFAULT_SIDEBAR_TAB, WEB_ROUTES, type ChatTab } from '@arcline/shared';

/** /arcline for the default chat tab, /arcline?tab=… for the others. */
export function chatTabPath(tab: ChatTab): string {
  return tab === DEFAULT_SIDEBAR_TAB ? WEB_ROUTES.home : `${WEB_ROUTES.home}?tab=${tab}`;
}
