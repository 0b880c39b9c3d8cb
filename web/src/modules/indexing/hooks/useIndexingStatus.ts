import type { IndexingStatus, RunnerState } from '@arcline/shared';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { deriveIndexingStatus } from '../utils/deriveIndexingStatus';

/**
 * The header's indexing status. The document host (the Word add-in) will feed its two runners' states; until it
 * does, no runner runs, which in the browser (not in the office) reads 'Up to date'.
 */
const NO_DOCUMENT_HOST: { dataManager: RunnerState; syncManager: RunnerState } = { dataManager: 'stopped', syncManager: 'stopped' };

export function useIndexingStatus(): IndexingStatus {
  return deriveIndexingStatus({ inOffice: isOfficeMode(), ...NO_DOCUMENT_HOST });
}
