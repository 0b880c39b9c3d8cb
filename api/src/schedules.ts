import { ScheduleAlreadyRunning, type Client } from '@temporalio/client';
import { CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID, TASK_QUEUES, WORKFLOW_TYPES } from '@arcline/shared/contracts';

/** Creates the product's Temporal schedules once; a second API replica or restart finds them in place. */
export async function ensureSchedules(client: Client): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 hour' }] },
      action: {
        type: 'startWorkflow',
        workflowType: WORKFLOW_TYPES.cleanupPushNotifications,
        taskQueue: TASK_QUEUES.main,
        workflowId: CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID,
      },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
