export type * from './documentHost';
export type * from './documentEditor';
export type * from './documentSyncStatus';
export type * from './selfTestSuite';
export { DocumentHostError } from './DocumentHostError';
export type { DocumentSession, WordPromptContext } from './utils/DocumentHostContext';
export { DocumentHostProvider, type DocumentHostProviderProps } from './components/DocumentHostProvider';
export { useDocumentHost } from './hooks/useDocumentHost';
export { useDocumentSession } from './hooks/useDocumentSession';
