import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reactErrorHandler } from '@sentry/react';
import { App } from './App';
import { startErrorReporting, STARTUP_ERROR_REPORTING } from './modules/errorReporting/utils/errorReporting';

// First, so that an error while the app starts is reported too.
startErrorReporting(STARTUP_ERROR_REPORTING);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
createRoot(root, {
  onUncaughtError: reactErrorHandler(),
  onCaughtError: reactErrorHandler(),
  onRecoverableError: reactErrorHandler(),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
