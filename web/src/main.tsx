import { mountApp } from './mountApp';
import { startErrorReporting, STARTUP_ERROR_REPORTING } from './modules/errorReporting/utils/errorReporting';

// First, so that an error while the app starts is reported too.
startErrorReporting(STARTUP_ERROR_REPORTING);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
mountApp(root, null);
