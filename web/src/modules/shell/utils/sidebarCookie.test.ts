import { describe, expect, it } from 'vitest';
import { sidebarCookie } from './sidebarCookie';

describe('sidebarCookie', () => {
  it('reads sidebar_state among other cookies', () => {
    expect(sidebarCookie.read('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(sidebarCookie.read('sidebar_state=true')).toBe(true);
  });

  it('has no opinion without a valid cookie', () => {
    expect(sidebarCookie.read('')).toBeNull();
    expect(sidebarCookie.read('sidebar_state=maybe')).toBeNull();
    expect(sidebarCookie.read('my_sidebar_state=true')).toBeNull();
  });

  it('writes the cookie for the whole site for 7 days', () => {
    expect(sidebarCookie.serialize(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });
});
