import { useContext, useSyncExternalStore } from 'react';
import type { DocumentSyncStates } from '../documentSyncStatus';
import { DocumentHostContext } from '../utils/DocumentHostContext';

const NO_SUBSCRIPTION = () => () => undefined;
const NO_STATES = () => null;

/** The add-in's runner states, re-rendering on every change; null without a document host (the web app). */
export function useDocumentSyncStates(): DocumentSyncStates | null {
  const syncStatus = useContext(DocumentHostContext)?.syncStatus;
  return useSyncExternalStore(syncStatus?.subscribe ?? NO_SUBSCRIPTION, syncStatus?.getStates ?? NO_STATES, syncStatus?.getStates ?? NO_STATES);
}
