import { createContext } from 'react';
import type { DocumentHost } from '../documentHost';
import type { DocumentSyncStatus } from '../documentSyncStatus';

/** What the add-in gives the web app: the open document and its sync status. */
export interface DocumentSession {
  host: DocumentHost;
  syncStatus: DocumentSyncStatus;
}

/** Null in the browser build (no document). */
export const DocumentHostContext = createContext<DocumentSession | null>(null);
