export type * from './documentHost';
export type * from './documentEditor';
export type * from './documentSyncStatus';
export { DocumentHostError } from './DocumentHostError';
export type { DocumentSession } from './utils/DocumentHostContext';
export { DocumentHostProvider, type DocumentHostProviderProps } from './components/DocumentHostProvider';
export { useDocumentHost } from './hooks/useDocumentHost';
