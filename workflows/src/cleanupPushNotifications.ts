import { proxyActivities } from '@temporalio/workflow';
import { PUSH_NOTIFICATION_RETENTION_HOURS } from '@arcline/shared';
import type { Activities } from '@arcline/activities/types';

const { deleteOldPushNotifications } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes' });

/** Run hourly by the `cleanup-push-notifications` schedule. */
export async function cleanupPushNotificationsWorkflow(): Promise<{ deleted: number }> {
  return { deleted: await deleteOldPushNotifications(PUSH_NOTIFICATION_RETENTION_HOURS) };
}
