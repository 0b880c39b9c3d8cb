import { mountApp } from './mountApp';
import { startErrorReporting, STARTUP_ERROR_REPORTING } from './modules/errorReporting/utils/errorReporting';
import { dropFirstScreenStyles, whenFirstScreenReady } from './firstScreenReady';

// First, so that an error while the app starts is reported too.
startErrorReporting(STARTUP_ERROR_REPORTING);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
// A screen the server rendered stays until the app can show the same one (README "Matrix Review", first screen).
const served = root.firstElementChild;
if (served) {
  void whenFirstScreenReady().then(() => {
    mountApp(root, null);
    dropFirstScreenStyles(served);
  });
} else {
  mountApp(root, null);
}
