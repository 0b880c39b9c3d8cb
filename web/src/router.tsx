import { createBrowserRouter } from 'react-router';
import { routes } from './routes';
import { forgetEarlyRequests } from './api/earlyRequests';

export const router = createBrowserRouter(routes);

// index.html's early request answers the page the browser landed on (api/earlyRequests.ts): the first navigation
// inside the app ends it, so that a later visit of the same route never reads that old answer.
const stopWatching = router.subscribe((state) => {
  if (state.initialized && state.navigation.state !== 'idle') {
    forgetEarlyRequests();
    stopWatching();
  }
});
