import { describe, expect, it } from 'vitest';
import type { SelfTestSuite } from '../../document/selfTestSuite';
import { runAllSelfTests, type SelfTestResult } from './runSelfTests';

function suiteOf(outcomes: Record<string, boolean | 'throws'>): SelfTestSuite & { ran: string[] } {
  const ran: string[] = [];
  return {
    ran,
    cases: Object.keys(outcomes).map((id) => ({ id, name: id })),
    async run(caseId) {
      ran.push(caseId);
      const outcome = outcomes[caseId];
      if (outcome === 'throws') throw new Error('Word went away');
      return outcome ? { passed: true } : { passed: false, reason: `${caseId} broke` };
    },
  };
}

describe('Run all', () => {
  it('runs every case in order when all pass', async () => {
    const suite = suiteOf({ insert: true, delete: true, replace: true });
    const log: [string, SelfTestResult][] = [];
    await runAllSelfTests(suite, (id, result) => log.push([id, result]));
    expect(suite.ran).toEqual(['insert', 'delete', 'replace']);
    expect(log.filter(([, result]) => result.status !== 'not_started')).toEqual([
      ['insert', { status: 'running' }],
      ['insert', { status: 'passed' }],
      ['delete', { status: 'running' }],
      ['delete', { status: 'passed' }],
      ['replace', { status: 'running' }],
      ['replace', { status: 'passed' }],
    ]);
  });

  it('stops at the first failure, leaving the rest not started', async () => {
    const suite = suiteOf({ insert: true, planted: false, replace: true });
    const final = new Map<string, SelfTestResult>();
    await runAllSelfTests(suite, (id, result) => final.set(id, result));
    expect(suite.ran).toEqual(['insert', 'planted']);
    expect(Object.fromEntries(final)).toEqual({
      insert: { status: 'passed' },
      planted: { status: 'failed', reason: 'planted broke' },
      replace: { status: 'not_started' },
    });
  });

  it('counts a case that throws as failed', async () => {
    const final = new Map<string, SelfTestResult>();
    await runAllSelfTests(suiteOf({ insert: 'throws', delete: true }), (id, result) => final.set(id, result));
    expect(final.get('insert')).toEqual({ status: 'failed', reason: 'Word went away' });
    expect(final.get('delete')).toEqual({ status: 'not_started' });
  });
});
