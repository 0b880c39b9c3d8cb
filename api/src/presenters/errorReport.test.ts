import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@arcline/shared';
import type { ErrorReportRow } from '@arcline/shared/data';
import { presentErrorReport } from './errorReport';

const config = parseRuntimeConfig({ TEMPORAL_UI_URL: 'http://temporal.test', TEMPORAL_NAMESPACE: 'default' });
const row: ErrorReportRow = {
  id: '7',
  company_name: 'Firm',
  source: 'worker',
  message: 'Failed',
  location: 'activity failOnPurpose',
  occurrences: 2,
  first_seen_at: new Date('2026-01-01T00:00:00Z'),
  last_seen_at: new Date('2026-01-02T00:00:00Z'),
  user_id: null,
  request_id: null,
  workflow_id: 'throw-async-error/1',
  workflow_type: 'throwAsyncErrorWorkflow',
  user_action_id: 'action-1',
};

describe('presentErrorReport', () => {
  it('links the workflow and the user action to the Temporal UI', () => {
    expect(presentErrorReport(row, config)).toMatchObject({
      workflowUrl: 'http://temporal.test/namespaces/default/workflows/throw-async-error%2F1',
      userActionUrl: `http://temporal.test/namespaces/default/workflows?query=${encodeURIComponent('ArclineUserActionId="action-1"')}`,
    });
  });

  it('has no links without a workflow or a user action', () => {
    expect(presentErrorReport({ ...row, workflow_id: null, user_action_id: null }, config)).toMatchObject({ workflowUrl: null, userActionUrl: null });
  });
});
