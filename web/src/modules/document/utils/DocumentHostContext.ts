import { createContext } from 'react';
import type { LocalContext } from '@arcline/shared';
import type { DocumentEditor } from '../documentEditor';
import type { DocumentHost, HostSelection } from '../documentHost';
import type { DocumentSyncStatus } from '../documentSyncStatus';
import type { SelfTestSuite } from '../selfTestSuite';

/** What the add-in gives the web app: the open document, its sync status and the edit engine working on it. */
export interface DocumentSession {
  host: DocumentHost;
  syncStatus: DocumentSyncStatus;
  /**
   * The Super User Menu's cache sync: uploads the whole document to the server cache now (cache-document-full) and
   * resolves once it is indexed; rejects when the upload or the indexing fails.
   */
  uploadWholeDocument(): Promise<void>;
  /** The synchronised document's id (spec 01 §3), the one the server caches it under; undefined before its first sync. */
  documentId(): string | undefined;
  /** The paragraph-edit self-tests of /tests, run against this document; absent where the host offers none. */
  selfTests?: SelfTestSuite;
  editor: DocumentEditor;
  /** What a chat-in-Word prompt sends about the document: its id, the selection and the parts around it. */
  readPromptContext(): Promise<WordPromptContext>;
}

export interface WordPromptContext {
  documentId: string;
  selection: HostSelection;
  /** Left out when the user chose the whole document as the prompt's context (spec 01 §7 change-context). */
  localContext?: LocalContext;
}

/** Null in the browser build (no document). */
export const DocumentHostContext = createContext<DocumentSession | null>(null);
