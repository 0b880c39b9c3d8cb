import { createBrowserRouter } from 'react-router';
import { routes } from './routes';
import { forgetEarlyRequests } from './api/earlyRequests';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/**
 * The app's router, created on first use, not when its module is evaluated: under a server-rendered first screen the
 * app's modules are evaluated while the server still renders (api/src/firstScreen.ts, web/src/main.tsx), before the
 * page's body, with the server's answer the route's loader takes, has arrived; the router starts loading the route
 * (its page's code and its loader) when it is created, so it is created once the document has been parsed.
 */
export function appRouter(): Router {
  if (router) return router;
  const created = createBrowserRouter(routes);
  router = created;
  // index.html's early request answers the page the browser landed on (api/earlyRequests.ts): the first navigation
  // inside the app ends it, so that a later visit of the same route never reads that old answer.
  const stopWatching = created.subscribe((state) => {
    if (state.initialized && state.navigation.state !== 'idle') {
      forgetEarlyRequests();
      stopWatching();
    }
  });
  return created;
}
