import { createContext } from 'react';
import type { DocumentEditor } from '../documentEditor';
import type { DocumentHost } from '../documentHost';
import type { DocumentSyncStatus } from '../documentSyncStatus';

/** What the add-in gives the web app: the open document, its sync status and the edit engine working on it. */
export interface DocumentSession {
  host: DocumentHost;
  syncStatus: DocumentSyncStatus;
  editor: DocumentEditor;
}

/** Null in the browser build (no document). */
export const DocumentHostContext = createContext<DocumentSession | null>(null);
