import { queryClient } from './api/queryClient';
import { router } from './router';

/** A first screen whose data does not come within this long is replaced by the app's own loading state. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Resolves once the router has loaded the route's page and its first data is in the cache (the loader takes it from
 * the server's answer in the page, web/src/api/earlyRequests.ts): the app's first render then gives the screen the
 * server rendered (api/src/firstScreen.ts), never a loading state. True then; false when it timed out.
 */
export function whenFirstScreenReady(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const stops: (() => void)[] = [];
    const done = (ready: boolean) => {
      stops.forEach((stop) => stop());
      resolve(ready);
    };
    const check = () => {
      if (router.state.initialized && queryClient.isFetching() === 0) done(true);
    };
    stops.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    const timer = setTimeout(() => done(false), FIRST_SCREEN_WAIT_MS);
    stops.push(() => clearTimeout(timer));
    check();
  });
}
