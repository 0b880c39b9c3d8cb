import type { ErrorReportGroup, RuntimeConfig } from '@arcline/shared';
import type { ErrorReportRow } from '@arcline/shared/data';
import { temporalUserActionUrl, temporalWorkflowUrl } from './temporalUi';

/** The fields of an error group a super user sees, with the workflow's page in the Temporal UI. */
export function presentErrorReport(row: ErrorReportRow, config: RuntimeConfig): ErrorReportGroup {
  return {
    id: row.id,
    message: row.message,
    where: row.location,
    source: row.source,
    count: row.occurrences,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    companyName: row.company_name,
    userId: row.user_id,
    requestId: row.request_id,
    workflowId: row.workflow_id,
    workflowType: row.workflow_type,
    userActionId: row.user_action_id,
    workflowUrl: row.workflow_id ? temporalWorkflowUrl(config, row.workflow_id) : null,
    userActionUrl: row.user_action_id ? temporalUserActionUrl(config, row.user_action_id) : null,
  };
}
