import { WEB_ROUTES } from '@arcline/shared';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createDocumentSync } from '../sync/createDocumentSync';
import { syncWhileLoggedIn } from '../taskpane/syncWhileLoggedIn';
import { playgroundOfficeFromParent } from './utils/playgroundBridge';

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
  const sync = createDocumentSync({ host: new OfficeDocumentHost(office), client: apiClient, poller: appPushPoller });
  syncWhileLoggedIn(sync, sessionStore);
  mountApp(element, sync.session);
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
void startPlaygroundPane(root);
