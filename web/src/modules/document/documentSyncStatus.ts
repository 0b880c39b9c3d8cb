import type { RunnerState } from '@arcline/shared';

/** The states of the add-in's two background runners (spec 01 §4), which the indicator and prompt availability read. */
export interface DocumentSyncStates {
  /** The word-document sync (data manager). */
  dataManager: RunnerState;
  /** The API document sync (sync manager). */
  syncManager: RunnerState;
}

/** A subscribable source of the runners' states, provided by the add-in next to its DocumentHost. */
export interface DocumentSyncStatus {
  getStates(): DocumentSyncStates;
  /** Called on every state change of either runner; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
