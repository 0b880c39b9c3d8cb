import { WEB_ROUTES } from '@arcline/shared';
import { apiClient, appPushPoller, mountApp, sessionStore } from '@arcline/web/src/app';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createDocumentSync } from '../sync/createDocumentSync';
import { syncWhileLoggedIn } from '../taskpane/syncWhileLoggedIn';
import { playgroundOfficeFromParent } from './utils/playgroundBridge';

/**
 * The playground's task pane (web/playground-pane.html, in an iframe of the playground): the real web app with the
 * Office host on the playground's simulated Word, and the sync engine running while a user is signed in.
 */
function startPlaygroundPane(element: HTMLElement): void {
  const office = playgroundOfficeFromParent();
  window.history.replaceState(null, '', WEB_ROUTES.home);
  if (!office) {
    mountApp(element, null);
    return;
  }
  const sync = createDocumentSync({ host: new OfficeDocumentHost(office), client: apiClient, poller: appPushPoller });
  syncWhileLoggedIn(sync, sessionStore);
  mountApp(element, sync.session);
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
startPlaygroundPane(root);
