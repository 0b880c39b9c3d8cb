import type { DocumentSyncStates, DocumentSyncStatus } from '../../document/documentSyncStatus';

/**
 * Prompt availability (spec 01 §4): in Word only when both the word-document sync and the API document sync are
 * waiting, so a prompt sees the document as it is; outside Word always.
 */
export function isPromptAvailable(inOffice: boolean, states: DocumentSyncStates | null): boolean {
  if (!inOffice || !states) return true;
  return states.dataManager === 'waiting' && states.syncManager === 'waiting';
}

/** Resolves as soon as prompts are available (at once when they are). */
export function waitUntilPromptAvailable(inOffice: boolean, status: DocumentSyncStatus | null): Promise<void> {
  return new Promise((resolve) => {
    if (isPromptAvailable(inOffice, status?.getStates() ?? null)) {
      resolve();
      return;
    }
    const unsubscribe = status?.subscribe(() => {
      if (!isPromptAvailable(inOffice, status.getStates())) return;
      unsubscribe?.();
      resolve();
    });
  });
}
