import { CHAT_TABS, DEFAULT_SIDEBAR_TAB, type ChatTab } from '@arcline/shared';

const isChatTab = (value: string | null): value is ChatTab => CHAT_TABS.some((tab) => tab === value);

/** The tab of /arcline from its ?tab= query: chat by default (spec 01 §2). */
export function chatTabFromSearch(search: string): ChatTab {
  const tab = new URLSearchParams(search).get('tab');
  return isChatTab(tab) ? tab : DEFAULT_SIDEBAR_TAB;
}
