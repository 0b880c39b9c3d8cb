// First: before any module that loads zod (see the module).
import './platform/zodWithoutEval';
import { mountApp } from './mountApp';
import { keepEarlyErrors } from './modules/errorReporting/utils/errorReporting';
import { dropFirstScreenStyles, whenFirstScreenReady } from './firstScreenReady';
import { queryClient } from './api/queryClient';
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
  void whenFirstScreenReady().then(() => {
    mountApp(root, null);
    dropFirstScreenStyles(served);
  });
} else {
  mountApp(root, null);
}
