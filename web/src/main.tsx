// First: before any module that loads zod (see the module).
import './platform/zodWithoutEval';
import { hydrateApp, mountApp } from './mountApp';
import { keepEarlyErrors } from './modules/errorReporting/utils/errorReporting';
import { afterNextFrame, takeInFirstScreenStyles, whenDocumentParsed, whenFirstScreenPainted, whenFirstScreenReady } from './firstScreenReady';
import { queryClient } from './api/queryClient';
import { tookFirstScreenAnswer } from './api/earlyRequests';
import { configurationQuery } from './modules/configuration/api/configurationQuery';
import { sessionStore } from './api/sessionStore';
import { appRouter } from './router';
import { loadPagesOf } from './routes';
import { FIRST_SCREEN_MARKS, markFirstScreen } from './firstScreenMarks';

// First, so that an error while the app starts is reported too.
keepEarlyErrors();
// Under a server-rendered first screen this module may be evaluated while the server still renders, before the page's
// body has arrived (api/src/firstScreen.ts): the route's page code is loaded and evaluated now too, and what needs
// the document waits for it.
loadPagesOf(location.pathname);
void whenDocumentParsed().then(start);

function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root element');
  // A screen the server rendered stays until the app can show the same one (README "Matrix Review", first screen).
  const served = root.firstElementChild;
  if (!served) {
    mountApp(root, null);
    return;
  }
  markFirstScreen(FIRST_SCREEN_MARKS.parsed);
  // Before the first frame: the browser computes the screen's styles once, from styled-components' sheet.
  takeInFirstScreenStyles();
  const painted = whenFirstScreenPainted().then(() => markFirstScreen(FIRST_SCREEN_MARKS.painted));
  // The router and its data are made ready once the frame with the screen has left the main thread (or once the paint
  // is known, whichever first: a tab in the background runs no frame), while the browser rasters and shows it and its
  // report comes (~60 ms at load 3-8, bench P4): only the hydration waits for the report (issue 31, 31q).
  void Promise.race([painted, afterNextFrame()]).then(() => {
    // The server rendered the sidebar from the user's configuration and sent it along (taken from the page, no request):
    // in the cache before the app mounts, its first commit shows the same user block, admin link and tabs.
    if (sessionStore.isLoggedIn()) void queryClient.prefetchQuery(configurationQuery);
    // The router starts loading the route (its page, its loader with the server's answer) when it is created.
    appRouter();
    void Promise.all([whenFirstScreenReady(), painted]).then(([ready]) => {
      markFirstScreen(FIRST_SCREEN_MARKS.ready);
      // The app's first render is the server's screen when it has the very answer the screen was rendered from: it
      // hydrates it (no second table built, laid out and painted: bench/README.md, P4). Otherwise (another session's
      // screen, an answer too late) it renders its own in its place.
      // The screen's styles were taken into styled-components' sheet (takeInFirstScreenStyles): they stay either way,
      // under the same class names the app renders.
      if (ready && tookFirstScreenAnswer()) hydrateApp(root);
      else mountApp(root, null);
    });
  });
}
