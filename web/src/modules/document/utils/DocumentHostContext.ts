import { createContext } from 'react';
import type { LocalContext } from '@arcline/shared';
import type { DocumentEditor } from '../documentEditor';
import type { DocumentHost, HostSelection } from '../documentHost';
import type { DocumentSyncStatus } from '../documentSyncStatus';

/** What the add-in gives the web app: the open document, its sync status and the edit engine working on it. */
export interface DocumentSession {
  host: DocumentHost;
  syncStatus: DocumentSyncStatus;
  editor: DocumentEditor;
  /** What a chat-in-Word prompt sends about the document: its id, the selection and the parts around it. */
  readPromptContext(): Promise<WordPromptContext>;
}

export interface WordPromptContext {
  documentId: string;
  selection: HostSelection;
  localContext: LocalContext;
}

/** Null in the browser build (no document). */
export const DocumentHostContext = createContext<DocumentSession | null>(null);
