import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './App';
import { DocumentHostProvider } from './modules/document/components/DocumentHostProvider';
import type { DocumentSession } from './modules/document/utils/DocumentHostContext';
import { reportReactError } from './modules/errorReporting/utils/errorReporting';

const rootOptions: RootOptions = {
  onUncaughtError: reportReactError,
  onCaughtError: reportReactError,
  onRecoverableError: reportReactError,
};

/** Renders the app into an element: the browser build without a document, the add-in's task pane with one. */
export function mountApp(element: HTMLElement, session: DocumentSession | null): void {
  createRoot(element, rootOptions).render(
    <StrictMode>
      <DocumentHostProvider session={session}>
        <App />
      </DocumentHostProvider>
    </StrictMode>,
  );
}

/**
 * Hydrates the server's first screen in `element` (api/src/firstScreen.ts): the app's first render gives exactly the
 * server's markup (web/src/entry-server.tsx), so React keeps its elements and adds their handlers instead of building
 * the page again. A mismatch is reported (onRecoverableError) and React renders the app anew in its place, as
 * `mountApp` would.
 */
export function hydrateApp(element: HTMLElement): void {
  hydrateRoot(
    element,
    <StrictMode>
      <DocumentHostProvider session={null}>
        <App />
      </DocumentHostProvider>
    </StrictMode>,
    rootOptions,
  );
}
