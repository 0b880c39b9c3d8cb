import type { SelfTestStatus } from '@arcline/shared';
import type { SelfTestOutcome, SelfTestSuite } from '../../document/selfTestSuite';

export interface SelfTestResult {
  status: SelfTestStatus;
  /** Why a failed case failed. */
  reason?: string;
}

/** Runs one case, telling `onResult` it runs and then how it ended; a case that throws has failed. */
export async function runSelfTest(suite: SelfTestSuite, caseId: string, onResult: (caseId: string, result: SelfTestResult) => void): Promise<boolean> {
  onResult(caseId, { status: 'running' });
  let outcome: SelfTestOutcome;
  try {
    outcome = await suite.run(caseId);
  } catch (error) {
    outcome = { passed: false, reason: error instanceof Error ? error.message : String(error) };
  }
  onResult(caseId, outcome.passed ? { status: 'passed' } : { status: 'failed', reason: outcome.reason });
  return outcome.passed;
}

/** Run all (spec 02 §2): the cases in order, stopping at the first failure; the cases after it stay not started. */
export async function runAllSelfTests(suite: SelfTestSuite, onResult: (caseId: string, result: SelfTestResult) => void): Promise<void> {
  for (const { id } of suite.cases) onResult(id, { status: 'not_started' });
  for (const { id } of suite.cases) {
    if (!(await runSelfTest(suite, id, onResult))) return;
  }
}
