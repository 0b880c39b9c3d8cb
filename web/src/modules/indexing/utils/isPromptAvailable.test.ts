import { describe, expect, it } from 'vitest';
import { RUNNER_STATES, type RunnerState } from '@arcline/shared';
import type { DocumentSyncStates, DocumentSyncStatus } from '../../document/documentSyncStatus';
import { isPromptAvailable, waitUntilPromptAvailable } from './isPromptAvailable';

function statusSource(initial: DocumentSyncStates): DocumentSyncStatus & { set(states: DocumentSyncStates): void } {
  let states = initial;
  const listeners = new Set<() => void>();
  return {
    getStates: () => states,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      states = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('isPromptAvailable', () => {
  it('is always available outside Word', () => {
    expect(isPromptAvailable(false, { dataManager: 'running', syncManager: 'error-stopped' })).toBe(true);
    expect(isPromptAvailable(true, null)).toBe(true);
  });

  it('in Word only when both syncs are waiting', () => {
    for (const dataManager of RUNNER_STATES) {
      for (const syncManager of RUNNER_STATES) {
        const expected = dataManager === 'waiting' && syncManager === 'waiting';
        expect(isPromptAvailable(true, { dataManager, syncManager }), `${dataManager}/${syncManager}`).toBe(expected);
      }
    }
  });

  it('lets a caller wait until it becomes available', async () => {
    const status = statusSource({ dataManager: 'running', syncManager: 'waiting' });
    let available = false;
    const waiting = waitUntilPromptAvailable(true, status).then(() => (available = true));
    status.set({ dataManager: 'waiting', syncManager: 'running' as RunnerState });
    await Promise.resolve();
    expect(available).toBe(false);
    status.set({ dataManager: 'waiting', syncManager: 'waiting' });
    await waiting;
    expect(available).toBe(true);
  });
});
