import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@arcline/shared';
import { createMemoryStorage } from '../platform/memoryStorage';
import { createSessionStore } from './createSessionStore';

describe('createSessionStore', () => {
  it('stores the token and isLoggedIn on login, and clears both on logout', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.logIn('t1');
    expect(store.isLoggedIn()).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.isLoggedIn)).toBe('true');
    expect(store.getToken()).toBe('t1');

    store.logOut();
    expect(store.isLoggedIn()).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.isLoggedIn)).toBe('false');
    expect(store.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces the token only while one is stored', () => {
    const store = createSessionStore(createMemoryStorage());
    store.replaceToken('late');
    expect(store.getToken()).toBeNull();
    store.logIn('t1');
    store.replaceToken('t2');
    expect(store.getToken()).toBe('t2');
  });

  it('tells the forced-logout listeners when the server ends the session', () => {
    const store = createSessionStore(createMemoryStorage({ [STORAGE_KEYS.token]: 't', [STORAGE_KEYS.isLoggedIn]: 'true' }));
    const forced = vi.fn();
    store.onForcedLogout(forced);
    store.logOut();
    expect(forced).not.toHaveBeenCalled();
    store.forceLogout();
    expect(forced).toHaveBeenCalledOnce();
    expect(store.isLoggedIn()).toBe(false);
  });

  it('reports a change another tab makes to the stored login', () => {
    const events = new EventTarget();
    const store = createSessionStore(createMemoryStorage(), events as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.isLoggedIn }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.token }));
    expect(listener).toHaveBeenCalledOnce();
  });
});
