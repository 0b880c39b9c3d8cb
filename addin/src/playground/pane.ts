// First: before any module that loads zod (see the module).
import '@arcline/web/src/platform/zodWithoutEval';
import { WEB_ROUTES } from '@arcline/shared';
import { PLANTED_FAILING_CASE, SELF_TEST_CASES } from '../selfTests/selfTestCases';
import { createWordSession } from '../taskpane/createWordSession';
import { syncWhileLoggedIn } from '../taskpane/syncWhileLoggedIn';
import { playgroundOfficeFromParent, plantedSelfTestFailureFromParent } from './utils/playgroundBridge';

/**
 * The playground's task pane (web/playground-pane.html, in an iframe of the playground): the real web app with the
 * Office host on the playground's simulated Word, and the sync engine running while a user is signed in. The app is
 * imported only after the address is the app's home, because its router reads the address when it is created.
 */
async function startPlaygroundPane(element: HTMLElement): Promise<void> {
  window.history.replaceState(null, '', WEB_ROUTES.home);
  const { apiClient, appPushPoller, mountApp, sessionStore } = await import('@arcline/web/src/app');
  const office = playgroundOfficeFromParent();
  if (!office) {
    mountApp(element, null);
    return;
  }
  const planted = plantedSelfTestFailureFromParent();
  const selfTestCases = planted === null ? SELF_TEST_CASES : [...SELF_TEST_CASES.slice(0, planted), PLANTED_FAILING_CASE, ...SELF_TEST_CASES.slice(planted)];
  const { sync, session } = createWordSession(office, { client: apiClient, poller: appPushPoller, selfTestCases });
  syncWhileLoggedIn(sync, sessionStore);
  mountApp(element, session);
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
void startPlaygroundPane(root);
