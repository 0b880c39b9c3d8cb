import { WEB_ROUTES, type SidebarTab } from '@arcline/shared';
import type { IconName } from '../../ui/components/Icon';
import { chatTabPath } from '../../chat/utils/chatTabPath';

/** Chat, Translate and Research switch the tab of /arcline; Matrix Review is its own route (spec 01 §2). */
export const sidebarTabItems: readonly { tab: SidebarTab; path: string; icon: IconName }[] = [
  { tab: 'chat', path: chatTabPath('chat'), icon: 'chat' },
  { tab: 'translate', path: chatTabPath('translate'), icon: 'translate' },
  { tab: 'research', path: chatTabPath('research'), icon: 'research' },
  { tab: 'matrix', path: WEB_ROUTES.matrix, icon: 'matrix' },
];
