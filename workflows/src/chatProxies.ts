import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import { LONG_ACTIVITY_HEARTBEAT_TIMEOUT } from '@arcline/shared/contracts';
import { AI_RETRY_POLICY } from './aiFailures';

/** Proxies of the activities the chat workflows call (activities/src/chat/), with their timeouts and retry policies defined once. */
export const { findUsableAttachments } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/**
 * A chat answer heartbeats while the AI call runs (activities/src/heartbeat.ts): when its worker dies, Temporal hands
 * the attempt to another worker after the 10 s heartbeat timeout, not after the 5-minute start-to-close one. The
 * heartbeat timeout is an option of the scheduled activity, not a command of its own: recorded histories replay as before.
 */
export const { answerChatPrompt, answerInWord } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: LONG_ACTIVITY_HEARTBEAT_TIMEOUT,
  retry: AI_RETRY_POLICY,
});

export const { reviewCachedDocument } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', retry: AI_RETRY_POLICY });
