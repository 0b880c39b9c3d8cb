import type { IndexingStatus, RunnerState } from '@arcline/shared';

export interface IndexingInputs {
  inOffice: boolean;
  /** The word-document sync (data manager) and the API document sync (sync manager). */
  dataManager: RunnerState;
  syncManager: RunnerState;
}

const isOneOf = (state: RunnerState, states: readonly RunnerState[]) => states.includes(state);
const SYNC_STOPPED: readonly RunnerState[] = ['stop-requested', 'stopped', 'error-stopped'];

/** The indexing status indicator of spec 01 §4, from the two background runners' states. */
export function deriveIndexingStatus({ inOffice, dataManager, syncManager }: IndexingInputs): IndexingStatus {
  if (!inOffice) return 'working-but-idle';

  if (isOneOf(dataManager, ['stopped', 'stop-requested'])) {
    if (isOneOf(syncManager, SYNC_STOPPED)) return 'stopped';
    if (dataManager === 'stopped') return 'error-stopped';
  }
  if (dataManager === 'error-stopped' || syncManager === 'error-stopped') return 'error-stopped';
  if (dataManager !== 'stopped' && isOneOf(syncManager, ['stopped', 'stop-requested'])) return 'error-stopped';

  if (dataManager === 'error-retrying' && syncManager !== 'stopped') return 'error-retrying';
  if (syncManager === 'error-retrying' && dataManager !== 'stopped') return 'error-retrying';

  if (isOneOf(dataManager, ['waiting', 'running']) && syncManager === 'running') return 'busy';
  if (dataManager === 'running' && syncManager === 'waiting') return 'busy';
  return 'working-but-idle';
}
