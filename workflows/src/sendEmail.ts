import { isCancellation, log, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import { EMAIL_DELIVERY_DEADLINE, type SendEmailInput } from '@arcline/shared/contracts';

/** SMTP down or refusing: tried again after 1 s, 2 s, 4 s… then every 5 minutes, until the deadline. */
const { sendQueuedEmail } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  scheduleToCloseTimeout: EMAIL_DELIVERY_DEADLINE,
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

const { dropQueuedEmail } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * `send-email/{mailId}`: sends one queued e-mail (account verification, password reset). The API answers as soon as
 * the mail is queued, so a mail server that is down delays the mail but loses nothing and fails no request.
 */
export async function sendEmailWorkflow(input: SendEmailInput): Promise<'sent' | 'already sent' | 'dropped'> {
  try {
    return await sendQueuedEmail(input.mailId);
  } catch (error) {
    if (isCancellation(error)) throw error;
    log.warn('e-mail dropped after its delivery deadline', { mailId: input.mailId });
    await dropQueuedEmail(input.mailId);
    return 'dropped';
  }
}
