/**
 * The one-time state of the sign-in popup this window opened (LOGIN_STATE in shared): made before the popup opens,
 * spent when its token comes back. Kept in memory only: no other window, and no link, can know it.
 */
let pending: string | null = null;

export const loginPopupState = {
  begin(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    pending = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return pending;
  },
  /** True once, for the state this window is waiting for. */
  take(state: string): boolean {
    if (pending === null || state !== pending) return false;
    pending = null;
    return true;
  },
};
