import { FIRST_SCREEN } from '@arcline/shared';
import { queryClient } from './api/queryClient';
import { router } from './router';

/** A first screen whose data does not come within this long is replaced by the app's own loading state. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Resolves once the router has loaded the route's page and its first data is in the cache (the loader takes it from
 * the server's answer in the page, web/src/api/earlyRequests.ts): the app mounted then replaces the screen the server
 * rendered (api/src/firstScreen.ts) with the same screen in its first commit, never with a loading state.
 */
export function whenFirstScreenReady(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stops: (() => void)[] = [];
    const done = () => {
      stops.forEach((stop) => stop());
      resolve();
    };
    const check = () => {
      if (router.state.initialized && queryClient.isFetching() === 0) done();
    };
    stops.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    const timer = setTimeout(done, FIRST_SCREEN_WAIT_MS);
    stops.push(() => clearTimeout(timer));
    check();
  });
}

/** Once the app's first commit has replaced the server's screen (`served`), the server's styles go too. */
export function dropFirstScreenStyles(served: Element): void {
  const drop = () => document.querySelectorAll(`style[${FIRST_SCREEN.stylesAttribute}]`).forEach((style) => style.remove());
  const parent = served.parentNode;
  if (!served.isConnected || !parent) return drop();
  const observer = new MutationObserver(() => {
    if (served.isConnected) return;
    observer.disconnect();
    drop();
  });
  observer.observe(parent, { childList: true });
}
