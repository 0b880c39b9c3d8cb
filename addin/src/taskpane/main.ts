// First: before any module that loads zod (see the module).
import '@arcline/web/src/platform/zodWithoutEval';
import { WEB_ROUTES } from '@arcline/shared';
import { keepEarlyErrors } from '@arcline/web/src/modules/errorReporting/utils/errorReporting';

// First, so that an error while the task pane starts is reported too (once the SDK starts with the configuration's setting).
keepEarlyErrors();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
// The app's router reads the URL when its module loads, and the task pane page's own path is no route of the app:
// start at '/' first, then load the app.
window.history.replaceState(window.history.state, '', WEB_ROUTES.landing);
void Promise.all([import('./startTaskPane'), import('../host/office/realOfficeApi')]).then(([{ startTaskPane }, { realOfficeApi }]) =>
  startTaskPane(root, realOfficeApi),
);
