import { proxyActivities } from '@temporalio/workflow';
import { ERROR_REPORTING_LIMITS, PUSH_NOTIFICATION_RETENTION_HOURS } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';

const { deleteOldPushNotifications, deleteErrorReportsBeyondNewest, deleteExpiredRateLimits } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
});

/**
 * Run hourly by the `cleanup-push-notifications` schedule: old push notifications, error reports beyond the bound,
 * and throttle counters whose window has passed.
 */
export async function cleanupPushNotificationsWorkflow(): Promise<{ deleted: number; errorReportsDeleted: number; rateLimitsDeleted: number }> {
  const deleted = await deleteOldPushNotifications(PUSH_NOTIFICATION_RETENTION_HOURS);
  const errorReportsDeleted = await deleteErrorReportsBeyondNewest(ERROR_REPORTING_LIMITS.keptGroupsPerCompany);
  const rateLimitsDeleted = await deleteExpiredRateLimits();
  return { deleted, errorReportsDeleted, rateLimitsDeleted };
}
