import { WEB_ROUTES } from '@arcline/shared';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
// The app's router reads the URL when its module loads, and the task pane page's own path is no route of the app:
// start at '/' first, then load the app.
window.history.replaceState(window.history.state, '', WEB_ROUTES.landing);
void Promise.all([import('./startTaskPane'), import('../host/office/OfficeDocumentHost'), import('../host/office/realOfficeApi')]).then(
  // The host is made once Office is ready: its capabilities come from Word's requirement sets.
  ([{ startTaskPane }, { OfficeDocumentHost }, { realOfficeApi }]) => startTaskPane(root, () => new OfficeDocumentHost(realOfficeApi())),
);
