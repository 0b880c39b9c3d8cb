import { WEB_ROUTES, type SidebarTab } from '@arcline/shared';
import type { IconName } from '../../ui/components/Icon';

/** Chat, Translate and Research switch the tab of /arcline; Matrix Review is its own route (spec 01 §2). */
export const sidebarTabItems: readonly { tab: SidebarTab; path: string; icon: IconName }[] = [
  { tab: 'chat', path: WEB_ROUTES.home, icon: 'chat' },
  { tab: 'translate', path: `${WEB_ROUTES.home}?tab=translate`, icon: 'translate' },
  { tab: 'research', path: `${WEB_ROUTES.home}?tab=research`, icon: 'research' },
  { tab: 'matrix', path: WEB_ROUTES.matrix, icon: 'matrix' },
];
