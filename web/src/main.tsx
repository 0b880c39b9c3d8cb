// First: before any module that loads zod (see the module).
import './platform/zodWithoutEval';
import { hydrateApp, mountApp } from './mountApp';
import { keepEarlyErrors } from './modules/errorReporting/utils/errorReporting';
import { whenFirstScreenReady } from './firstScreenReady';
import { queryClient } from './api/queryClient';
import { tookFirstScreenAnswer } from './api/earlyRequests';
import { configurationQuery } from './modules/configuration/api/configurationQuery';
import { sessionStore } from './api/sessionStore';

// First, so that an error while the app starts is reported too.
keepEarlyErrors();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
// A screen the server rendered stays until the app can show the same one (README "Matrix Review", first screen).
const served = root.firstElementChild;
if (served) {
  // The server rendered the sidebar from the user's configuration and sent it along (taken from the page, no request):
  // in the cache before the app mounts, its first commit shows the same user block, admin link and tabs.
  if (sessionStore.isLoggedIn()) void queryClient.prefetchQuery(configurationQuery);
  void whenFirstScreenReady().then((ready) => {
    // The app's first render is the server's screen when it has the very answer the screen was rendered from: it
    // hydrates it (no second table built, laid out and painted: bench/README.md, P4). Otherwise (another session's
    // screen, an answer too late) it renders its own in its place.
    // The screen's styles were taken in by styled-components when the app's code loaded (web/src/entry-server.tsx):
    // they stay either way, under the same class names the app renders.
    if (ready && tookFirstScreenAnswer()) hydrateApp(root);
    else mountApp(root, null);
  });
} else {
  mountApp(root, null);
}
