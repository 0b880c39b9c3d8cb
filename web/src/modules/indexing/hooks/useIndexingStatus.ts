import type { IndexingStatus } from '@arcline/shared';
import { useDocumentSyncStates } from '../../document/hooks/useDocumentSyncStates';
import { deriveIndexingStatus } from '../utils/deriveIndexingStatus';

const NOT_IN_OFFICE = { inOffice: false, dataManager: 'stopped', syncManager: 'stopped' } as const;

/**
 * The header's indexing status, updated on every state change of the add-in's two runners. The user is "in the
 * office" when the app has a document host (Word, or the playground's simulated Word); without one, in the web
 * app, it stays 'Up to date'.
 */
export function useIndexingStatus(): IndexingStatus {
  const states = useDocumentSyncStates();
  return deriveIndexingStatus(states ? { inOffice: true, ...states } : NOT_IN_OFFICE);
}
