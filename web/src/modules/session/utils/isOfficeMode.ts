import { STORAGE_KEYS } from '@arcline/shared';
import { browserLocalStorage, browserSessionStorage } from '../../../platform/browserStorage';

/**
 * Whether the app runs inside the Word add-in: the session flag isOffice, copied from local storage when the
 * session has none yet (spec 01 §4). The add-in sets the flag once the host signals ready.
 */
export function isOfficeMode(session: Storage = browserSessionStorage(), local: Storage = browserLocalStorage()): boolean {
  let flag = session.getItem(STORAGE_KEYS.isOffice);
  if (flag === null) {
    flag = local.getItem(STORAGE_KEYS.isOffice);
    if (flag !== null) session.setItem(STORAGE_KEYS.isOffice, flag);
  }
  return flag === 'true';
}

/** Remembers whether the app runs in the add-in, in the session and in local storage (spec 01 §4). */
export function rememberOfficeMode(inOffice: boolean, session: Storage = browserSessionStorage(), local: Storage = browserLocalStorage()): void {
  session.setItem(STORAGE_KEYS.isOffice, String(inOffice));
  local.setItem(STORAGE_KEYS.isOffice, String(inOffice));
}
