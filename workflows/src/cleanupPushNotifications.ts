import { patched, proxyActivities } from '@temporalio/workflow';
import { ERROR_REPORTING_LIMITS, PUSH_NOTIFICATION_RETENTION_HOURS } from '@arcline/shared/workflow';
import { AI_WORKFLOW_TIMEOUT_HOURS } from '@arcline/shared/contracts';
import type { Activities } from '@arcline/activities/types';

const { deleteOldPushNotifications, deleteErrorReportsBeyondNewest, deleteExpiredRateLimits, deleteExpiredStoredPrompts } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
});

/**
 * Run hourly by the `cleanup-push-notifications` schedule: old push notifications, error reports beyond the bound,
 * throttle counters whose window has passed, and prompts stored for workflows that can no longer run (behind a patch,
 * so runs recorded before that step still replay).
 */
export async function cleanupPushNotificationsWorkflow(): Promise<{ deleted: number; errorReportsDeleted: number; rateLimitsDeleted: number; storedPromptsDeleted: number }> {
  const deleted = await deleteOldPushNotifications(PUSH_NOTIFICATION_RETENTION_HOURS);
  const errorReportsDeleted = await deleteErrorReportsBeyondNewest(ERROR_REPORTING_LIMITS.keptGroupsPerCompany);
  const rateLimitsDeleted = await deleteExpiredRateLimits();
  const storedPromptsDeleted = patched('delete-expired-stored-prompts') ? await deleteExpiredStoredPrompts(AI_WORKFLOW_TIMEOUT_HOURS) : 0;
  return { deleted, errorReportsDeleted, rateLimitsDeleted, storedPromptsDeleted };
}
