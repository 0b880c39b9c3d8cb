import { describe, expect, it } from 'vitest';
import { syncWhileLoggedIn } from './syncWhileLoggedIn';

function loginState(initial: boolean) {
  let loggedIn = initial;
  const listeners = new Set<() => void>();
  return {
    isLoggedIn: () => loggedIn,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      loggedIn = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('syncWhileLoggedIn', () => {
  it('starts the sync on login and stops it on logout, once per change', () => {
    const calls: string[] = [];
    const sync = { start: async () => void calls.push('start'), stop: async () => void calls.push('stop') };
    const login = loginState(false);
    const unfollow = syncWhileLoggedIn(sync, login);
    expect(calls).toEqual([]);
    login.set(true);
    login.set(true);
    login.set(false);
    expect(calls).toEqual(['start', 'stop']);
    unfollow();
    login.set(true);
    expect(calls).toEqual(['start', 'stop']);
  });

  it('starts at once when already logged in', () => {
    const calls: string[] = [];
    syncWhileLoggedIn({ start: async () => void calls.push('start'), stop: async () => undefined }, loginState(true));
    expect(calls).toEqual(['start']);
  });
});
