import { describe, expect, it } from 'vitest';
import type { IndexingStatus, RunnerState } from '@arcline/shared';
import { deriveIndexingStatus } from './deriveIndexingStatus';

const inWord = (dataManager: RunnerState, syncManager: RunnerState) => deriveIndexingStatus({ inOffice: true, dataManager, syncManager });

describe('deriveIndexingStatus', () => {
  it("is 'Up to date' outside the office, whatever the runners do", () => {
    expect(deriveIndexingStatus({ inOffice: false, dataManager: 'error-stopped', syncManager: 'running' })).toBe('working-but-idle');
  });

  it.each<[RunnerState, RunnerState, IndexingStatus]>([
    ['waiting', 'waiting', 'working-but-idle'],
    ['waiting', 'running', 'busy'],
    ['running', 'running', 'busy'],
    ['running', 'waiting', 'busy'],
    ['error-retrying', 'waiting', 'error-retrying'],
    ['waiting', 'error-retrying', 'error-retrying'],
    ['error-stopped', 'waiting', 'error-stopped'],
    ['waiting', 'error-stopped', 'error-stopped'],
    ['running', 'stopped', 'error-stopped'],
    ['waiting', 'stop-requested', 'error-stopped'],
    ['stopped', 'stopped', 'stopped'],
    ['stopped', 'stop-requested', 'stopped'],
    ['stopped', 'error-stopped', 'stopped'],
    ['stop-requested', 'stopped', 'stopped'],
    ['stopped', 'waiting', 'error-stopped'],
    ['stopped', 'error-retrying', 'error-stopped'],
  ])('data manager %s and sync manager %s give %s', (dataManager, syncManager, expected) => {
    expect(inWord(dataManager, syncManager)).toBe(expected);
  });
});
