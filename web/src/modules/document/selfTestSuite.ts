/**
 * The paragraph-edit self-tests of /tests (spec 02 §2): the add-in runs them against the open document, the page
 * shows their statuses. Each run sets up its own passage, edits it, checks it, and restores the document.
 */
export interface SelfTestSuite {
  readonly cases: readonly SelfTestCaseInfo[];
  run(caseId: string): Promise<SelfTestOutcome>;
}

export interface SelfTestCaseInfo {
  id: string;
  name: string;
}

/** A passed case, or a failed one with what went wrong (shown on the page). */
export type SelfTestOutcome = { passed: true } | { passed: false; reason: string };
