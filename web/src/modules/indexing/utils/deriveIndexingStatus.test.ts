import { describe, expect, it } from 'vitest';
import { RUNNER_STATES, type IndexingStatus, type RunnerState } from '@arcline/shared';
import { deriveIndexingStatus } from './deriveIndexingStatus';

const inWord = (dataManager: RunnerState, syncManager: RunnerState) => deriveIndexingStatus({ inOffice: true, dataManager, syncManager });

/**
 * Spec 01 §4's truth table written out: one row per data manager state, one column per sync manager state, in the
 * order stopped, waiting, running, error-retrying, error-stopped, stop-requested.
 */
const TABLE: Record<RunnerState, IndexingStatus[]> = {
  stopped: ['stopped', 'error-stopped', 'error-stopped', 'error-stopped', 'stopped', 'stopped'],
  waiting: ['error-stopped', 'working-but-idle', 'busy', 'error-retrying', 'error-stopped', 'error-stopped'],
  running: ['error-stopped', 'busy', 'busy', 'error-retrying', 'error-stopped', 'error-stopped'],
  'error-retrying': ['error-stopped', 'error-retrying', 'error-retrying', 'error-retrying', 'error-stopped', 'error-stopped'],
  'error-stopped': ['error-stopped', 'error-stopped', 'error-stopped', 'error-stopped', 'error-stopped', 'error-stopped'],
  // A stop request is a moment while a run ends; the spec names it only beside a stopping sync manager.
  'stop-requested': ['stopped', 'working-but-idle', 'working-but-idle', 'error-retrying', 'stopped', 'stopped'],
};

const rows = RUNNER_STATES.flatMap((dataManager) =>
  RUNNER_STATES.map((syncManager, column): [RunnerState, RunnerState, IndexingStatus] => [dataManager, syncManager, TABLE[dataManager][column]!]),
);

describe('deriveIndexingStatus', () => {
  it("is 'Up to date' outside the office, whatever the runners do", () => {
    for (const [dataManager, syncManager] of rows) {
      expect(deriveIndexingStatus({ inOffice: false, dataManager, syncManager })).toBe('working-but-idle');
    }
  });

  it('covers all 36 combinations of the two runners', () => {
    expect(rows).toHaveLength(36);
    expect(RUNNER_STATES).toEqual(['stopped', 'waiting', 'running', 'error-retrying', 'error-stopped', 'stop-requested']);
  });

  it.each(rows)('data manager %s and sync manager %s give %s', (dataManager, syncManager, expected) => {
    expect(inWord(dataManager, syncManager)).toBe(expected);
  });
});
