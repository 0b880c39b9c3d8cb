import { describe, expect, it } from 'vitest';
import { isSidebarShortcut } from './isSidebarShortcut';

const key = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isSidebarShortcut', () => {
  it('accepts b with Ctrl or Meta', () => {
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('B', { ctrlKey: true }))).toBe(true);
  });

  it('ignores b alone, other keys and AltGr combinations', () => {
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
