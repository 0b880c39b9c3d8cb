import { describe, expect, it } from 'vitest';
import { cacheSyncReducer } from './cacheSyncReducer';

describe('cacheSyncReducer', () => {
  it('goes idle → syncing → synced or syncerror', () => {
    expect(cacheSyncReducer('idle', 'start')).toBe('syncing');
    expect(cacheSyncReducer('syncing', 'succeeded')).toBe('synced');
    expect(cacheSyncReducer('syncing', 'failed')).toBe('syncerror');
  });

  it('can sync again after a result', () => {
    expect(cacheSyncReducer('synced', 'start')).toBe('syncing');
    expect(cacheSyncReducer('syncerror', 'start')).toBe('syncing');
  });

  it('ignores a result when no sync runs', () => {
    expect(cacheSyncReducer('idle', 'succeeded')).toBe('idle');
    expect(cacheSyncReducer('synced', 'failed')).toBe('synced');
  });
});
