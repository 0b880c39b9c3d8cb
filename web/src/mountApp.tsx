import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { DocumentHostProvider } from './modules/document/components/DocumentHostProvider';
import type { DocumentSession } from './modules/document/utils/DocumentHostContext';
import { reportReactError } from './modules/errorReporting/utils/errorReporting';

/** Renders the app into an element: the browser build without a document, the add-in's task pane with one. */
export function mountApp(element: HTMLElement, session: DocumentSession | null): void {
  createRoot(element, {
    onUncaughtError: reportReactError,
    onCaughtError: reportReactError,
    onRecoverableError: reportReactError,
  }).render(
    <StrictMode>
      <DocumentHostProvider session={session}>
        <App />
      </DocumentHostProvider>
    </StrictMode>,
  );
}
