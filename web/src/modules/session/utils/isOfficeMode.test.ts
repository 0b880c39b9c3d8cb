import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@arcline/shared';
import { createMemoryStorage } from '../../../platform/memoryStorage';
import { isOfficeMode, rememberOfficeMode } from './isOfficeMode';

describe('isOfficeMode', () => {
  it('reads the session flag', () => {
    expect(isOfficeMode(createMemoryStorage({ [STORAGE_KEYS.isOffice]: 'true' }), createMemoryStorage())).toBe(true);
    expect(isOfficeMode(createMemoryStorage(), createMemoryStorage())).toBe(false);
  });

  it('copies the flag from local storage when the session has none', () => {
    const session = createMemoryStorage();
    expect(isOfficeMode(session, createMemoryStorage({ [STORAGE_KEYS.isOffice]: 'true' }))).toBe(true);
    expect(session.getItem(STORAGE_KEYS.isOffice)).toBe('true');
  });

  it('prefers the session flag over local storage', () => {
    const session = createMemoryStorage({ [STORAGE_KEYS.isOffice]: 'false' });
    expect(isOfficeMode(session, createMemoryStorage({ [STORAGE_KEYS.isOffice]: 'true' }))).toBe(false);
  });

  it('remembers the add-in mode in both storages', () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    rememberOfficeMode(true, session, local);
    expect([session.getItem(STORAGE_KEYS.isOffice), local.getItem(STORAGE_KEYS.isOffice)]).toEqual(['true', 'true']);
    rememberOfficeMode(false, session, local);
    expect(isOfficeMode(session, local)).toBe(false);
  });
});
