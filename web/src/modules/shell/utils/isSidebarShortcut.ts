import { SIDEBAR_KEYBOARD_SHORTCUT } from '@arcline/shared';

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar (spec 01 §2). */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey;
}
