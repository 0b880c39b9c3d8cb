import type { IndexingStatus } from '@arcline/shared';
import { useDocumentSyncStates } from '../../document/hooks/useDocumentSyncStates';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { deriveIndexingStatus } from '../utils/deriveIndexingStatus';

/**
 * The header's indexing status, updated on every state change of the add-in's two runners. Without a document
 * host (the web app) the user is not in the office: 'Up to date'.
 */
export function useIndexingStatus(): IndexingStatus {
  const states = useDocumentSyncStates();
  if (!states) return deriveIndexingStatus({ inOffice: false, dataManager: 'stopped', syncManager: 'stopped' });
  return deriveIndexingStatus({ inOffice: isOfficeMode(), ...states });
}
